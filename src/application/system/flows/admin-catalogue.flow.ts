/** The back office's catalogue: the search and page come from the URL and go back into it. */
import { adminCatalogueMachine, catalogueQueryOf, createAdminCatalogueActors } from '../../flows/admin-catalogue/machine';
import { adminListFlow } from './admin-list.flow';

export const adminCatalogueFlow = adminListFlow(adminCatalogueMachine, createAdminCatalogueActors, (query) => ({
  query: catalogueQueryOf(query),
}));
