import { FormattedDate, FormattedMessage, defineMessages } from 'react-intl';
import type { AdminOrderDetail } from '../../../application/model/back-office';
import { refundCommandOf, type AdminOrderEvent, type RefundDraft } from '../../../application/flows/admin-order/machine';
import { REFUND_REASON_MAX_LENGTH } from '../../../domain/backoffice';
import { Price } from '../../components/Price';
import * as css from './admin.css';

const MODE_NAMES = defineMessages<RefundDraft['mode']>({
  lines: { id: 'admin.refund.mode.lines', defaultMessage: 'Refund lines' },
  amount: { id: 'admin.refund.mode.amount', defaultMessage: 'Refund an amount' },
  cancel: { id: 'admin.refund.mode.cancel', defaultMessage: 'Cancel the order' },
});
const MODES: readonly RefundDraft['mode'][] = ['lines', 'amount', 'cancel'];

/** An admin's refunds: those made, and a new one with a confirm step that says what will go back. */
export const OrderRefund = ({
  order,
  draft,
  busy,
  send,
}: {
  readonly order: AdminOrderDetail;
  readonly draft: RefundDraft;
  readonly busy: boolean;
  readonly send: (event: AdminOrderEvent) => void;
}) => {
  const currency = order.summary.currency;
  const command = refundCommandOf(draft);
  const mayCancel = order.moves.includes('cancel');
  const linesTotal = order.lines.filter((l) => draft.lines.includes(l.position)).reduce((n, l) => n + l.line_total, 0);
  return (
    <section className={css.panel} aria-labelledby="admin-refunds">
      <h2 id="admin-refunds">
        <FormattedMessage id="admin.refund.title" defaultMessage="Refunds" />
      </h2>
      {order.refunds.length > 0 && (
        <ol className={css.list} data-testid="admin-refunds">
          {order.refunds.map((r, i) => (
            <li key={i}>
              <FormattedDate value={r.at} dateStyle="medium" timeStyle="short" /> ·{' '}
              <Price amount={r.amount} currency={currency} />{' '}
              <span className={css.muted}>
                <FormattedMessage
                  id="admin.refund.split"
                  defaultMessage="({card} to the card, {giftCards} to gift cards) · {reason} · {staff}"
                  values={{
                    card: <Price amount={r.card_amount} currency={currency} />,
                    giftCards: <Price amount={r.gift_card_amount} currency={currency} />,
                    reason: r.reason,
                    staff: r.staff,
                  }}
                />
              </span>
            </li>
          ))}
        </ol>
      )}
      <p>
        <FormattedMessage
          id="admin.refund.left"
          defaultMessage="Left to refund: {amount}"
          values={{ amount: <Price amount={order.refundable} currency={currency} /> }}
        />
      </p>
      <form
        className={css.stack}
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: draft.confirming ? 'refund.confirm' : 'refund.review' });
        }}
      >
        <fieldset className={css.field} disabled={busy || draft.confirming}>
          <legend>
            <FormattedMessage id="admin.refund.what" defaultMessage="What to refund" />
          </legend>
          <div className={css.actions}>
            {MODES.filter((m) => m !== 'cancel' || mayCancel).map((mode) => (
              <label key={mode}>
                <input
                  type="radio"
                  name="refund-mode"
                  checked={draft.mode === mode}
                  onChange={() => send({ type: 'refund.mode', mode })}
                />{' '}
                <FormattedMessage {...MODE_NAMES[mode]} />
              </label>
            ))}
          </div>
          {draft.mode === 'lines' &&
            order.lines.map((l) => (
              <label key={l.position}>
                <input
                  type="checkbox"
                  name="refund-line"
                  disabled={l.refunded}
                  checked={l.refunded || draft.lines.includes(l.position)}
                  onChange={() => send({ type: 'refund.line.toggle', position: l.position })}
                />{' '}
                {l.quantity} × {l.name} ({l.variation_name}) · <Price amount={l.line_total} currency={currency} />
              </label>
            ))}
          {draft.mode === 'amount' && (
            <label className={css.field}>
              <FormattedMessage id="admin.refund.amount" defaultMessage="Amount ({currency})" values={{ currency }} />
              <input
                className={css.input}
                name="refund-amount"
                inputMode="decimal"
                autoComplete="off"
                value={draft.amount}
                onChange={(e) => send({ type: 'refund.amount.change', value: e.target.value })}
              />
            </label>
          )}
          <label className={css.field}>
            <FormattedMessage id="admin.refund.reason" defaultMessage="Reason (the shopper does not see it)" />
            <input
              className={css.input}
              name="refund-reason"
              maxLength={REFUND_REASON_MAX_LENGTH}
              autoComplete="off"
              value={draft.reason}
              onChange={(e) => send({ type: 'refund.reason.change', value: e.target.value })}
            />
          </label>
        </fieldset>
        {draft.confirming && command ? (
          <div className={css.notice} role="alert" data-testid="admin-refund-confirm">
            <p>
              {command.action === 'cancel' ? (
                <FormattedMessage
                  id="admin.refund.confirmCancel"
                  defaultMessage="Cancel this order and give back {amount}? Its stock returns."
                  values={{ amount: <Price amount={order.refundable} currency={currency} /> }}
                />
              ) : command.action === 'refundAmount' ? (
                // Exactly what the refund sends: more than is left is the server's to refuse, with its reason beside the form.
                <FormattedMessage
                  id="admin.refund.confirmAmount"
                  defaultMessage="Give back {amount}? This cannot be undone."
                  values={{ amount: <Price amount={command.amount} currency={currency} /> }}
                />
              ) : (
                <FormattedMessage
                  id="admin.refund.confirm"
                  defaultMessage="Give back up to {amount}? This cannot be undone."
                  values={{
                    amount: <Price amount={Math.min(order.refundable, linesTotal)} currency={currency} />,
                  }}
                />
              )}
            </p>
            <div className={css.actions}>
              <button className={css.button} type="submit" disabled={busy} data-testid="admin-refund-submit">
                <FormattedMessage id="admin.refund.yes" defaultMessage="Yes, refund" />
              </button>
              <button className={css.secondary} type="button" disabled={busy} onClick={() => send({ type: 'refund.back' })}>
                <FormattedMessage id="admin.refund.no" defaultMessage="Go back" />
              </button>
            </div>
          </div>
        ) : (
          <button className={css.button} type="submit" disabled={busy || !command} data-testid="admin-refund-review">
            <FormattedMessage id="admin.refund.review" defaultMessage="Review the refund" />
          </button>
        )}
      </form>
    </section>
  );
};
