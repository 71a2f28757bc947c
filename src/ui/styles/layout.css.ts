import { style, globalStyle, keyframes } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { PHONE, WIDE } from './media';
import { SELLING_POINT_AUTOPLAY_MS } from '../../domain/constants';

export const container = style({ maxWidth: vars.width.page, margin: '0 auto', padding: `0 ${vars.space.md}` });
export const topBar = style({ background: vars.color.ink, color: '#fff', fontSize: '13px' });
export const topBarInner = style([
  container,
  { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, minHeight: '36px' },
]);
export const sellingPoints = style({
  display: 'flex',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [PHONE]: { overflow: 'hidden', gap: 0 } },
});
globalStyle(`${sellingPoints} ul`, { display: 'flex', gap: '24px', listStyle: 'none', margin: 0, padding: 0 });
/** Mobile: the selling points (three) become a carousel, one at a time, each for the spec's autoplay time (docs/rules/catalogue.md#carousels-and-related-products). */
const rotate = keyframes({
  '0%, 30%': { transform: 'translateX(0)' },
  '33.3%, 63.3%': { transform: 'translateX(-100%)' },
  '66.6%, 96.6%': { transform: 'translateX(-200%)' },
  '100%': { transform: 'translateX(0)' },
});
globalStyle(`${sellingPoints} ul`, {
  '@media': { [PHONE]: { gap: 0, animation: `${rotate} ${3 * SELLING_POINT_AUTOPLAY_MS}ms infinite` } },
});
globalStyle(`${sellingPoints} li`, { '@media': { [PHONE]: { flex: '0 0 100%', textAlign: 'center' } } });
globalStyle(`${sellingPoints}`, { '@media': { [PHONE]: { flex: 1, minWidth: 0 } } });
globalStyle(`${sellingPoints} p`, { margin: 0 });
export const sellingPoint = style({
  whiteSpace: 'nowrap',
  '@media': { [PHONE]: { flex: '0 0 100%', textAlign: 'center' } },
});
/** The sticky header's height on a phone (its bar's least height and the border): what stays in view below it starts here. */
export const HEADER_PHONE_HEIGHT = '57px';
export const header = style({
  background: vars.color.paper,
  borderBottom: `1px solid ${vars.color.line}`,
  position: 'sticky',
  top: 0,
  zIndex: 20,
  transition: 'box-shadow .2s',
});
export const headerScrolled = style({ boxShadow: '0 2px 12px rgba(0,0,0,.08)' });
export const headerInner = style([
  container,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.lg,
    minHeight: '68px',
    '@media': { [PHONE]: { gap: vars.space.sm, minHeight: `calc(${HEADER_PHONE_HEIGHT} - 1px)` } },
  },
]);
export const headerSearch = style({ flex: 1, display: 'flex', justifyContent: 'center' });
export const logo = style({
  fontFamily: vars.font.display,
  fontSize: '26px',
  textDecoration: 'none',
  letterSpacing: '.02em',
  whiteSpace: 'nowrap',
  '@media': { [PHONE]: { fontSize: '21px' } },
});
export const search = style({ flex: 1, maxWidth: '420px', '@media': { [PHONE]: { display: 'none' } } });
export const searchInput = style({
  width: '100%',
  padding: '10px 14px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  background: vars.color.canvas,
});
export const headerActions = style({
  marginLeft: 'auto',
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  '@media': { [PHONE]: { gap: vars.space.xs } },
});
export const iconButton = style({
  position: 'relative',
  background: 'none',
  border: 0,
  padding: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  gap: '4px',
  textDecoration: 'none',
});
export const badge = style({
  position: 'absolute',
  top: '-4px',
  right: '-6px',
  background: vars.color.accent,
  color: vars.color.accentInk,
  borderRadius: vars.radius.pill,
  fontSize: '11px',
  minWidth: '18px',
  height: '18px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '0 4px',
});
export const nav = style([
  container,
  {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: vars.space.lg,
    rowGap: 0,
    alignItems: 'center',
    minHeight: '44px',
    fontSize: '15px',
    // The German menu (eleven categories, the designer and "Künstler") is some 1320 px wide with
    // the wide gap: below 1360 px the narrower gap keeps it on one row at 1280 px.
    '@media': {
      'screen and (max-width: 1359px)': { columnGap: vars.space.md },
      [PHONE]: { display: 'none' },
    },
  },
]);
export const navItem = style({ position: 'relative' });
export const navLink = style({ textDecoration: 'none', padding: '10px 0', display: 'inline-block' });
export const dropdown = style({
  display: 'none',
  position: 'absolute',
  top: '100%',
  left: '-16px',
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  minWidth: '240px',
  zIndex: 30,
  boxShadow: '0 8px 24px rgba(0,0,0,.08)',
});
globalStyle(`${navItem}:hover > ${dropdown}, ${navItem}:focus-within > ${dropdown}`, { display: 'block' });
export const dropdownList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '6px' });
export const banner = style({
  background: '#efe7dc',
  textAlign: 'center',
  padding: '10px 40px',
  position: 'relative',
  fontSize: '14px',
});
export const bannerClose = style({
  position: 'absolute',
  right: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  background: 'none',
  border: 0,
  fontSize: '18px',
});
// A block formatting context: a page's first heading keeps its top margin inside `main` instead of
// sharing it with `main` (margin collapsing), so `main` does not move down when a page rendered
// in the browser only appears in it (spec budgets: CLS ≤ 0.02).
export const main = style({ minHeight: '60vh', display: 'flow-root' });
/** The page's place while its data or chunk loads: as tall as the main area. */
export const pagePlaceholder = style({ minHeight: '60vh' });
/** A page rendered in the browser only keeps a screen's height before and after it comes (page-views.tsx). */
export const clientOnlyPage = style({ minHeight: '100vh' });
export const footer = style({
  background: vars.color.ink,
  color: '#ddd',
  marginTop: vars.space.xxl,
  padding: `${vars.space.xl} 0`,
});
export const footerGrid = style([
  container,
  { display: 'grid', gap: vars.space.xl, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' },
]);
export const footerTexts = style([
  container,
  {
    display: 'grid',
    gap: vars.space.lg,
    gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
    paddingBottom: vars.space.lg,
    marginBottom: vars.space.lg,
    borderBottom: '1px solid #3a3a3d',
  },
]);
export const footerText = style({ color: '#cfcfcf', fontSize: '15px', maxWidth: '60ch' });
globalStyle(`${footerText} p`, { margin: 0 });
globalStyle(`${footerText} a`, { color: '#fff' });
export const footerTitle = style({
  fontFamily: vars.font.display,
  fontSize: '18px',
  fontWeight: 400,
  color: '#fff',
  margin: `0 0 ${vars.space.sm}`,
});
export const footerList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const footerLink = style({
  color: '#ddd',
  textDecoration: 'none',
  display: 'inline-block',
  padding: '4px 0',
  ':hover': { color: '#fff', textDecoration: 'underline' },
});
export const copyright = style([container, { marginTop: vars.space.xl, fontSize: '13px', color: '#aaa' }]);
export const languageSwitcher = style({ position: 'relative' });
export const languageList = style({
  position: 'absolute',
  right: 0,
  top: '100%',
  zIndex: 40,
  background: vars.color.paper,
  color: vars.color.ink,
  listStyle: 'none',
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  boxShadow: '0 8px 24px rgba(0,0,0,.15)',
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(170px, 1fr))',
  gap: '2px',
});
export const languageLink = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: '6px 8px',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  ':hover': { background: vars.color.canvas },
});
// On wide screens the alert sits bottom-left, clear of the product page's buy box on the right.
// Sticky, last in the page, rather than fixed: it holds its own height at the page's end, so
// scrolled to the bottom (or in a full-page picture) it sits below the footer instead of over
// the last card, and it needs no script to measure it (it shows with scripts off too).
export const cookieAlert = style({
  position: 'sticky',
  bottom: vars.space.md,
  zIndex: 50,
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  boxShadow: '0 8px 24px rgba(0,0,0,.12)',
  // At most 720 px wide and centred, never closer to the screen's edges than the gutter.
  margin: `0 max(${vars.space.md}, calc((100% - 720px) / 2)) ${vars.space.md}`,
  '@media': { [WIDE]: { maxWidth: '520px', margin: `0 0 ${vars.space.md} ${vars.space.md}` } },
});
/** A problem shown in place, in the danger colour: an order that cannot be shown, a list that could not load. */
export const alert = style({
  background: '#fdecea',
  color: vars.color.danger,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  margin: `${vars.space.md} 0`,
});
export const button = style({
  background: vars.color.ink,
  color: '#fff',
  border: 0,
  borderRadius: vars.radius.pill,
  padding: '10px 20px',
  whiteSpace: 'nowrap',
  ':disabled': { opacity: 0.5, cursor: 'not-allowed' },
});
export const breadcrumbs = style([
  container,
  { fontSize: '13px', color: vars.color.muted, padding: `${vars.space.md} ${vars.space.md} 0` },
]);
export const crumbList = style({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: '6px', margin: 0, padding: 0 });
export const headerImage = style({
  width: '100%',
  height: 'auto',
  maxHeight: '280px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  marginTop: vars.space.md,
});
export const pageTitle = style({ margin: '16px 0 8px', fontSize: 'clamp(22px, 3vw, 32px)' });
export const pageSearch = style({ display: 'flex', gap: vars.space.sm, maxWidth: '520px', margin: `${vars.space.md} 0` });
