import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { createPagedMachine } from '../../../application/flows/artist-account/paged.machine';
import { selectPagedLoading, selectPagedRows, selectPagination } from '../../../application/flows/artist-account/lists';
import * as css from './account.css';
import { Pager } from './Pager';

/** One page of an artist's list: "Loading…" before its first rows, `empty` when it has none, then the pager. */
export const PagedRows = <T,>({
  list,
  empty,
  children,
}: {
  list: ActorRefFrom<ReturnType<typeof createPagedMachine<T>>>;
  empty: ReactNode;
  children: (rows: readonly T[]) => ReactNode;
}) => {
  const rows = useSelector(list, selectPagedRows<T>);
  const loading = useSelector(list, selectPagedLoading<T>);
  const pages = useSelector(list, selectPagination<T>);
  return (
    <>
      {loading && rows.length === 0 ? (
        <p className={css.muted}>
          <FormattedMessage id="account.loading" defaultMessage="Loading…" />
        </p>
      ) : rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        children(rows)
      )}
      <Pager page={pages.page} pages={pages.pages} onPage={(page) => list.send({ type: 'paged.page', page })} />
    </>
  );
};
