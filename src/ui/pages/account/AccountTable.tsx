import type { ReactNode } from 'react';
import * as css from './account.css';

/** One column of an account table: its heading, whether it holds numbers (right-aligned), and its cell. */
export interface Column<R> {
  readonly head: ReactNode;
  readonly numeric?: boolean;
  readonly cell: (row: R) => ReactNode;
}

/**
 * The artist area's tables (sales, the chart's figures): scrolling on narrow screens, headed
 * columns, numbers right-aligned, so each table reads the same.
 */
export const AccountTable = <R,>(props: {
  readonly testId: string;
  readonly caption?: ReactNode;
  readonly columns: readonly Column<R>[];
  readonly rows: readonly R[];
  readonly rowKey: (row: R, index: number) => string;
  readonly rowTestId?: string;
}) => (
  <div className={css.tableWrap}>
    <table className={css.table} data-testid={props.testId}>
      {props.caption ? <caption className={css.muted}>{props.caption}</caption> : null}
      <thead>
        <tr>
          {props.columns.map((c, i) => (
            <th key={i} className={c.numeric ? css.number : css.cell} scope="col">
              {c.head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row, i) => (
          <tr key={props.rowKey(row, i)} data-testid={props.rowTestId}>
            {props.columns.map((c, j) => (
              <td key={j} className={c.numeric ? css.number : css.cell}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);
