import { FormattedDate, FormattedMessage, FormattedNumber } from 'react-intl';
import { artistSalesFlow } from '../../../application/system/flows/artist-lists.flow';
import { useFlow } from '../../shop/use-flow';
import type { AccountTransaction } from '../../../application/model/artist';
import { Price } from '../../components/Price';
import * as css from './account.css';
import { PagedRows } from './PagedRows';
import { AccountTable, type Column } from './AccountTable';

const SaleDetails = ({ t }: { t: AccountTransaction }) =>
  t.sale ? (
    <span className={css.muted}>
      <FormattedMessage
        id="account.sales.breakdown"
        defaultMessage="Price {price}, VAT {vat}, fees {fees}, your commission {commission}"
        values={{
          price: <Price amount={t.sale.sale_price} currency={t.sale.sale_currency} />,
          vat: <Price amount={t.sale.vat} currency={t.sale.sale_currency} />,
          fees: <Price amount={t.sale.fees} currency={t.sale.sale_currency} />,
          commission: <Price amount={t.sale.commission} currency={t.sale.sale_currency} />,
        }}
      />
    </span>
  ) : null;

const SALES_COLUMNS: readonly Column<AccountTransaction>[] = [
  {
    head: <FormattedMessage id="account.sales.accounted" defaultMessage="Accounted" />,
    cell: (t) => (t.accounted_at ? <FormattedDate value={t.accounted_at} dateStyle="medium" /> : '—'),
  },
  {
    head: <FormattedMessage id="account.sales.created" defaultMessage="Created" />,
    cell: (t) => <FormattedDate value={t.created_at} dateStyle="medium" />,
  },
  {
    head: <FormattedMessage id="account.sales.description" defaultMessage="Description" />,
    cell: (t) => (
      <>
        {t.description}
        <br />
        <SaleDetails t={t} />
      </>
    ),
  },
  {
    head: <FormattedMessage id="account.sales.amount" defaultMessage="Amount" />,
    numeric: true,
    cell: (t) => <Price amount={t.amount} currency={t.currency} />,
  },
  {
    head: <FormattedMessage id="account.sales.rate" defaultMessage="Exchange rate" />,
    numeric: true,
    cell: (t) => (
      <>
        <FormattedNumber value={t.exchange_rate} maximumFractionDigits={4} />
        {t.sale ? ` ${t.sale.sale_currency}/${t.currency}` : ''}
      </>
    ),
  },
  {
    head: <FormattedMessage id="account.sales.balance" defaultMessage="Balance" />,
    numeric: true,
    cell: (t) => <Price amount={t.balance} currency={t.currency} />,
  },
];

export const SalesPage = () => {
  const list = useFlow(artistSalesFlow, {});
  return (
    <div data-testid="sales-page">
      <h1>
        <FormattedMessage id="account.sales.title" defaultMessage="My sales" />
      </h1>
      <PagedRows list={list} empty={<FormattedMessage id="account.sales.none" defaultMessage="No sales yet." />}>
        {(rows) => (
          <AccountTable
            testId="sales-table"
            columns={SALES_COLUMNS}
            rows={rows}
            rowKey={(t, i) => `${t.created_at}-${i}`}
            rowTestId="sale-row"
          />
        )}
      </PagedRows>
    </div>
  );
};
