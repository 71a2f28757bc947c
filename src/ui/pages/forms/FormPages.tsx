import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PageData } from '../../../application/loaders/pages.loader';
import {
  selectBalance,
  selectBalanceCode,
  selectBalanceFailure,
  selectBalanceLoading,
} from '../../../application/flows/balance/selectors';
import {
  selectUnsubscribeEmail,
  selectUnsubscribeFailed,
  selectUnsubscribeLoading,
  selectUnsubscribed,
} from '../../../application/flows/unsubscribe/selectors';
import { useFlow } from '../../shop/use-flow';
import { balanceFlow } from '../../../application/system/flows/balance.flow';
import { unsubscribeFlow } from '../../../application/system/flows/unsubscribe.flow';
import { Html } from '../../components/Html';
import { Price } from '../../components/Price';
import * as layout from '../../styles/layout.css';
import * as css from '../checkout/checkout.css';

type Widget = { content: string; hidden: boolean } | null;

const Intro = ({ widget }: { widget: Widget }) => (widget && !widget.hidden ? <Html html={widget.content} /> : null);

/** Gift-card balance (docs/rules/gift-cards-and-coupons.md#gift-cards, docs/rules/shop-wide.md#layout, docs/rules/gift-cards-and-coupons.md#codes): loading, then the balance or an error under the field. */
export const BalancePage = ({ data }: { data: Extract<PageData, { route: 'balance' }>['data'] }) => {
  const intl = useIntl();
  const balance = useFlow(balanceFlow);
  const code = useSelector(balance, selectBalanceCode);
  const loading = useSelector(balance, selectBalanceLoading);
  const result = useSelector(balance, selectBalance);
  const failure = useSelector(balance, selectBalanceFailure);
  const canSubmit = useSelector(balance, (s) => s.can({ type: 'balance.submit' }));
  return (
    <div className={layout.container} style={{ maxWidth: 640 }}>
      <h1>
        <FormattedMessage id="title.balance" defaultMessage="Gift card balance" />
      </h1>
      <Intro widget={data.widget} />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          balance.send({ type: 'balance.submit' });
        }}
        aria-busy={loading}
      >
        <label htmlFor="gift-card-code">
          <FormattedMessage id="balance.label" defaultMessage="Gift card code" />
        </label>
        <div className={css.inline}>
          <input
            type="text"
            id="gift-card-code"
            className={css.field}
            value={code}
            autoComplete="off"
            data-testid="balance-code"
            onChange={(e) => balance.send({ type: 'balance.code.change', value: e.target.value })}
          />
          <button type="submit" className={layout.button} disabled={!canSubmit || loading} data-testid="balance-submit">
            {loading ? (
              <FormattedMessage id="form.loading" defaultMessage="Checking…" />
            ) : (
              <FormattedMessage id="balance.submit" defaultMessage="Check balance" />
            )}
          </button>
        </div>
        {failure && (
          <p className={layout.alert} role="alert" data-testid="balance-error">
            {failure === 'NOT_FOUND'
              ? intl.formatMessage({
                  id: 'balance.notFound',
                  defaultMessage: 'We could not find a gift card with a balance for that code.',
                })
              : failure === 'RATE_LIMITED'
                ? intl.formatMessage({
                    id: 'balance.rateLimited',
                    defaultMessage: 'Too many attempts. Please wait a minute and try again.',
                  })
                : intl.formatMessage({
                    id: 'error.unknown',
                    defaultMessage: 'Something went wrong. Please try again in a moment.',
                  })}
          </p>
        )}
      </form>
      {result && (
        <p className={css.card} data-testid="balance-result" style={{ marginTop: 24, fontSize: 20 }}>
          <FormattedMessage
            id="balance.result"
            defaultMessage="Remaining balance: {amount}"
            values={{
              amount: (
                <strong>
                  <Price amount={result.amount} currency={result.currency} />
                </strong>
              ),
            }}
          />
        </p>
      )}
    </div>
  );
};

/** Newsletter unsubscribe (docs/rules/shop-wide.md#newsletter, docs/rules/shop-wide.md#layout): once done, the form is replaced by a confirmation heading. */
export const UnsubscribePage = ({ data }: { data: Extract<PageData, { route: 'unsubscribe' }>['data'] }) => {
  const unsubscribe = useFlow(unsubscribeFlow);
  const email = useSelector(unsubscribe, selectUnsubscribeEmail);
  const loading = useSelector(unsubscribe, selectUnsubscribeLoading);
  const done = useSelector(unsubscribe, selectUnsubscribed);
  const failed = useSelector(unsubscribe, selectUnsubscribeFailed);
  const canSubmit = useSelector(unsubscribe, (s) => s.can({ type: 'unsubscribe.submit' }));
  return (
    <div className={layout.container} style={{ maxWidth: 640 }}>
      {done ? (
        <h1 data-testid="unsubscribed">
          <FormattedMessage id="unsubscribe.done" defaultMessage="You have been unsubscribed. We are sorry to see you go." />
        </h1>
      ) : (
        <>
          <h1>
            <FormattedMessage id="title.unsubscribe" defaultMessage="Unsubscribe from the newsletter" />
          </h1>
          <Intro widget={data.widget} />
          <form
            onSubmit={(e) => {
              e.preventDefault();
              unsubscribe.send({ type: 'unsubscribe.submit' });
            }}
            aria-busy={loading}
          >
            <label htmlFor="unsubscribe-email">
              <FormattedMessage id="form.email" defaultMessage="E-mail address" />
            </label>
            <div className={css.inline}>
              <input
                id="unsubscribe-email"
                type="email"
                className={css.field}
                value={email}
                data-testid="unsubscribe-email"
                onChange={(e) => unsubscribe.send({ type: 'unsubscribe.email.change', value: e.target.value })}
              />
              <button type="submit" className={layout.button} disabled={!canSubmit} data-testid="unsubscribe-submit">
                <FormattedMessage id="unsubscribe.submit" defaultMessage="Unsubscribe" />
              </button>
            </div>
            {failed && (
              <p className={layout.alert} role="alert">
                <FormattedMessage id="error.unknown" defaultMessage="Something went wrong. Please try again in a moment." />
              </p>
            )}
          </form>
        </>
      )}
    </div>
  );
};
