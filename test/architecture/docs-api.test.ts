import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderApiDocs } from '../../scripts/docs/api-docs';
import { ROOT } from './sources';

/**
 * docs/api.md is generated from the server's route registrations and the io-ts contract
 * (scripts/docs/api-docs.ts). A route, a codec or a field changed without `npm run docs:api` fails here.
 */
describe('docs/api.md', () => {
  it('is what the code generates (run `npm run docs:api` after changing a route or a codec)', async () => {
    const committed = readFileSync(path.join(ROOT, 'docs/api.md'), 'utf8');
    expect(committed).toBe(await renderApiDocs(ROOT));
  });

  it('lists the endpoints the shop serves, with their codecs', async () => {
    const doc = await renderApiDocs(ROOT);
    expect(doc).toMatch(
      /\| POST +\| `\/api\/gallery-wall` +\| \[SaveWallRequest\]\(#savewallrequest\) +\| \[SaveWallAnswer\]\(#savewallanswer\)/,
    );
    expect(doc).toMatch(/\| GET +\| `\/api\/products` +\|.*\[ProductList\]\(#productlist\).*`X-Total-Count`/);
    expect(doc).toContain('### SaveWallRequest');
  });

  it('links only to codecs it describes', async () => {
    const doc = await renderApiDocs(ROOT);
    const headings = new Set([...doc.matchAll(/^### (\w+)$/gm)].map((m) => m[1]!.toLowerCase()));
    const links = [...doc.matchAll(/\]\(#(\w+)\)/g)].map((m) => m[1]!);
    expect(links.filter((l) => !headings.has(l))).toEqual([]);
  });
});
