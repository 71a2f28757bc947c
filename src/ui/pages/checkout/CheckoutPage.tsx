import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import type { PageData } from '../../../application/loaders/pages.loader';
import {
  selectCheckoutBusy,
  selectCheckoutEmpty,
  selectCheckoutError,
  selectCodes,
  selectCouponEntryOpen,
  selectCouponField,
  selectPricing,
} from '../../../application/flows/checkout/selectors';
import { CHECKOUT_EMBED_ELEMENT_ID, FRAME_TITLE_ATTRIBUTE } from '../../../application/ports/checkout-embed.port';
import { pageTitle } from '../../page-titles';
import { Link } from 'wouter';
import { useFlow } from '../../shop/use-flow';
import { checkoutFlow } from '../../../application/system/flows/checkout.flow';
import { useAfterHydration } from '../../shop/useAfterHydration';
import { Html } from '../../components/Html';
import { Price } from '../../components/Price';
import { CartLines } from '../../shop/Panels';
import { CheckoutSteps } from './CheckoutSteps';
import * as layout from '../../styles/layout.css';
import * as css from './checkout.css';

type Data = Extract<PageData, { route: 'checkout' }>['data'];

/**
 * The accepted ways to pay: card brands by their own names, the gift card in the store's language.
 * What the badges are is said in text read before them (hidden from sight: the badges say it to
 * the eye), since a list's own name is not announced reliably.
 */
const PaymentIcons = () => {
  const intl = useIntl();
  const methods = [
    'VISA',
    'Mastercard',
    'AMEX',
    'Klarna',
    intl.formatMessage({ id: 'checkout.method.giftCard', defaultMessage: 'Gift card' }),
  ];
  return (
    <div>
      <span className={css.visuallyHidden}>
        <FormattedMessage id="checkout.paymentMethods" defaultMessage="Payment methods" />
      </span>
      <ul className={css.icons}>
        {methods.map((m) => (
          <li key={m} className={css.icon}>
            {m}
          </li>
        ))}
      </ul>
    </div>
  );
};

/** The checkout flow (the shop system wires it to the cart, the panels and the router). */
const Checkout = ({ notice, orderId }: { notice: Data['notice']; orderId: Data['orderId'] }) => {
  const intl = useIntl();
  const frameTitle = pageTitle(intl, 'checkout');
  const checkout = useFlow(checkoutFlow, { orderId });
  const empty = useSelector(checkout, selectCheckoutEmpty);
  const error = useSelector(checkout, selectCheckoutError);
  const busy = useSelector(checkout, selectCheckoutBusy);
  const pricing = useSelector(checkout, selectPricing);
  const codes = useSelector(checkout, selectCodes);
  const entryOpen = useSelector(checkout, selectCouponEntryOpen);
  const field = useSelector(checkout, selectCouponField);
  const canAdd = useSelector(checkout, (s) => s.can({ type: 'checkout.coupon.add' }));
  // The provider sent the shopper back: its last check before payment found the order changed (docs/payments.md#completion).
  const refused = new URLSearchParams(useSearch()).has('refused');
  if (empty) {
    return (
      <div data-testid="checkout-empty">
        <p>
          <FormattedMessage id="checkout.empty" defaultMessage="Your cart is empty. Find a poster you love first." />
        </p>
        <Link href="/" className={layout.button} data-testid="checkout-continue">
          <FormattedMessage id="checkout.continueShopping" defaultMessage="Continue shopping" />
        </Link>
      </div>
    );
  }
  return (
    <div className={css.layout} aria-busy={busy}>
      <div>
        <div className={css.card}>
          <CartLines />
          {pricing && (
            <div data-testid="checkout-pricing">
              <div className={css.row}>
                <FormattedMessage id="cart.subtotal" defaultMessage="Subtotal" />{' '}
                <Price amount={pricing.subtotal.amount} currency={pricing.currency} />
              </div>
              {pricing.discounts.map((d) => (
                <div className={css.row} key={d.code}>
                  <span>
                    <FormattedMessage id="checkout.discount" defaultMessage="Discount {code}" values={{ code: d.code }} />
                  </span>{' '}
                  <span className={css.amount} data-testid="deduction">
                    −<Price amount={d.amount.amount} currency={pricing.currency} />
                  </span>
                </div>
              ))}
              {pricing.giftCards.map((g) => (
                <div className={css.row} key={g.code}>
                  <span>
                    <FormattedMessage id="checkout.giftCard" defaultMessage="Gift card {code}" values={{ code: g.code }} />
                  </span>{' '}
                  <span className={css.amount} data-testid="deduction">
                    −<Price amount={g.amount.amount} currency={pricing.currency} />
                  </span>
                </div>
              ))}
              <div className={css.total}>
                <FormattedMessage id="checkout.total" defaultMessage="Total" />{' '}
                <span data-testid="checkout-total">
                  <Price amount={pricing.total.amount} currency={pricing.currency} />
                </span>
              </div>
            </div>
          )}
          <div style={{ marginTop: 16 }}>
            {codes.map((c) => (
              <span key={c.code} className={css.chip} data-testid="checkout-code" data-status={c.status}>
                {c.code}
                {c.status === 'rejected' && (
                  <span className={css.muted} data-reason={c.reason}>
                    {c.reason === 'not_combinable' ? (
                      <FormattedMessage
                        id="checkout.codeNotCombinable"
                        defaultMessage="valid, but it does not combine with your larger discount"
                      />
                    ) : c.reason === 'spent' ? (
                      <FormattedMessage id="checkout.giftCardSpent" defaultMessage="this gift card has no balance left" />
                    ) : c.reason === 'other_currency' ? (
                      <FormattedMessage
                        id="checkout.giftCardOtherCurrency"
                        defaultMessage="this gift card is in another currency and cannot pay in this store"
                      />
                    ) : (
                      <FormattedMessage id="checkout.codeRejected" defaultMessage="not valid" />
                    )}
                  </span>
                )}
                <button
                  type="button"
                  className={layout.bannerClose}
                  style={{ position: 'static', transform: 'none', fontSize: 16 }}
                  aria-label={intl.formatMessage(
                    { id: 'checkout.removeCode', defaultMessage: 'Remove code {code}' },
                    { code: c.code },
                  )}
                  onClick={() => checkout.send({ type: 'checkout.coupon.remove', code: c.code })}
                >
                  ×
                </button>
              </span>
            ))}
            {entryOpen ? (
              <form
                className={css.inline}
                onSubmit={(e) => {
                  e.preventDefault();
                  checkout.send({ type: 'checkout.coupon.add' });
                }}
              >
                <input
                  type="text"
                  className={css.field}
                  value={field}
                  autoFocus
                  data-testid="coupon-field"
                  aria-label={intl.formatMessage({ id: 'checkout.codeLabel', defaultMessage: 'Discount or gift card code' })}
                  placeholder={intl.formatMessage({ id: 'checkout.codeLabel', defaultMessage: 'Discount or gift card code' })}
                  onChange={(e) => checkout.send({ type: 'checkout.couponCode.change', value: e.target.value })}
                />
                <button type="submit" className={layout.button} disabled={!canAdd} data-testid="coupon-add">
                  <FormattedMessage id="checkout.addCode" defaultMessage="Apply" />
                </button>
              </form>
            ) : (
              <button
                type="button"
                className={css.muted}
                style={{ background: 'none', border: 0, textDecoration: 'underline', padding: 0, marginTop: 8 }}
                data-testid="coupon-open"
                onClick={() => checkout.send({ type: 'checkout.couponEntry.open' })}
              >
                <FormattedMessage id="checkout.haveCode" defaultMessage="Have a discount or gift card code?" />
              </button>
            )}
          </div>
        </div>
        <PaymentIcons />
        {notice && !notice.hidden && <Html html={notice.content} className={css.muted} />}
      </div>
      <div>
        {refused && (
          <div className={layout.alert} role="alert" data-testid="checkout-refused">
            <FormattedMessage
              id="checkout.refused"
              defaultMessage="Your order changed before it was paid: a price, the stock, a code or a gift card's balance. Please check it and pay again."
            />
          </div>
        )}
        {error && (
          <div className={layout.alert} role="alert" data-testid="checkout-error">
            <FormattedMessage id="error.unknown" defaultMessage="Something went wrong. Please try again in a moment." />{' '}
            <button type="button" className={layout.button} onClick={() => checkout.send({ type: 'checkout.retry' })}>
              <FormattedMessage id="error.retry" defaultMessage="Try again" />
            </button>
          </div>
        )}
        <div
          id={CHECKOUT_EMBED_ELEMENT_ID}
          {...{ [FRAME_TITLE_ATTRIBUTE]: frameTitle }}
          className={css.embed}
          data-testid="checkout-embed"
        />
      </div>
    </div>
  );
};

/** Checkout (docs/rules/checkout.md#checkout-order): steps, payment icons, notice, codes, cart lines and the hosted checkout. */
export const CheckoutPage = ({ data }: { data: Data }) => {
  const ready = useAfterHydration();
  return (
    <div className={layout.container}>
      <h1>
        <FormattedMessage id="title.checkout" defaultMessage="Checkout" />
      </h1>
      <CheckoutSteps current={2} />
      {ready ? <Checkout notice={data.notice} orderId={data.orderId} /> : <div className={css.embed} />}
    </div>
  );
};
