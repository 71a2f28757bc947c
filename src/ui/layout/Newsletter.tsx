import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  selectNewsletterEmail,
  selectNewsletterFailed,
  selectNewsletterAlreadySubscribed,
  selectNewsletterHidden,
  selectNewsletterSubmitting,
  selectSubscriptionCode,
} from '../../application/flows/newsletter/selectors';
import { useApp } from '../app-context';
import { useShopActors } from '../shop/ShopActors';
import { Html } from '../components/Html';
import * as css from '../styles/layout.css';
import * as form from '../pages/checkout/checkout.css';

/** Newsletter banner (docs/rules/shop-wide.md#layout layout, docs/rules/shop-wide.md#layout): not subscribed → submitting → subscribed with a code. */
export const Newsletter = () => {
  const { shell } = useApp();
  const { newsletter } = useShopActors();
  const intl = useIntl();
  const widget = shell.widgets['newsletter'];
  const hidden = useSelector(newsletter, selectNewsletterHidden);
  const email = useSelector(newsletter, selectNewsletterEmail);
  const submitting = useSelector(newsletter, selectNewsletterSubmitting);
  const failed = useSelector(newsletter, selectNewsletterFailed);
  const already = useSelector(newsletter, selectNewsletterAlreadySubscribed);
  const code = useSelector(newsletter, selectSubscriptionCode);
  const canSubmit = useSelector(newsletter, (s) => s.can({ type: 'newsletter.submit' }));
  if (hidden || !widget || widget.hidden) return null;
  return (
    <section className={`${css.container}`} style={{ margin: '48px auto' }} data-testid="newsletter" id="newsletter">
      <div className={form.card} style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 12 }}>
        <Html html={widget.content} />
        {code ? (
          <p data-testid="newsletter-code">
            <FormattedMessage
              id="newsletter.thanks"
              defaultMessage="Thank you! Your welcome code: {code}"
              values={{ code: <strong>{code}</strong> }}
            />
          </p>
        ) : (
          <form
            className={form.inline}
            onSubmit={(e) => {
              e.preventDefault();
              newsletter.send({ type: 'newsletter.submit' });
            }}
          >
            <input
              type="email"
              className={form.field}
              value={email}
              data-testid="newsletter-email"
              aria-label={intl.formatMessage({ id: 'form.email', defaultMessage: 'E-mail address' })}
              placeholder={intl.formatMessage({ id: 'form.email', defaultMessage: 'E-mail address' })}
              onChange={(e) => newsletter.send({ type: 'newsletter.email.change', value: e.target.value })}
            />
            <button type="submit" className={css.button} disabled={!canSubmit || submitting} data-testid="newsletter-submit">
              <FormattedMessage id="newsletter.submit" defaultMessage="Subscribe" />
            </button>
          </form>
        )}
        {already && (
          <p className={css.alert} role="alert" data-testid="newsletter-already">
            <FormattedMessage
              id="newsletter.alreadySubscribed"
              defaultMessage="This address is already subscribed. Its welcome code was shown when it first signed up; to subscribe another address, enter it above."
            />
          </p>
        )}
        {failed && (
          <p className={css.alert} role="alert">
            <FormattedMessage id="error.unknown" defaultMessage="Something went wrong. Please try again in a moment." />
          </p>
        )}
      </div>
    </section>
  );
};
