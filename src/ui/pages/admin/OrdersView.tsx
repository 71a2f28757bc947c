import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { FULFILMENT_STATUSES } from '../../../domain/backoffice';
import { adminOrdersFlow } from '../../../application/system/flows/admin-orders.flow';
import { adminListHref, adminOrderPath, ordersCsvPath, type AdminFilter } from '../../../application/flows/admin-orders/query';
import { useFlow } from '../../shop/use-flow';
import { Price } from '../../components/Price';
import { STATUS_NAMES, Status } from './messages';
import { AdminFilters, AdminFrame, AdminStatusLine } from './AdminFrame';
import { useListTable } from './use-admin-list';
import { DownloadButton } from './DownloadButton';
import { DayBatches } from './DayBatches';
import { ListTable, type AdminColumn } from './AdminTable';
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
  const table = useListTable(flow);
  const { list } = table;
  const { total, draft, staff, problem, loading, query: current } = list;
  const orders = list.rows;
  const change = (field: AdminFilter) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    flow.send({ type: 'filters.change', field, value: e.target.value });
  return (
    <AdminFrame
      title={<FormattedMessage id="admin.orders.title" defaultMessage="Orders" />}
      staff={staff}
      current="orders"
      problem={problem}
      returnTo={adminListHref(current)}
    >
      <AdminFilters send={(event) => flow.send(event)}>
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
      </AdminFilters>
      <AdminStatusLine loading={loading} testId="admin-order-count">
        <FormattedMessage
          id="admin.orders.count"
          defaultMessage="{total, plural, one {# order} other {# orders}}"
          values={{ total }}
        />
      </AdminStatusLine>
      <DownloadButton
        key={ordersCsvPath(current)}
        url={ordersCsvPath(current)}
        testId="admin-orders-csv"
        label={<FormattedMessage id="admin.orders.csv" defaultMessage="Export these orders (CSV)" />}
      />
      <ListTable
        {...table}
        testId="admin-orders"
        columns={COLUMNS}
        rowKey={(o) => o.id}
        rowData={(o) => ({ 'data-order': o.id })}
        empty={<FormattedMessage id="admin.orders.empty" defaultMessage="No orders match these filters." />}
      />
      {!loading && <DayBatches orders={orders} />}
    </AdminFrame>
  );
};
