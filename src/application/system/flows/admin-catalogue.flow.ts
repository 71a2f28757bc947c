/** The back office's catalogue: the search and page come from the URL and go back into it. */
import { adminCatalogueMachine } from '../../flows/admin-catalogue/machine';
import { createAdminCatalogueActors } from '../../flows/admin-catalogue/actors';
import { catalogueQueryOf } from '../../flows/admin-catalogue/context';
import { adminListFlow } from './admin-list.flow';

export const adminCatalogueFlow = adminListFlow(adminCatalogueMachine, createAdminCatalogueActors, (query) => ({
  query: catalogueQueryOf(query),
}));
