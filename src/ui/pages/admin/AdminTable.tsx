import { FormattedMessage, useIntl } from 'react-intl';
import * as css from './admin.css';

export interface AdminColumn<Row> {
  readonly key: string;
  readonly header: React.ReactNode;
  readonly cell: (row: Row) => React.ReactNode;
}

/**
 * Every back-office table: the columns, the rows, the empty state and the pager (whose buttons ask
 * the page's flow for a new address, so the page lives in the URL). On a phone each row is a card.
 */
export const AdminTable = <Row,>(props: {
  readonly testId: string;
  readonly columns: readonly AdminColumn<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  /** A data-* attribute naming each row, for links and tests (`data-order`, `data-coupon` …). */
  readonly rowData?: (row: Row) => Readonly<Record<`data-${string}`, string>>;
  readonly loading: boolean;
  readonly empty: React.ReactNode;
  readonly page: number;
  readonly pages: number;
  readonly onPage: (page: number) => void;
}) => {
  const intl = useIntl();
  const { columns, rows, page, pages, onPage } = props;
  return (
    <>
      {!props.loading && rows.length === 0 ? (
        <p data-testid={`${props.testId}-empty`}>{props.empty}</p>
      ) : (
        <table className={css.table} data-testid={props.testId}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th scope="col" key={c.key}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={props.rowKey(row)} {...props.rowData?.(row)}>
                {columns.map((c) => (
                  <td key={c.key}>{c.cell(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 && (
        <nav className={css.pager} aria-label={intl.formatMessage({ id: 'admin.pager.label', defaultMessage: 'Pages' })}>
          <button className={css.secondary} type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <FormattedMessage id="admin.pager.previous" defaultMessage="Previous" />
          </button>
          <span>
            <FormattedMessage id="admin.pager.position" defaultMessage="Page {page} of {pages}" values={{ page, pages }} />
          </span>
          <button className={css.secondary} type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            <FormattedMessage id="admin.pager.next" defaultMessage="Next" />
          </button>
        </nav>
      )}
    </>
  );
};
