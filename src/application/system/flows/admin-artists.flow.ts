/** The back office's artists: the search and page come from the URL and go back into it. */
import { adminArtistsMachine } from '../../flows/admin-artists/machine';
import { createAdminArtistsActors } from '../../flows/admin-artists/actors';
import { artistsQueryOf } from '../../flows/admin-artists/context';
import { adminListFlow } from './admin-list.flow';

export const adminArtistsFlow = adminListFlow(adminArtistsMachine, createAdminArtistsActors, (query) => ({
  query: artistsQueryOf(query),
}));
