import { useSelector } from '@xstate/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { PageData } from '../../../application/loaders/pages.loader';
import {
  selectConfirmationBusy,
  selectConfirmationError,
  selectEstimatedDeliveryDate,
  selectFulfilment,
  selectPersonalisedLines,
  selectReviewOptedIn,
  selectTrackingSnippets,
} from '../../../application/flows/confirmation/selectors';
import { CONFIRMATION_EMBED_ELEMENT_ID, FRAME_TITLE_ATTRIBUTE } from '../../../application/ports/checkout-embed.port';
import { pageTitle } from '../../page-titles';
import { useFlow } from '../../shop/use-flow';
import { confirmationFlow } from '../../../application/system/flows/confirmation.flow';
import { useAfterHydration } from '../../shop/useAfterHydration';
import { BoughtLines } from '../../components/BoughtLines';
import { EstimatedDelivery } from '../../components/EstimatedDelivery';
import type { CartLine } from '../../../domain/product';
import { CheckoutSteps } from './CheckoutSteps';
import { STATUS_SENTENCES } from '../order-status/status-sentences';
import * as layout from '../../styles/layout.css';
import * as css from './checkout.css';

type Data = Extract<PageData, { route: 'confirmation' }>['data'];

/** The confirmation flow: order lookup, purchase event, cart and order id cleared, delivery estimate, review opt-in. */
const Confirmation = ({ orderId }: { orderId: string }) => {
  const confirmation = useFlow(confirmationFlow, { orderId });
  const frameTitle = pageTitle(useIntl(), 'confirmation');
  const delivery = useSelector(confirmation, selectEstimatedDeliveryDate);
  const tracking = useSelector(confirmation, selectTrackingSnippets);
  const error = useSelector(confirmation, selectConfirmationError);
  const busy = useSelector(confirmation, selectConfirmationBusy);
  const optedIn = useSelector(confirmation, selectReviewOptedIn);
  const canOptIn = useSelector(confirmation, (s) => s.can({ type: 'confirmation.reviewOptIn' }));
  const personalised = useSelector(confirmation, selectPersonalisedLines);
  const fulfilment = useSelector(confirmation, selectFulfilment);
  const intl = useIntl();
  return (
    <div className={css.layout} aria-busy={busy}>
      <div>
        {error && (
          <div className={layout.alert} role="alert" data-testid="confirmation-error">
            {error.code === 'NOT_PAID' ? (
              <FormattedMessage id="confirmation.notPaid" defaultMessage="This order has not been paid yet." />
            ) : (
              <FormattedMessage id="error.unknown" defaultMessage="Something went wrong. Please try again in a moment." />
            )}
          </div>
        )}
        {delivery && (
          <div className={css.card} data-testid="delivery-estimate">
            <h2 style={{ marginTop: 0 }}>
              <FormattedMessage
                id="confirmation.thanks"
                defaultMessage="Thank you! Your posters are on their way to the print shop."
              />
            </h2>
            {fulfilment && (
              <p data-testid="confirmation-fulfilment" data-status={fulfilment}>
                <strong>{intl.formatMessage(STATUS_SENTENCES[fulfilment])}</strong>
              </p>
            )}
            <p>
              <EstimatedDelivery
                date={
                  <FormattedDate
                    value={Date.UTC(delivery.year, delivery.month - 1, delivery.day)}
                    timeZone="UTC"
                    dateStyle="full"
                  />
                }
              />
            </p>
            <label style={{ display: 'flex', gap: 8, alignItems: 'start' }}>
              <input
                type="checkbox"
                checked={optedIn}
                disabled={!canOptIn}
                data-testid="review-opt-in"
                onChange={() => confirmation.send({ type: 'confirmation.reviewOptIn' })}
              />
              <span>
                <FormattedMessage
                  id="confirmation.reviewOptIn"
                  defaultMessage="Yes, ask me by e-mail for a short review once my order has arrived."
                />
              </span>
            </label>
          </div>
        )}
        {personalised.length > 0 && <MadeForYou lines={personalised} />}
        {tracking.map(([name, html]) => (
          <div key={name} hidden data-tracking={name} dangerouslySetInnerHTML={{ __html: html }} />
        ))}
      </div>
      <div
        id={CONFIRMATION_EMBED_ELEMENT_ID}
        {...{ [FRAME_TITLE_ATTRIBUTE]: frameTitle }}
        className={css.receiptEmbed}
        data-testid="confirmation-embed"
      />
    </div>
  );
};

/** The personalised prints of the order, each with its design as it will print. */
const MadeForYou = ({ lines }: { lines: readonly CartLine[] }) => (
  <section className={css.card} data-testid="confirmation-personalised">
    <h2 style={{ marginTop: 0 }}>
      <FormattedMessage id="confirmation.personalised" defaultMessage="Printed just for you" />
    </h2>
    <BoughtLines lines={lines} testId="confirmation-line" />
  </section>
);

export const ConfirmationPage = ({ data }: { data: Data }) => {
  const ready = useAfterHydration();
  return (
    <div className={layout.container}>
      <h1>
        <FormattedMessage id="title.confirmation" defaultMessage="Thank you for your order" />
      </h1>
      <CheckoutSteps current={3} />
      {ready ? <Confirmation orderId={data.orderId} /> : <div className={css.receiptEmbed} />}
    </div>
  );
};
