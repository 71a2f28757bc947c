import { FormattedDate, FormattedMessage, defineMessages, useIntl } from 'react-intl';
import type { PageData } from '../../../application/loaders/pages.loader';
import { awaitsDelivery, shopperProgress } from '../../../domain/backoffice';
import { STATUS_SENTENCES } from './status-sentences';
import { parseIsoDate } from '../../../domain';
import { BoughtLines } from '../../components/BoughtLines';
import { EstimatedDelivery } from '../../components/EstimatedDelivery';
import * as layout from '../../styles/layout.css';
import * as css from './order-status.css';

type Data = Extract<PageData, { route: 'orderStatus' }>['data'];

const STEP_NAMES = defineMessages({
  paid: { id: 'orderStatus.step.paid', defaultMessage: 'Ordered' },
  in_production: { id: 'orderStatus.step.in_production', defaultMessage: 'Printing' },
  shipped: { id: 'orderStatus.step.shipped', defaultMessage: 'Shipped' },
  delivered: { id: 'orderStatus.step.delivered', defaultMessage: 'Delivered' },
});

/** A YYYY-MM-DD day, shown in the store's language. */
const Day = ({ iso }: { iso: string }) => {
  const d = parseIsoDate(iso);
  return d.ok ? (
    <FormattedDate value={Date.UTC(d.value.year, d.value.month - 1, d.value.day)} timeZone="UTC" dateStyle="full" />
  ) : null;
};

/**
 * The shopper's order from the e-mails' link: rendered on the server with the order's data, so it
 * reads the same with JavaScript off. It has no behaviour of its own; the tracking link is a link.
 */
export const OrderStatusPage = ({ data }: { data: Data }) => {
  const intl = useIntl();
  const { order } = data;
  const progress = shopperProgress(order.status);
  return (
    <div className={layout.container}>
      <h1>
        <FormattedMessage id="title.orderStatus" defaultMessage="Your order" />
      </h1>
      <div className={css.layout}>
        <section className={css.card} data-testid="order-status" data-status={order.status}>
          <h2 className={css.headline}>{intl.formatMessage(STATUS_SENTENCES[order.status])}</h2>
          {progress.length > 0 && (
            <ol className={css.steps}>
              {progress.map(({ step, reached }) => (
                <li key={step} className={reached ? `${css.step} ${css.stepReached}` : css.step}>
                  {intl.formatMessage(STEP_NAMES[step])}
                </li>
              ))}
            </ol>
          )}
          {order.reprinting && (
            <p className={css.notice} role="status" data-testid="order-reprint">
              <FormattedMessage
                id="orderStatus.reprint"
                defaultMessage="One of your prints did not come out as it should, so we are printing it again. There is nothing you need to do."
              />
            </p>
          )}
          <p className={css.muted}>
            <FormattedMessage
              id="orderStatus.paidOn"
              defaultMessage="Ordered on {date}"
              values={{ date: <Day iso={order.paidOn} /> }}
            />
          </p>
          {awaitsDelivery(order.status) && (
            <p data-testid="order-estimated-delivery">
              <EstimatedDelivery date={<Day iso={order.estimatedDelivery} />} />
            </p>
          )}
          {order.shipment && (
            <div data-testid="order-shipment">
              <p>
                <FormattedMessage
                  id="orderStatus.shippedWith"
                  defaultMessage="Shipped with {carrier}, tracking number {number}"
                  values={{ carrier: order.shipment.carrierName, number: <strong>{order.shipment.trackingNumber}</strong> }}
                />
              </p>
              <a
                className={css.track}
                href={order.shipment.trackingUrl}
                rel="noopener noreferrer"
                target="_blank"
                data-testid="order-tracking-link"
              >
                <FormattedMessage id="orderStatus.track" defaultMessage="Track your parcel" />
              </a>
            </div>
          )}
        </section>
        <section className={css.card}>
          <h2 className={css.headline}>
            <FormattedMessage id="orderStatus.lines" defaultMessage="In this order" />
          </h2>
          <BoughtLines
            lines={order.lines}
            testId="order-status-line"
            more={(line) => (
              <div className={css.muted}>
                <FormattedMessage
                  id="orderStatus.quantity"
                  defaultMessage="Quantity: {count}"
                  values={{ count: line.quantity }}
                />
              </div>
            )}
          />
        </section>
      </div>
    </div>
  );
};
