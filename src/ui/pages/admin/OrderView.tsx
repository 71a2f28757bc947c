import { whoActed } from '../../../application/flows/admin-records/who';
import { useSelector } from '@xstate/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { CARRIERS, CARRIER_NAMES, carrierNameOf } from '../../../domain/backoffice';
import { adminOrderFlow } from '../../../application/system/flows/admin-order.flow';
import { ADMIN_ORDERS_PATH, adminOrderPath } from '../../../application/flows/admin-orders/query';
import {
  selectBusy,
  selectCarrier,
  selectMayDeliver,
  selectMayRefund,
  selectMayRetryPrintJob,
  selectRefundDraft,
  selectMayStart,
  selectOrder,
  selectProblem,
  selectRefusal,
  selectSaved,
  selectShippable,
  selectCorrectable,
  selectStaff,
  selectNumberInvalid,
  selectLinkInvalid,
  selectTrackingLink,
  selectTrackingNumber,
} from '../../../application/flows/admin-order/machine';
import { useFlow } from '../../shop/use-flow';
import { Price } from '../../components/Price';
import { STATUS_NAMES, Status } from './messages';
import { AdminFrame, AdminStatusLine } from './AdminFrame';
import { OrderLines } from './OrderLines';
import { OrderPrints } from './OrderPrints';
import { OrderRefund } from './OrderRefund';
import * as css from './admin.css';

export const OrderView = ({ orderId }: { readonly orderId: string }) => {
  const flow = useFlow(adminOrderFlow, { orderId });
  const intl = useIntl();
  const order = useSelector(flow, selectOrder);
  const staff = useSelector(flow, selectStaff);
  const problem = useSelector(flow, selectProblem);
  const refusal = useSelector(flow, selectRefusal);
  const saved = useSelector(flow, selectSaved);
  const busy = useSelector(flow, selectBusy);
  const carrier = useSelector(flow, selectCarrier);
  const number = useSelector(flow, selectTrackingNumber);
  const invalid = useSelector(flow, selectNumberInvalid);
  const link = useSelector(flow, selectTrackingLink);
  const linkInvalid = useSelector(flow, selectLinkInvalid);
  const mayStart = useSelector(flow, selectMayStart);
  const mayDeliver = useSelector(flow, selectMayDeliver);
  const shippable = useSelector(flow, selectShippable);
  const correctable = useSelector(flow, selectCorrectable);
  const mayRetry = useSelector(flow, selectMayRetryPrintJob);
  const mayRefund = useSelector(flow, selectMayRefund);
  const draft = useSelector(flow, selectRefundDraft);
  const title = <FormattedMessage id="admin.order.title" defaultMessage="Order {id}" values={{ id: orderId }} />;
  const s = order?.summary;
  return (
    <>
      <p>
        <Link href={ADMIN_ORDERS_PATH}>
          <FormattedMessage id="admin.order.back" defaultMessage="← All orders" />
        </Link>
      </p>
      <AdminFrame title={title} staff={staff} current="orders" problem={problem} returnTo={adminOrderPath(orderId)}>
        {!order || !s ? (
          <AdminStatusLine loading />
        ) : (
          <div className={css.columns}>
            <div>
              <section className={css.panel} aria-labelledby="admin-fulfilment">
                <h2 id="admin-fulfilment">
                  <FormattedMessage id="admin.order.fulfilment" defaultMessage="Fulfilment" />
                </h2>
                <p data-testid="admin-order-status">
                  <Status status={s.status} />
                </p>
                <div aria-live="polite">
                  {saved && (
                    <p className={css.notice}>
                      <FormattedMessage id="admin.saved" defaultMessage="Saved." />
                    </p>
                  )}
                  {refusal && (
                    <p className={css.danger} role="alert">
                      <FormattedMessage
                        id="admin.refused"
                        defaultMessage="The order cannot move: {reason}"
                        values={{ reason: refusal }}
                      />
                    </p>
                  )}
                </div>
                <div className={css.actions}>
                  {mayStart && (
                    <button
                      className={css.button}
                      type="button"
                      disabled={busy}
                      onClick={() => flow.send({ type: 'order.startProduction' })}
                    >
                      <FormattedMessage id="admin.action.startProduction" defaultMessage="Mark in production" />
                    </button>
                  )}
                  {mayDeliver && (
                    <button
                      className={css.button}
                      type="button"
                      disabled={busy}
                      onClick={() => flow.send({ type: 'order.deliver' })}
                    >
                      <FormattedMessage id="admin.action.deliver" defaultMessage="Mark delivered" />
                    </button>
                  )}
                </div>
                {(shippable || correctable) && (
                  <form
                    className={css.filters}
                    aria-label={
                      correctable
                        ? intl.formatMessage({ id: 'admin.ship.correctLabel', defaultMessage: 'Correct the tracking number' })
                        : undefined
                    }
                    onSubmit={(e) => {
                      e.preventDefault();
                      flow.send({ type: 'shipment.submit' });
                    }}
                  >
                    <label className={css.field}>
                      <FormattedMessage id="admin.ship.carrier" defaultMessage="Carrier" />
                      <select
                        className={css.input}
                        name="carrier"
                        value={carrier}
                        onChange={(e) => flow.send({ type: 'shipment.carrier.change', carrier: e.target.value })}
                      >
                        {CARRIERS.map((c) => (
                          <option key={c} value={c}>
                            {c === 'other'
                              ? intl.formatMessage({
                                  id: 'admin.ship.otherCarrier',
                                  defaultMessage: 'Other carrier (with its tracking link)',
                                })
                              : CARRIER_NAMES[c]}
                          </option>
                        ))}
                      </select>
                    </label>
                    <label className={css.field}>
                      <FormattedMessage id="admin.ship.number" defaultMessage="Tracking number" />
                      <input
                        className={css.input}
                        type="text"
                        name="tracking_number"
                        autoComplete="off"
                        value={number}
                        aria-invalid={invalid}
                        aria-describedby={invalid ? 'admin-tracking-invalid' : undefined}
                        onChange={(e) => flow.send({ type: 'shipment.number.change', value: e.target.value })}
                      />
                    </label>
                    {carrier === 'other' && (
                      <label className={css.field}>
                        <FormattedMessage id="admin.ship.link" defaultMessage="Tracking link (https://…)" />
                        <input
                          className={css.input}
                          type="url"
                          name="tracking_url"
                          inputMode="url"
                          autoComplete="off"
                          value={link}
                          aria-invalid={linkInvalid}
                          aria-describedby={linkInvalid ? 'admin-tracking-link-invalid' : undefined}
                          onChange={(e) => flow.send({ type: 'shipment.link.change', value: e.target.value })}
                        />
                      </label>
                    )}
                    <button className={css.button} type="submit" disabled={busy}>
                      {correctable ? (
                        <FormattedMessage
                          id="admin.ship.correct"
                          defaultMessage="Correct the tracking number (the customer is e-mailed again)"
                        />
                      ) : (
                        <FormattedMessage id="admin.ship.submit" defaultMessage="Mark shipped" />
                      )}
                    </button>
                    {linkInvalid && (
                      <p className={css.danger} id="admin-tracking-link-invalid" role="alert">
                        <FormattedMessage
                          id="admin.ship.linkInvalid"
                          defaultMessage="Give the https:// address of the parcel’s tracking page at its carrier."
                        />
                      </p>
                    )}
                    {invalid && (
                      <p className={css.danger} id="admin-tracking-invalid" role="alert">
                        <FormattedMessage
                          id="admin.ship.invalid"
                          defaultMessage="This is not a tracking number of {carrier}."
                          values={{ carrier: CARRIER_NAMES[carrier] }}
                        />
                      </p>
                    )}
                  </form>
                )}
                {order.shipment && (
                  <p data-testid="admin-shipment">
                    <FormattedMessage
                      id="admin.ship.shipped"
                      defaultMessage="Shipped with {carrier}: {number}"
                      values={{
                        carrier: carrierNameOf(order.shipment.carrier, order.shipment.tracking_url),
                        number: order.shipment.tracking_number,
                      }}
                    />{' '}
                    <a href={order.shipment.tracking_url} rel="noreferrer noopener" target="_blank">
                      <FormattedMessage id="admin.ship.track" defaultMessage="Track the parcel" />
                    </a>
                  </p>
                )}
              </section>
              <OrderLines order={order} />
              {mayRefund && <OrderRefund order={order} draft={draft} busy={busy} send={(event) => flow.send(event)} />}
              <OrderPrints order={order} busy={busy} mayRetry={mayRetry} onRetry={() => flow.send({ type: 'printJob.retry' })} />
            </div>
            <div>
              <section className={css.panel} aria-labelledby="admin-customer">
                <h2 id="admin-customer">
                  <FormattedMessage id="admin.order.address" defaultMessage="Delivery address" />
                </h2>
                <p>
                  {order.address.name}
                  <br />
                  {order.address.street}
                  <br />
                  {order.address.postal_code} {order.address.city}
                  <br />
                  {order.address.country}
                </p>
                <p className={css.muted}>{s.email}</p>
              </section>
              <section className={css.panel} aria-labelledby="admin-payment">
                <h2 id="admin-payment">
                  <FormattedMessage id="admin.order.payment" defaultMessage="Payment" />
                </h2>
                {order.payment && (
                  <p>
                    {order.payment.method} · <Price amount={order.payment.amount} currency={s.currency} />
                    <br />
                    <FormattedDate value={order.payment.at} dateStyle="medium" timeStyle="short" />
                  </p>
                )}
              </section>
              <section className={css.panel} aria-labelledby="admin-history">
                <h2 id="admin-history">
                  <FormattedMessage id="admin.order.history" defaultMessage="History" />
                </h2>
                <ol className={css.list}>
                  {order.history.map((h, i) => (
                    <li key={i}>
                      <FormattedDate value={h.at} dateStyle="medium" timeStyle="short" /> ·{' '}
                      <FormattedMessage {...STATUS_NAMES[h.status]} />
                      {h.staff && (
                        <span className={css.muted} title={h.staff}>
                          {' '}
                          · {whoActed(h)}
                        </span>
                      )}
                    </li>
                  ))}
                </ol>
              </section>
            </div>
          </div>
        )}
      </AdminFrame>
    </>
  );
};
