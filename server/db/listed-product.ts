/**
 * The condition for a product the public may see, over a product row aliased `p`: a public status
 * (the domain's PUBLIC_STATUSES, bound by the caller as `statuses`) and, for an artist's poster, an
 * artist whose selling is switched on.
 *
 * Decision: a paused artist (the back office's `selling_enabled` off) sells nothing, so their posters
 * leave every public list (categories, tags, search, the sitemap) and their product pages answer the
 * shop's 404, as any unlisted product does. Nothing is deleted: switched on again, the posters come back
 * as they were. Orders already placed are not touched. The artist table bumps the catalogue version
 * (migration 003), so the page, answer and product caches start afresh on either toggle.
 */
export const listedProduct = (statuses: string): string =>
  `p.status = ANY(${statuses}::int[]) AND NOT EXISTS (SELECT 1 FROM artist paused WHERE paused.id = p.artist_id AND NOT paused.selling_enabled)`;
