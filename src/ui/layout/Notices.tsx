import { FormattedMessage, useIntl } from 'react-intl';
import { useApp } from '../app-context';
import { Html } from '../components/Html';
import { useNotice } from './Notice';
import * as css from '../styles/layout.css';

/** Cookie consent is remembered 30 days (spec §9: 2592000 s); banners a year. */
export const COOKIE_CONSENT_SECONDS = 2_592_000;
export const BANNER_HIDDEN_SECONDS = 31_536_000;
export const COOKIES = { consent: 'cookie_consent', storeMessage: 'store_message_hidden' } as const;

export const StoreMessage = () => {
  const { shell, cookies } = useApp();
  const widget = shell.widgets['store-message'];
  const intl = useIntl();
  const notice = useNotice(COOKIES.storeMessage, BANNER_HIDDEN_SECONDS, Boolean(cookies[COOKIES.storeMessage]));
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
  const { shell, cookies } = useApp();
  const widget = shell.widgets['cookie-alert'];
  const notice = useNotice(COOKIES.consent, COOKIE_CONSENT_SECONDS, Boolean(cookies[COOKIES.consent]));
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
