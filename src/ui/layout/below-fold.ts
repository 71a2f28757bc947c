/**
 * The parts of every page below its content (docs/rules/shop-wide.md#newsletter "Layout": newsletter, reviews, selling
 * points, footer): server-rendered with the page, hydrated when their chunk arrives
 * (split-pages.ts `deferred`), so the first load's script is the content's.
 */
export { Newsletter } from './Newsletter';
export { Reviews, SellingPointsSection } from './Reviews';
export { Footer } from './Footer';
