import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const grid = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  '@media': { 'screen and (max-width: 600px)': { gridTemplateColumns: 'repeat(2, 1fr)', gap: vars.space.md } } });
export const cardWrap = style({ position: 'relative' });
export const card = style({ display: 'block', textDecoration: 'none', position: 'relative' });
export const cardMedia = style({ position: 'relative', aspectRatio: '5 / 7', background: '#ece9e4', overflow: 'hidden', borderRadius: vars.radius.sm });
export const cardImg = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', transition: 'opacity .3s' });
export const cardRoom = style([cardImg, { opacity: 0, selectors: { [`${card}:hover &`]: { opacity: 1 } } }]);
export const cardName = style({ margin: `${vars.space.sm} 0 2px`, fontSize: '15px', fontWeight: 500 });
export const cardPrice = style({ color: vars.color.muted, fontSize: '14px' });
export const section = style({ margin: `${vars.space.xl} 0` });
export const sectionHead = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.md });
// The server-rendered track is laid out exactly as glider-js lays it out once it mounts (slide
// width = frame / slides per view, 8 px padding inside each slide, same bottom padding, no
// visible scroll bar), so mounting it moves nothing: no layout shift (budget CLS ≤ 0.02).
export const carouselTrack = style({ display: 'grid', gridAutoFlow: 'column', gridAutoColumns: 'calc(100% / 6)', gap: 0, overflowX: 'auto', scrollSnapType: 'x mandatory', paddingBottom: vars.space.sm,
  scrollbarWidth: 'none',
  '@media': {
    'screen and (max-width: 1198px)': { gridAutoColumns: 'calc(100% / 4)' },
    'screen and (max-width: 1023px)': { gridAutoColumns: 'calc(100% / 2)' },
  } });
export const carouselTrackWide = style([carouselTrack, { gridAutoColumns: 'calc(100% / 4)',
  '@media': { 'screen and (max-width: 1023px)': { gridAutoColumns: '100%' } } }]);
export const slide = style({ scrollSnapAlign: 'start', minWidth: 0, padding: '0 8px', boxSizing: 'border-box' });
export const viewAll = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', aspectRatio: '5 / 7', border: `1px dashed ${vars.color.line}`, borderRadius: vars.radius.sm, textDecoration: 'none' });
export const pagination = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'center', margin: `${vars.space.lg} 0`, listStyle: 'none', padding: 0, flexWrap: 'wrap' });
export const pageLink = style({ minWidth: '36px', height: '36px', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.pill, textDecoration: 'none', padding: '0 10px' });
export const pageCurrent = style([pageLink, { background: vars.color.ink, color: '#fff' }]);
export const avatar = style({ width: '100%', aspectRatio: '1', borderRadius: '50%', objectFit: 'cover', background: '#e9e4dc', display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: '40px', fontFamily: vars.font.display });
export const artistCard = style({ textAlign: 'center', textDecoration: 'none', display: 'block' });
export const html = style({});
export const stars = style({ color: vars.color.star, letterSpacing: '2px' });
export const review = style({ background: vars.color.paper, padding: vars.space.lg, borderRadius: vars.radius.md, height: '100%' });
export const gliderFrame = style({ overflow: 'hidden' });
// Once glider-js runs it sizes the slides itself; its track is a flex row.
globalStyle(`${gliderFrame} .glider-track`, { display: 'flex', gap: 0, overflow: 'visible', paddingBottom: vars.space.sm });
globalStyle(`${gliderFrame} .glider-track > *`, { padding: '0 8px', boxSizing: 'border-box' });
