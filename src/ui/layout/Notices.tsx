import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApp } from '../app-context';
import { Html } from '../components/Html';
import { useNotice } from './Notice';
import * as css from '../styles/layout.css';

export const StoreMessage = () => {
  const { shell } = useApp();
  const widget = shell.widgets['store-message'];
  const intl = useIntl();
  const notice = useNotice('storeMessageHidden');
  if (!widget || widget.hidden || !notice.shown) return null;
  return (
    <section
      className={css.banner}
      aria-label={intl.formatMessage({ id: 'layout.storeMessage', defaultMessage: 'Store message' })}
    >
      <Html html={widget.content} />
      <button
        type="button"
        className={css.bannerClose}
        onClick={notice.dismiss}
        aria-label={intl.formatMessage({ id: 'layout.hideMessage', defaultMessage: 'Hide message' })}
      >
        ×
      </button>
    </section>
  );
};

export const CookieAlert = () => {
  const { shell } = useApp();
  const widget = shell.widgets['cookie-alert'];
  const notice = useNotice('consent');
  const textId = useId();
  if (!widget || widget.hidden || !notice.shown) return null;
  return (
    // A dialog is named (WCAG 4.1.2): here by its own text.
    <div className={css.cookieAlert} role="dialog" aria-live="polite" aria-labelledby={textId} data-testid="cookie-alert">
      <div id={textId}>
        <Html html={widget.content} />
      </div>
      <button type="button" className={css.button} onClick={notice.dismiss}>
        <FormattedMessage id="layout.acceptCookies" defaultMessage="Accept" />
      </button>
    </div>
  );
};
