import { useSelector } from '@xstate/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { FULFILMENT_STATUSES } from '../../../domain/backoffice';
import { adminOrdersFlow } from '../../../application/system/flows/admin-orders.flow';
import { adminListHref, adminOrderPath, type AdminFilter } from '../../../application/flows/admin-orders/query';
import {
  selectDraft,
  selectLoading,
  selectOrders,
  selectPage,
  selectPageCount,
  selectProblem,
  selectStaff,
  selectTotal,
} from '../../../application/flows/admin-orders/machine';
import { useFlow } from '../../shop/use-flow';
import { Price } from '../../components/Price';
import { AccessNotice, STATUS_NAMES, Status } from './messages';
import { StaffBar } from './StaffBar';
import { DayBatches } from './DayBatches';
import { AdminTable, type AdminColumn } from './AdminTable';
import type { AdminOrderSummary } from '../../../application/model/back-office';
import * as css from './admin.css';

const COLUMNS: readonly AdminColumn<AdminOrderSummary>[] = [
  {
    key: 'order',
    header: <FormattedMessage id="admin.col.order" defaultMessage="Order" />,
    cell: (o) => <Link href={adminOrderPath(o.id)}>{o.id}</Link>,
  },
  {
    key: 'paid',
    header: <FormattedMessage id="admin.col.paid" defaultMessage="Paid" />,
    cell: (o) => <FormattedDate value={o.paid_at} dateStyle="medium" timeStyle="short" />,
  },
  {
    key: 'customer',
    header: <FormattedMessage id="admin.col.customer" defaultMessage="Customer" />,
    cell: (o) => (
      <>
        {o.customer_name} · {o.country}
        <br />
        <span className={css.muted}>{o.email}</span>
      </>
    ),
  },
  {
    key: 'total',
    header: <FormattedMessage id="admin.col.total" defaultMessage="Total" />,
    cell: (o) => (
      <>
        <Price amount={o.total} currency={o.currency} />{' '}
        <span className={css.muted}>
          <FormattedMessage
            id="admin.orders.items"
            defaultMessage="{items, plural, one {# item} other {# items}}"
            values={{ items: o.items }}
          />
        </span>
      </>
    ),
  },
  {
    key: 'status',
    header: <FormattedMessage id="admin.col.status" defaultMessage="Status" />,
    cell: (o) => <Status status={o.status} />,
  },
];

export const OrdersView = ({ query }: { readonly query: Readonly<Record<string, string>> }) => {
  const intl = useIntl();
  const flow = useFlow(adminOrdersFlow, { query });
  const orders = useSelector(flow, selectOrders);
  const total = useSelector(flow, selectTotal);
  const page = useSelector(flow, selectPage);
  const pages = useSelector(flow, selectPageCount);
  const draft = useSelector(flow, selectDraft);
  const staff = useSelector(flow, selectStaff);
  const problem = useSelector(flow, selectProblem);
  const loading = useSelector(flow, selectLoading);
  const current = useSelector(flow, (s) => s.context.query);
  const change = (field: AdminFilter) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    flow.send({ type: 'filters.change', field, value: e.target.value });
  const title = <FormattedMessage id="admin.orders.title" defaultMessage="Orders" />;
  if (problem) {
    return (
      <>
        <StaffBar title={title} staff={staff} current="orders" />
        <AccessNotice problem={problem} returnTo={adminListHref(current)} />
      </>
    );
  }
  return (
    <>
      <StaffBar title={title} staff={staff} current="orders" />
      <form
        className={css.filters}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          flow.send({ type: 'filters.submit' });
        }}
      >
        <label className={css.field}>
          <FormattedMessage id="admin.filter.status" defaultMessage="Status" />
          <select className={css.input} name="status" value={draft.status} onChange={change('status')}>
            <option value="">{intl.formatMessage({ id: 'admin.filter.anyStatus', defaultMessage: 'Any status' })}</option>
            {FULFILMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {intl.formatMessage(STATUS_NAMES[s])}
              </option>
            ))}
          </select>
        </label>
        <label className={css.field}>
          <FormattedMessage id="admin.filter.from" defaultMessage="Paid from" />
          <input className={css.input} type="date" name="from" value={draft.from} onChange={change('from')} />
        </label>
        <label className={css.field}>
          <FormattedMessage id="admin.filter.to" defaultMessage="Paid until" />
          <input className={css.input} type="date" name="to" value={draft.to} onChange={change('to')} />
        </label>
        <label className={css.field}>
          <FormattedMessage id="admin.filter.country" defaultMessage="Country (two letters)" />
          <input
            className={css.input}
            type="text"
            name="country"
            maxLength={2}
            value={draft.country}
            onChange={change('country')}
          />
        </label>
        <label className={css.field}>
          <FormattedMessage id="admin.filter.text" defaultMessage="Order, e-mail or name" />
          <input className={css.input} type="search" name="q" maxLength={100} value={draft.q} onChange={change('q')} />
        </label>
        <div className={css.actions}>
          <button className={css.button} type="submit">
            <FormattedMessage id="admin.filter.apply" defaultMessage="Show" />
          </button>
          <button className={css.secondary} type="button" onClick={() => flow.send({ type: 'filters.reset' })}>
            <FormattedMessage id="admin.filter.reset" defaultMessage="Clear" />
          </button>
        </div>
      </form>
      <p className={css.muted} aria-live="polite" data-testid="admin-order-count">
        {loading ? (
          <FormattedMessage id="admin.loading" defaultMessage="Loading…" />
        ) : (
          <FormattedMessage
            id="admin.orders.count"
            defaultMessage="{total, plural, one {# order} other {# orders}}"
            values={{ total }}
          />
        )}
      </p>
      <AdminTable
        testId="admin-orders"
        columns={COLUMNS}
        rows={orders}
        rowKey={(o) => o.id}
        rowData={(o) => ({ 'data-order': o.id })}
        loading={loading}
        empty={<FormattedMessage id="admin.orders.empty" defaultMessage="No orders match these filters." />}
        page={page}
        pages={pages}
        onPage={(p) => flow.send({ type: 'page.go', page: p })}
      />
      {!loading && <DayBatches orders={orders} />}
    </>
  );
};
