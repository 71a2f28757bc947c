/**
 * The back office's artists: a paged list searched by name, alias or e-mail, both in
 * the URL. A row's act changes one artist's settings (selling, product limit, membership level);
 * the server checks them with the domain's rules, its refusal is shown, and the rows reload.
 */
import type { AdminArtistView } from '../../model/catalogue-desk';
import { createPagedListMachine } from '../admin-list/machine';
import { artistsHrefOf, type ArtistsQuery } from './context';
import type { ArtistAct } from './events';

export const adminArtistsMachine = createPagedListMachine<ArtistsQuery, AdminArtistView, ArtistAct>({
  id: 'adminArtists',
  hrefOf: artistsHrefOf,
  empty: { q: '', page: 1 },
});
