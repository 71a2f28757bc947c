import { useSelector } from '@xstate/react';
import { FormattedDate, FormattedMessage, FormattedNumber } from 'react-intl';
import { artistSalesFlow } from '../../../application/system/flows/artist-lists.flow';
import { useFlow } from '../../shop/use-flow';
import { selectPagedLoading, selectPagedRows, selectPagination } from '../../../application/flows/artist-account/lists';
import type { AccountTransaction } from '../../../application/model/artist';
import { Price } from '../../components/Price';
import * as css from './account.css';
import { Pager } from './Pager';

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

export const SalesPage = () => {
  const list = useFlow(artistSalesFlow, {});
  const rows = useSelector(list, selectPagedRows);
  const loading = useSelector(list, selectPagedLoading);
  const pages = useSelector(list, selectPagination);
  return (
    <div data-testid="sales-page">
      <h1>
        <FormattedMessage id="account.sales.title" defaultMessage="My sales" />
      </h1>
      {loading && rows.length === 0 ? (
        <p className={css.muted}>
          <FormattedMessage id="account.loading" defaultMessage="Loading…" />
        </p>
      ) : rows.length === 0 ? (
        <p>
          <FormattedMessage id="account.sales.none" defaultMessage="No sales yet." />
        </p>
      ) : (
        <div className={css.tableWrap}>
          <table className={css.table} data-testid="sales-table">
            <thead>
              <tr>
                <th className={css.cell} scope="col">
                  <FormattedMessage id="account.sales.accounted" defaultMessage="Accounted" />
                </th>
                <th className={css.cell} scope="col">
                  <FormattedMessage id="account.sales.created" defaultMessage="Created" />
                </th>
                <th className={css.cell} scope="col">
                  <FormattedMessage id="account.sales.description" defaultMessage="Description" />
                </th>
                <th className={css.number} scope="col">
                  <FormattedMessage id="account.sales.amount" defaultMessage="Amount" />
                </th>
                <th className={css.number} scope="col">
                  <FormattedMessage id="account.sales.rate" defaultMessage="Exchange rate" />
                </th>
                <th className={css.number} scope="col">
                  <FormattedMessage id="account.sales.balance" defaultMessage="Balance" />
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((t, i) => (
                <tr key={`${t.created_at}-${i}`} data-testid="sale-row">
                  <td className={css.cell}>
                    {t.accounted_at ? <FormattedDate value={t.accounted_at} dateStyle="medium" /> : '—'}
                  </td>
                  <td className={css.cell}>
                    <FormattedDate value={t.created_at} dateStyle="medium" />
                  </td>
                  <td className={css.cell}>
                    {t.description}
                    <br />
                    <SaleDetails t={t} />
                  </td>
                  <td className={css.number}>
                    <Price amount={t.amount} currency={t.currency} />
                  </td>
                  <td className={css.number}>
                    <FormattedNumber value={t.exchange_rate} maximumFractionDigits={4} />
                    {t.sale ? ` ${t.sale.sale_currency}/${t.currency}` : ''}
                  </td>
                  <td className={css.number}>
                    <Price amount={t.balance} currency={t.currency} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={pages.page} pages={pages.pages} onPage={(page) => list.send({ type: 'paged.page', page })} />
    </div>
  );
};
