/** The posters and sales pages (docs/rules/artists.md#sales-and-commission, docs/rules/catalogue.md#listings page sizes 24 and 30) with their real actors. */
import { fromPromise } from 'xstate';
import { ARTIST_POSTERS_PAGE_SIZE, SALES_PAGE_SIZE } from '../../../domain';
import type { AccountTransaction, OwnPoster } from '../../model/artist';
import type { ArtistAccountGateway } from '../../ports/artist-account.port';
import { createPagedMachine, type PagedContext } from './paged.machine';

/** Posters whose images are still being made keep the page refreshing (progress visible). */
export const isProcessing = (p: OwnPoster): boolean =>
  p.processing !== null && (p.processing.state === 'queued' || p.processing.state === 'processing');

export const artistPostersMachine = createPagedMachine<OwnPoster>('artistPosters', {
  pageSize: ARTIST_POSTERS_PAGE_SIZE,
  poll: (rows) => rows.some(isProcessing),
});
export const artistSalesMachine = createPagedMachine<AccountTransaction>('artistSales', { pageSize: SALES_PAGE_SIZE });

export const createArtistPostersActors = (ports: { readonly artistAccount: ArtistAccountGateway }) => ({
  actors: {
    loadPage: fromPromise(({ input }: { input: { readonly offset: number } }) => ports.artistAccount.posters(input.offset)),
  },
});
export const createArtistSalesActors = (ports: { readonly artistAccount: ArtistAccountGateway }) => ({
  actors: {
    loadPage: fromPromise(({ input }: { input: { readonly offset: number } }) => ports.artistAccount.transactions(input.offset)),
  },
});

type PagedSnapshot<T> = { readonly context: PagedContext<T>; hasTag(tag: 'loading' | 'error'): boolean };
export const selectPagedRows = <T>(s: PagedSnapshot<T>): readonly T[] => s.context.rows;
export const selectPagedLoading = <T>(s: PagedSnapshot<T>): boolean => s.hasTag('loading');
export const selectPagedFailed = <T>(s: PagedSnapshot<T>): boolean => s.hasTag('error');
export const selectPagedToast = <T>(s: PagedSnapshot<T>) => s.context.toast;
export const selectPagination = <T>(s: PagedSnapshot<T>) => ({
  page: s.context.page,
  pages: Math.max(1, Math.ceil(s.context.total / s.context.pageSize)),
  total: s.context.total,
});
