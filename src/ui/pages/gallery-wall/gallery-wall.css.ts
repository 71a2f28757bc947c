import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { HEADER_PHONE_HEIGHT } from '../../styles/layout.css';
import { PHONE, WIDE } from '../../styles/media';

const pill = {
  border: `1px solid ${vars.color.line}`,
  background: vars.color.paper,
  borderRadius: vars.radius.pill,
  padding: '8px 14px',
} as const;

export const designer = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(260px, 340px) minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [PHONE]: { gridTemplateColumns: '1fr' } },
});
export const designerCollapsed = style([
  designer,
  { gridTemplateColumns: '48px minmax(0, 1fr)', '@media': { [PHONE]: { gridTemplateColumns: '1fr' } } },
]);
export const sidebar = style({
  // Long pickers scroll inside the sidebar, so the wall beside them stays where it is.
  '@media': { [WIDE]: { maxHeight: '75vh', overflowY: 'auto' } },
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  minWidth: 0,
});
export const sidebarToggle = style([pill, { padding: '6px 10px', marginBottom: vars.space.sm }]);
export const overview = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.sm });
export const overviewItem = style([
  pill,
  {
    display: 'flex',
    gap: vars.space.sm,
    alignItems: 'center',
    width: '100%',
    textAlign: 'left',
    borderRadius: vars.radius.md,
    padding: '12px',
  },
]);
export const number = style({
  display: 'inline-flex',
  width: '28px',
  height: '28px',
  borderRadius: '50%',
  background: vars.color.ink,
  color: '#fff',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  fontSize: '14px',
});
export const pickerHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});
export const pickerTitle = style({ margin: 0, fontSize: '20px' });
export const close = style([pill, { padding: '4px 12px' }]);
export const stepNav = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, marginTop: vars.space.md });
export const button = style([pill, { fontWeight: 500 }]);
export const primary = style([
  pill,
  {
    background: vars.color.ink,
    color: '#fff',
    borderColor: vars.color.ink,
    fontWeight: 600,
    selectors: { '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } },
  },
]);
export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(86px, 1fr))',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
export const choice = style({
  padding: 0,
  border: '2px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'none',
  width: '100%',
  display: 'block',
  textAlign: 'center',
  fontSize: '12px',
});
export const choiceOn = style([choice, { borderColor: vars.color.accent }]);
export const choiceImg = style({
  width: '100%',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: '#ece9e4',
});
export const posterImg = style({
  width: '100%',
  aspectRatio: '5 / 7',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: '#ece9e4',
});
export const layoutIcon = style({
  width: '100%',
  aspectRatio: '5 / 3',
  background: vars.color.canvas,
  borderRadius: vars.radius.sm,
  display: 'block',
});
export const checks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 12px',
  margin: `${vars.space.sm} 0`,
  fontSize: '14px',
});
export const pager = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'center',
  marginTop: vars.space.sm,
});
// Phones stack the designer: the wall stays in view at the top (below the sticky header), the
// steps scroll under it, and the footer with the total and the buttons stays at the bottom.
export const stage = style({ minWidth: 0, '@media': { [PHONE]: { display: 'contents' } } });
export const roomFrame = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '3 / 2',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: '#e9e4dc',
  selectors: { '&[data-zoomed="true"]': { overflow: 'auto' } },
  '@media': { [PHONE]: { order: -1, position: 'sticky', top: HEADER_PHONE_HEIGHT, zIndex: 3 } },
});
export const room = style({ position: 'relative', width: '100%', height: '100%', overflow: 'hidden', touchAction: 'none' });
export const roomZoomed = style([room, { width: '200%', height: '200%', touchAction: 'pan-x pan-y' }]);
export const roomImg = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' });
export const roomLow = style([roomImg, { filter: 'blur(6px)', transform: 'scale(1.03)' }]);
export const roomHigh = style([roomImg, { opacity: 0, transition: 'opacity .4s' }]);
export const roomHighLoaded = style([roomHigh, { opacity: 1 }]);
export const canvas = style({ position: 'absolute' });
export const place = style({
  position: 'absolute',
  padding: 0,
  border: 0,
  background: 'none',
  touchAction: 'none',
  userSelect: 'none',
});
export const placeEmpty = style([
  place,
  {
    border: '2px dashed rgba(0,0,0,.35)',
    background: 'rgba(255,255,255,.35)',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontWeight: 700,
    color: 'rgba(0,0,0,.6)',
  },
]);
export const placeActive = style({ outline: `3px solid ${vars.color.accent}`, outlineOffset: '2px' });
export const placeImg = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  pointerEvents: 'none',
  boxShadow: '0 6px 14px rgba(0,0,0,.25)',
});
export const frameImg = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' });
export const footer = style({
  '@media': { [PHONE]: { order: 1, position: 'sticky', bottom: 0, zIndex: 3, marginTop: 0 } },
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
  marginTop: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
});
export const total = style({ fontSize: '22px', fontFamily: vars.font.display });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(20,20,20,.45)',
  padding: vars.space.md,
  zIndex: 2,
});
export const dialog = style({
  background: vars.color.paper,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  maxWidth: '440px',
  width: '100%',
  display: 'grid',
  gap: vars.space.sm,
});
export const linkField = style({
  width: '100%',
  padding: '10px 12px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
});
export const alert = style({
  background: '#fdecea',
  color: vars.color.danger,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  marginBottom: vars.space.sm,
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const muted = style({ color: vars.color.muted, fontSize: '14px', margin: 0 });
export const guide = style({
  '@media': { [PHONE]: { order: 2 } },
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  marginTop: vars.space.md,
});
export const guideTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: '14px' });
globalStyle(`${guideTable} th, ${guideTable} td`, {
  textAlign: 'left',
  padding: '6px 8px',
  borderBottom: `1px solid ${vars.color.line}`,
});
// The hanging guide is what gets printed when it is open (a print-friendly page).
globalStyle(`body:has(${guide}) *`, { '@media': { print: { visibility: 'hidden' } } });
globalStyle(`${guide}, ${guide} *`, { '@media': { print: { visibility: 'visible' } } });
globalStyle(guide, { '@media': { print: { position: 'absolute', left: 0, top: 0, border: 0, width: '100%' } } });
export const noPrint = style({ '@media': { print: { display: 'none' } } });

/** Taking a frame off sits a little below the frames. */
export const removeFrame = style({ marginTop: 8 });
