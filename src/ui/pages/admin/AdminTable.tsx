import { FormattedMessage, useIntl } from 'react-intl';
import type { StaffIdentity } from '../../../application/model/back-office';
import type { AccessProblem } from '../../../application/flows/admin-orders/access';
import type { AdminNavPage } from '../../../application/flows/admin-list/pages';
import { AdminFrame } from './AdminFrame';
import * as css from './admin.css';

export interface AdminColumn<Row> {
  readonly key: string;
  readonly header: React.ReactNode;
  readonly cell: (row: Row) => React.ReactNode;
  /**
   * On a phone the header is hidden and each row is a card: a value that says nothing on its own
   * (a before/after state, a count, a request id) repeats its header above it there.
   */
  readonly phoneLabel?: boolean;
}

/**
 * Every back-office table: the columns, the rows, the empty state and the pager (whose buttons ask
 * the page's flow for a new address, so the page lives in the URL). On a phone each row is a card.
 */
interface AdminTableProps<Row> {
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
}

export const AdminTable = <Row,>(props: AdminTableProps<Row>) => {
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
                  <td key={c.key}>
                    {c.phoneLabel && <span className={css.cellLabel}>{c.header}</span>}
                    {c.cell(row)}
                  </td>
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

/** A paged list's table: whether it loads, its page and page count come from the list's flow, and the pager asks it for a page. */
export const ListTable = <Row,>({
  list,
  send,
  ...table
}: Omit<AdminTableProps<Row>, 'loading' | 'page' | 'pages' | 'onPage' | 'rows'> & {
  readonly list: { readonly rows: readonly Row[]; readonly loading: boolean; readonly page: number; readonly pages: number };
  readonly send: (event: { readonly type: 'page.go'; readonly page: number }) => void;
}) => (
  <AdminTable
    {...table}
    rows={list.rows}
    loading={list.loading}
    page={list.page}
    pages={list.pages}
    onPage={(page) => send({ type: 'page.go', page })}
  />
);

/** A read-only back-office record (the audit, the outbox): the frame and one paged table. */
export const RecordsPage = <Row,>({
  title,
  current,
  returnTo,
  tools,
  ...table
}: React.ComponentProps<typeof ListTable<Row>> & {
  readonly list: { readonly staff: StaffIdentity | null; readonly problem: AccessProblem | null };
  readonly title: React.ReactNode;
  readonly current: AdminNavPage;
  readonly returnTo: string;
  /** What stands above the table (an export button). */
  readonly tools?: React.ReactNode;
}) => (
  <AdminFrame title={title} staff={table.list.staff} current={current} problem={table.list.problem} returnTo={returnTo}>
    {tools}
    <ListTable {...table} />
  </AdminFrame>
);
