import type { FastifyInstance } from 'fastify';
import { storeByCode } from '../../src/domain/stores/stores.js';
import type { createCatalogueVersion } from '../platform/catalogue-version.js';
import type { SitemapRepository, SitemapCatalogue } from './sitemap.repository.js';
import { catalogueUrls, robotsTxt, sitemapIndex, storeSitemap } from './sitemap.js';

/**
 * GET /robots.txt, GET /sitemap.xml (the index) and GET /sitemaps/{store}.xml. The catalogue
 * rows are read once per catalogue version (any instance's write moves it), the XML is built
 * per request: sitemaps are fetched rarely and would be the largest strings held in memory.
 */
export const seoRoutes = (
  app: FastifyInstance,
  {
    publicUrl,
    sitemaps,
    version,
  }: { publicUrl: string; sitemaps: SitemapRepository; version: ReturnType<typeof createCatalogueVersion> },
) => {
  let rows: Promise<SitemapCatalogue> | undefined;
  const catalogue = async () => {
    if ((await version.changed()) || !rows)
      rows = sitemaps.catalogue().catch((e: unknown) => {
        rows = undefined;
        throw e;
      });
    return catalogueUrls(publicUrl, await rows);
  };
  const xml = 'application/xml; charset=utf-8';

  app.get('/robots.txt', async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', async (_req, reply) => {
    const { lastmod } = await catalogue();
    return reply.type(xml).header('cache-control', 'public, max-age=3600').send(sitemapIndex(publicUrl, lastmod));
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (req, reply) => {
    const store = /^([a-z]+)\.xml$/.exec(req.params.file)?.[1];
    const found = store ? storeByCode(store) : undefined;
    if (!found) {
      return reply
        .code(404)
        .send({ statusCode: 404, error: 'Not Found', message: `No sitemap "${req.params.file}"; see /sitemap.xml` });
    }
    const { urls } = await catalogue();
    return reply
      .type(xml)
      .header('cache-control', 'public, max-age=3600')
      .send(storeSitemap(publicUrl, found, urls));
  });
};
