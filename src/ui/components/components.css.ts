import { createVar, style, globalStyle } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { PHONE } from '../styles/media';
import * as layout from '../styles/layout.css';

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  '@media': { 'screen and (max-width: 600px)': { gridTemplateColumns: 'repeat(2, 1fr)', gap: vars.space.md } },
});
export const cardWrap = style({ position: 'relative' });
export const card = style({ display: 'block', textDecoration: 'none', position: 'relative' });
export const cardMedia = style({
  position: 'relative',
  aspectRatio: '5 / 7',
  background: '#ece9e4',
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
});
export const cardImg = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: 'opacity .3s',
});
export const cardRoom = style([cardImg, { opacity: 0, selectors: { [`${card}:hover &`]: { opacity: 1 } } }]);
export const cardName = style({ margin: `${vars.space.sm} 0 2px`, fontSize: '15px', fontWeight: 500 });
export const cardPrice = style({ color: vars.color.muted, fontSize: '14px' });
export const section = style({ margin: `${vars.space.xl} 0` });
export const sectionHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
});
// The server renders the carousel already in the shape glider-js gives it: the frame is the
// horizontal scroller (no visible scroll bar), the track a flex row as wide as the frame whose
// slides overflow it, each slide a frame width / slides per view wide (a percentage of the track),
// 8 px padding inside each slide. When glider mounts it only writes the same widths in pixels, so
// nothing moves and no element changes its scroll container: no layout shift (budget CLS ≤ 0.02).
// Percentages, not container query units: a query container is laid out, then its contents styled
// and laid out again, and with the start page's six carousels that made every layout of the page
// eight times slower (8.5 → 1.0 ms unthrottled on a phone-sized page; budget TBT ≤ 150 ms).
const slideWidth = createVar();
export const carouselTrack = style({
  vars: { [slideWidth]: 'calc(100% / 6)' },
  display: 'flex',
  width: '100%',
  gap: 0,
  paddingBottom: vars.space.sm,
  transform: 'translateZ(0)',
  '@media': {
    'screen and (max-width: 1198px)': { vars: { [slideWidth]: 'calc(100% / 4)' } },
    [PHONE]: { vars: { [slideWidth]: 'calc(100% / 2)' } },
  },
});
export const carouselTrackWide = style([
  carouselTrack,
  {
    vars: { [slideWidth]: 'calc(100% / 4)' },
    '@media': { [PHONE]: { vars: { [slideWidth]: '100%' } } },
  },
]);
export const slide = style({
  scrollSnapAlign: 'start',
  flex: '0 0 auto',
  width: slideWidth,
  minWidth: 0,
  padding: '0 8px',
  boxSizing: 'border-box',
});
export const viewAll = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '5 / 7',
  border: `1px dashed ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
});
export const pagination = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'center',
  margin: `${vars.space.lg} 0`,
  listStyle: 'none',
  padding: 0,
  flexWrap: 'wrap',
});
export const pageLink = style({
  minWidth: '36px',
  height: '36px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  textDecoration: 'none',
  padding: '0 10px',
});
export const pageCurrent = style([pageLink, { background: vars.color.ink, color: '#fff' }]);
export const avatar = style({
  width: '100%',
  aspectRatio: '1',
  borderRadius: '50%',
  objectFit: 'cover',
  background: '#e9e4dc',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: '40px',
  fontFamily: vars.font.display,
});
export const artistCard = style({ textAlign: 'center', textDecoration: 'none', display: 'block' });
export const html = style({});
export const stars = style({ color: vars.color.star, letterSpacing: '2px' });
export const review = style({
  background: vars.color.paper,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  height: '100%',
});
export const gliderFrame = style({
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollbarWidth: 'none',
  scrollSnapType: 'x mandatory',
  position: 'relative',
  transform: 'translateZ(0)',
});
// Once glider-js runs it scrolls the frame itself (snapping would fight its animation) and sizes
// the slides in pixels; its style sheet must not change the track's padding or the slides' width.
globalStyle(`${gliderFrame}.glider`, { scrollSnapType: 'none' });
globalStyle(`${gliderFrame} .glider-track`, { paddingBottom: vars.space.sm });
globalStyle(`${gliderFrame} .glider-track > *`, { padding: '0 8px', boxSizing: 'border-box', minWidth: 0 });

/** A problem shown in place with its way out beside it (a listing page that could not be loaded, and its retry). */
export const alert = style([
  layout.alert,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    flexWrap: 'wrap',
  },
]);
/** A country flag beside text: on the text's baseline, a hairline so white flags keep their edge. */
export const flag = style({
  display: 'inline-block',
  verticalAlign: '-2px',
  borderRadius: '2px',
  boxShadow: '0 0 0 1px rgba(0, 0, 0, .08)',
});
