/**
 * The back office's read-only records, each a paged list (admin-list) whose page lives in the URL:
 * the audit record of staff writes (who, what, when, before and after, the request id) and the
 * demo's outbox of shopper e-mails.
 */
import { fromPromise } from 'xstate';
import type { AdminAuditRecord, AdminOutboxMessage } from '../../model/back-office';
import type { Outcome } from '../../model/outcome';
import type { BackOfficeGateway, PageOf } from '../../ports/back-office.port';
import { createPagedListMachine, type Loaded, type PagedQuery } from '../admin-list/machine';
import { listHrefOf } from '../admin-list/paging';
import { ok } from '../../../domain/result/result';

export const ADMIN_AUDIT_PATH = '/admin/audit';
export const ADMIN_OUTBOX_PATH = '/admin/outbox';

const FIRST_PAGE: PagedQuery = { page: 1 };

export const adminAuditMachine = createPagedListMachine<PagedQuery, AdminAuditRecord>({
  id: 'adminAudit',
  hrefOf: (q) => listHrefOf(ADMIN_AUDIT_PATH, {}, q.page),
  empty: FIRST_PAGE,
});

export const adminOutboxMachine = createPagedListMachine<PagedQuery, AdminOutboxMessage>({
  id: 'adminOutbox',
  hrefOf: (q) => listHrefOf(ADMIN_OUTBOX_PATH, {}, q.page),
  empty: FIRST_PAGE,
});

const loader = <Row>(ports: { readonly backOffice: BackOfficeGateway }, read: (page: number) => Promise<Outcome<PageOf<Row>>>) =>
  fromPromise<Outcome<Loaded<Row>>, PagedQuery>(async ({ input }) => {
    const staff = await ports.backOffice.session();
    if (!staff.ok) return staff;
    const list = await read(input.page);
    return list.ok ? ok({ staff: staff.value, ...list.value }) : list;
  });

export const createAdminAuditActors = (ports: { readonly backOffice: BackOfficeGateway }) => ({
  actors: { load: loader(ports, (page) => ports.backOffice.audit(page)) },
});

export const createAdminOutboxActors = (ports: { readonly backOffice: BackOfficeGateway }) => ({
  actors: { load: loader(ports, (page) => ports.backOffice.outbox(page)) },
});
