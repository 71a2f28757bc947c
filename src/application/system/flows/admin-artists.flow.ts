/** The back office's artists: the search and page come from the URL and go back into it. */
import { adminArtistsMachine, artistsQueryOf, createAdminArtistsActors } from '../../flows/admin-artists/machine';
import { adminListFlow } from './admin-list.flow';

export const adminArtistsFlow = adminListFlow(adminArtistsMachine, createAdminArtistsActors, (query) => ({
  query: artistsQueryOf(query),
}));
