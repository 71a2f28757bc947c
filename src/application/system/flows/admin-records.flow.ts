/** The audit record and the outbox: the page comes from the URL and goes back into it. */
import {
  adminAuditMachine,
  adminOutboxMachine,
  createAdminAuditActors,
  createAdminOutboxActors,
} from '../../flows/admin-records/machine';
import { pageParamOf } from '../../flows/admin-list/paging';
import { adminListFlow } from './admin-list.flow';

const firstPageOf = (query: Readonly<Record<string, string>>) => ({ query: { page: pageParamOf(query) } });

export const adminAuditFlow = adminListFlow(adminAuditMachine, createAdminAuditActors, firstPageOf);

export const adminOutboxFlow = adminListFlow(adminOutboxMachine, createAdminOutboxActors, firstPageOf);
