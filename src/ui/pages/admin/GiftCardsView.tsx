import { useSelector } from '@xstate/react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { adminGiftCardsFlow } from '../../../application/system/flows/admin-gift-cards.flow';
import { ADMIN_GIFT_CARDS_PATH, selectBusy, selectConfirming } from '../../../application/flows/admin-gift-cards/machine';
import type { AdminGiftCardView } from '../../../application/model/catalogue-desk';
import { formatGiftCardCode } from '../../../domain/validation/gift-card-code';
import { useFlow } from '../../shop/use-flow';
import { Price } from '../../components/Price';
import { AdminForm, AdminFrame, AdminRefusal } from './AdminFrame';
import { AdminTable, type AdminColumn } from './AdminTable';
import * as css from './admin.css';

type Entry = AdminGiftCardView['history'][number];

const historyColumns = (currency: string): readonly AdminColumn<Entry>[] => [
  {
    key: 'at',
    header: <FormattedMessage id="admin.giftCards.when" defaultMessage="When" />,
    cell: (e) => <FormattedDate value={e.at} dateStyle="medium" timeStyle="short" />,
  },
  {
    key: 'kind',
    header: <FormattedMessage id="admin.giftCards.what" defaultMessage="What" />,
    cell: (e) =>
      e.kind === 'paid' ? (
        <FormattedMessage id="admin.giftCards.paid" defaultMessage="Paid for an order" />
      ) : e.kind === 'refunded' ? (
        <FormattedMessage id="admin.giftCards.refunded" defaultMessage="Given back by a refund" />
      ) : (
        <FormattedMessage id="admin.giftCards.voidedEntry" defaultMessage="Voided, balance written off" />
      ),
  },
  {
    key: 'order',
    header: <FormattedMessage id="admin.giftCards.order" defaultMessage="Order" />,
    cell: (e) => e.order_id ?? <FormattedMessage id="admin.giftCards.atDesk" defaultMessage="At the desk" />,
  },
  {
    key: 'amount',
    header: <FormattedMessage id="admin.giftCards.amount" defaultMessage="Amount" />,
    cell: (e) => <Price amount={e.amount} currency={currency} />,
  },
];

/** Gift cards: look one up by its code, see its balance and what it paid; void it after a confirmation. */
export const GiftCardsView = (_props: { readonly query: Readonly<Record<string, string>> }) => {
  const flow = useFlow(adminGiftCardsFlow, { query: {} });
  const { staff, code, card, problem, refusal, voided } = useSelector(flow, (s) => s.context);
  const busy = useSelector(flow, selectBusy);
  const confirming = useSelector(flow, selectConfirming);
  return (
    <AdminFrame
      title={<FormattedMessage id="admin.giftCards.title" defaultMessage="Gift cards" />}
      staff={staff}
      current="gift-cards"
      problem={problem}
      returnTo={ADMIN_GIFT_CARDS_PATH}
    >
      <AdminForm
        search
        busy={busy}
        onSubmit={() => flow.send({ type: 'lookup.submit' })}
        submit={<FormattedMessage id="admin.giftCards.lookUp" defaultMessage="Look up" />}
      >
        <label className={css.field}>
          <FormattedMessage id="admin.giftCards.code" defaultMessage="Gift card code" />
          <input
            className={css.input}
            type="search"
            name="code"
            autoComplete="off"
            spellCheck={false}
            value={code}
            onChange={(e) => flow.send({ type: 'code.change', value: e.target.value })}
          />
        </label>
      </AdminForm>
      <AdminRefusal refusal={refusal} testId="admin-gift-card-refusal" />
      <p className={css.muted} aria-live="polite">
        {voided && <FormattedMessage id="admin.giftCards.voidedNow" defaultMessage="The gift card is voided." />}
      </p>
      {card && (
        <section className={css.panel} data-testid="admin-gift-card" data-code={card.code}>
          <h2 className={css.code}>{formatGiftCardCode(card.code)}</h2>
          <dl className={css.sums}>
            <dt>
              <FormattedMessage id="admin.giftCards.balance" defaultMessage="Balance" />
            </dt>
            <dd data-testid="admin-gift-card-balance">
              <Price amount={card.balance} currency={card.currency} /> ({card.currency})
            </dd>
            <dt>
              <FormattedMessage id="admin.giftCards.initial" defaultMessage="Bought for" />
            </dt>
            <dd>
              <Price amount={card.initial_amount} currency={card.currency} />
            </dd>
            <dt>
              <FormattedMessage id="admin.giftCards.issued" defaultMessage="Issued" />
            </dt>
            <dd>
              <FormattedDate value={card.created_at} dateStyle="medium" />
              {card.issued_for_order && ` · ${card.issued_for_order}`}
            </dd>
          </dl>
          <AdminTable
            testId="admin-gift-card-history"
            columns={historyColumns(card.currency)}
            rows={card.history}
            rowKey={(e) => `${e.kind}:${e.at}:${e.order_id ?? ''}`}
            loading={false}
            empty={<FormattedMessage id="admin.giftCards.noHistory" defaultMessage="The card has not paid for anything yet." />}
            page={1}
            pages={1}
            onPage={() => undefined}
          />
          {card.voided_at === null &&
            (confirming ? (
              <div className={css.danger} role="alertdialog" aria-labelledby="gift-card-void-question">
                <p id="gift-card-void-question">
                  <FormattedMessage
                    id="admin.giftCards.confirm"
                    defaultMessage="Void this card? Its balance of {balance} is written off and cannot be paid with again."
                    values={{ balance: <Price amount={card.balance} currency={card.currency} /> }}
                  />
                </p>
                <div className={css.actions}>
                  <button className={css.button} type="button" onClick={() => flow.send({ type: 'void.confirm' })}>
                    <FormattedMessage id="admin.giftCards.confirmVoid" defaultMessage="Yes, void it" />
                  </button>
                  <button className={css.secondary} type="button" onClick={() => flow.send({ type: 'void.cancel' })}>
                    <FormattedMessage id="admin.giftCards.keep" defaultMessage="Keep the card" />
                  </button>
                </div>
              </div>
            ) : (
              <div className={css.actions}>
                <button className={css.secondary} type="button" disabled={busy} onClick={() => flow.send({ type: 'void.ask' })}>
                  <FormattedMessage id="admin.giftCards.void" defaultMessage="Void card" />
                </button>
              </div>
            ))}
        </section>
      )}
    </AdminFrame>
  );
};
