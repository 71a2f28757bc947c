/**
 * Print-quality assets (docs/rules/personalisation.md#print-files render page: "low-resolution asset names are swapped to the
 * print-quality webp variant"). A template's assets (name → image URL, docs/rules/stores-and-urls.md#routes) may point at a
 * screen-sized copy: the shop's media URLs ask for one with a width (`?w=480`), and an asset
 * file may carry a low-resolution suffix (`-low`, `-lowres`, `-preview`, `-thumb`) or be a
 * JPEG/PNG copy. The print-quality variant is the same image's full-size WebP: the width is
 * dropped, the suffix removed, the extension made `.webp`. Other query parameters stay.
 */
const LOW_SUFFIX = /-(?:low|lowres|preview|thumb)(?=\.(?:webp|jpe?g|png)$)/i;
const RASTER_EXTENSION = /\.(?:jpe?g|png)$/i;
const WIDTH_PARAMETERS = new Set(['w', 'width']);

export const printQualityAsset = (url: string): string => {
  const hashAt = url.indexOf('#');
  const withoutHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : withoutHash.slice(queryAt + 1);
  const kept = query
    .split('&')
    .filter((p) => p !== '' && !WIDTH_PARAMETERS.has(decodeURIComponent(p.split('=')[0]!).toLowerCase()));
  const printPath = path.replace(LOW_SUFFIX, '').replace(RASTER_EXTENSION, '.webp');
  return `${printPath}${kept.length > 0 ? `?${kept.join('&')}` : ''}`;
};

export const printQualityAssets = (assets: Readonly<Record<string, string>>): Readonly<Record<string, string>> =>
  Object.fromEntries(Object.entries(assets).map(([name, url]) => [name, printQualityAsset(url)]));
