// Renders the artist login page's promo picture (src/ui/pages/account/artist-promo.webp) from the
// shop's own room render: a poster of the demo art hanging in one of the interiors. The picture
// is committed (8 KB) so every build and both modes have it without the demo art at run time.
// Run again after changing the art or the rooms: npx tsx scripts/artist-promo-image.mts
import { writeFileSync } from 'node:fs';
import { renderMedia } from '../server/demo/art/index.js';

const SOURCE = '/media/art/abstract-7-p/room-11.webp';
const OUT = new URL('../src/ui/pages/account/artist-promo.webp', import.meta.url);

const rendered = await renderMedia(SOURCE, 960);
if (!rendered) throw new Error(`no media at ${SOURCE}`);
writeFileSync(OUT, rendered.body);
process.stdout.write(`wrote ${OUT.pathname} (${rendered.body.length} bytes)\n`);
