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
    <div className={css.banner} role="region" aria-label={intl.formatMessage({ id: 'layout.storeMessage', defaultMessage: 'Store message' })}>
      <Html html={widget.content} />
      <button type="button" className={css.bannerClose} onClick={notice.dismiss}
        aria-label={intl.formatMessage({ id: 'layout.hideMessage', defaultMessage: 'Hide message' })}>×</button>
    </div>
  );
};

export const CookieAlert = () => {
  const { shell } = useApp();
  const widget = shell.widgets['cookie-alert'];
  const notice = useNotice('consent');
  if (!widget || widget.hidden || !notice.shown) return null;
  return (
    <div className={css.cookieAlert} role="dialog" aria-live="polite" data-testid="cookie-alert">
      <Html html={widget.content} />
      <button type="button" className={css.button} onClick={notice.dismiss}>
        <FormattedMessage id="layout.acceptCookies" defaultMessage="Accept" />
      </button>
    </div>
  );
};
