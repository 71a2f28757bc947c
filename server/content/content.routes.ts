import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContentService } from './content.service.js';
import type { ArtistDirectory } from './artist-directory.port.js';
import type { StoreContext } from '../http/store-context.js';
import { intParam, stringParam } from '../http/params.js';
import { notFound, badRequest } from '../http/errors.js';
import {
  TOTAL_COUNT_HEADER,
  Page,
  Widget,
  SiteReviews,
  ArtistList,
  Artist,
  EnvironmentList,
} from '../../src/adapters/http/contract/index.js';
import { LANGUAGES, STORES } from '../../src/domain/stores/stores.js';

export const contentRoutes = (
  app: FastifyInstance,
  deps: { content: ContentService; artists: ArtistDirectory; context: (req: FastifyRequest) => StoreContext },
) => {
  const { content, artists, context } = deps;

  app.get<{ Params: { '*': string } }>('/api/page-by-slug/*', async (req) => {
    const path = req.params['*'];
    if (path.includes('.')) throw notFound('Page');
    const page = await content.pageBySlug(path, context(req));
    if (!page) throw notFound(`Page "${path}"`);
    return Page.encode(page);
  });

  app.get<{ Params: { slug: string } }>('/api/widget-by-slug/:slug', async (req) => {
    const widget = await content.widget(req.params.slug, context(req));
    if (!widget) throw notFound(`Widget "${req.params.slug}"`);
    return Widget.encode(widget);
  });

  /** `locale` may be a language, a store code or a BCP 47 tag; default: the request's store. */
  app.get('/content/site-reviews', async (req) => {
    const locale = stringParam(req.query as Record<string, unknown>, 'locale', 35);
    let language = context(req).store.language as string;
    if (locale) {
      const l = locale.toLowerCase();
      const found = LANGUAGES.find((x) => x === l) ?? STORES.find((s) => s.code === l || s.locale.toLowerCase() === l)?.language;
      if (!found) throw badRequest(`Query parameter "locale" is not a known locale, got "${locale}"`);
      language = found;
    }
    return SiteReviews.encode(await content.siteReviews(language));
  });

  app.get('/api/environments', async () => EnvironmentList.encode(await content.environments()));

  app.get('/api/artists', async (req, reply) => {
    const q = req.query as Record<string, unknown>;
    const { items, total } = await artists.list(intParam(q, 'limit', 1, 100) ?? 12, intParam(q, 'offset', 0) ?? 0);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return ArtistList.encode(items);
  });

  app.get<{ Params: { slug: string } }>('/api/artist-by-slug/:slug', async (req) => {
    const artist = await artists.bySlug(req.params.slug);
    if (!artist) throw notFound(`Artist "${req.params.slug}"`);
    return Artist.encode(artist);
  });
};
