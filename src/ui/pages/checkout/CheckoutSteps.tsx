import { FormattedMessage } from 'react-intl';
import * as css from './checkout.css';

/** The checkout's three steps (cart, details and payment, confirmation), the current one marked. */
export const CheckoutSteps = ({ current }: { current: 1 | 2 | 3 }) => (
  <ol className={css.steps}>
    <li className={current === 1 ? css.stepCurrent : undefined}>
      1. <FormattedMessage id="checkout.step.cart" defaultMessage="Cart" />
    </li>
    <li className={current === 2 ? css.stepCurrent : undefined}>
      2. <FormattedMessage id="checkout.step.payment" defaultMessage="Details and payment" />
    </li>
    <li className={current === 3 ? css.stepCurrent : undefined}>
      3. <FormattedMessage id="checkout.step.done" defaultMessage="Confirmation" />
    </li>
  </ol>
);
