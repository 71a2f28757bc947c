/** The staff's order list: filters and page come from the URL and go back into it. */
import { adminOrdersMachine, createAdminOrdersActors } from '../../flows/admin-orders/machine';
import { adminQueryOf } from '../../flows/admin-orders/query';
import { adminListFlow } from './admin-list.flow';

export const adminOrdersFlow = adminListFlow(adminOrdersMachine, createAdminOrdersActors, (query) => ({
  query: adminQueryOf(query),
}));
