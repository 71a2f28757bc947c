import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import * as list from '../../../application/flows/admin-list/machine';

type ListActor<Q extends list.PagedQuery, Row> = Pick<AnyActorRef, 'subscribe'> & {
  getSnapshot(): list.PagedListSnapshot<Q, Row>;
};

/** What every paged back-office list shows, read from its flow. */
export const useAdminList = <Q extends list.PagedQuery, Row>(flow: ListActor<Q, Row>) => ({
  rows: useSelector(flow, list.selectRows<Q, Row>),
  total: useSelector(flow, list.selectTotal<Q, Row>),
  page: useSelector(flow, list.selectPage<Q, Row>),
  pages: useSelector(flow, list.selectPageCount<Q, Row>),
  draft: useSelector(flow, list.selectDraft<Q, Row>),
  query: useSelector(flow, list.selectQuery<Q, Row>),
  staff: useSelector(flow, list.selectStaff<Q, Row>),
  problem: useSelector(flow, list.selectProblem<Q, Row>),
  loading: useSelector(flow, list.selectLoading<Q, Row>),
  refusal: useSelector(flow, list.selectRefusal<Q, Row>),
  done: useSelector(flow, list.selectDone<Q, Row>),
});

type PageGo = { readonly type: 'page.go'; readonly page: number };

/** A paged list's flow as its table reads it and asks it for a page (the props of `ListTable` and `RecordsPage`). */
export const useListTable = <Q extends list.PagedQuery, Row>(flow: ListActor<Q, Row> & { send(event: PageGo): void }) => ({
  list: useAdminList(flow),
  send: (event: PageGo) => flow.send(event),
});
