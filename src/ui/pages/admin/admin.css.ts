import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { PHONE } from '../../styles/media';

export const page = style({ paddingTop: vars.space.lg, paddingBottom: vars.space.xl });
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  borderBottom: `1px solid ${vars.color.line}`,
  marginBottom: vars.space.lg,
});
export const muted = style({ color: vars.color.muted });
/** Who is signed in beside the sign-out, wrapping under each other on a phone. */
export const staffLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});
export const filters = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  alignItems: 'end',
  marginBottom: vars.space.lg,
});
/** A form read top to bottom (the refund's choices, then its confirmation), as wide as the panel allows. */
export const stack = style({ display: 'grid', gap: vars.space.sm, maxWidth: '40rem', minWidth: 0 });
// Its buttons keep their own width: stretched over a phone's width, a disabled one read as a grey bar.
globalStyle(`${stack} > button`, { justifySelf: 'start' });
export const field = style({ display: 'grid', gap: vars.space.xs, fontSize: '14px' });
export const input = style({
  font: 'inherit',
  padding: '8px 10px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  background: vars.color.paper,
  minWidth: 0,
  width: '100%',
});
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });
export const button = style({
  padding: '10px 16px',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.ink,
  color: '#fff',
  minHeight: '44px',
  selectors: { '&:disabled': { opacity: 0.5, cursor: 'default' } },
});
export const secondary = style([
  button,
  { background: vars.color.paper, color: vars.color.ink, border: `1px solid ${vars.color.ink}` },
]);
export const table = style({ width: '100%', borderCollapse: 'collapse', background: vars.color.paper, fontSize: '15px' });
globalStyle(`${table} th, ${table} td`, { padding: '8px 10px', borderBottom: `1px solid ${vars.color.line}`, textAlign: 'left' });
// A phone shows each order as a small card: a printer marks parcels standing at the packing table.
globalStyle(`${table} thead`, {
  '@media': { [PHONE]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' } },
});
// The hidden header's cells are kept to its one pixel too: a table cell would otherwise lay out as wide as
// its words, outside the clip, and count as wider than the screen.
globalStyle(`${table} thead tr, ${table} thead th`, {
  '@media': { [PHONE]: { display: 'block', width: '1px', overflow: 'hidden', whiteSpace: 'nowrap' } },
});
globalStyle(`${table} tr, ${table} td`, { '@media': { [PHONE]: { display: 'block' } } });
globalStyle(`${table} tr`, {
  '@media': { [PHONE]: { borderBottom: `2px solid ${vars.color.line}`, padding: `${vars.space.sm} 0` } },
});
globalStyle(`${table} td`, { '@media': { [PHONE]: { border: 'none', padding: '2px 10px' } } });
/** The day batches under the order list: set off from the table's last card, their buttons in a wrapping row. */
export const batches = style({ marginTop: vars.space.md });
globalStyle(`${batches} h2`, { fontSize: '15px', margin: `0 0 ${vars.space.xs}` });
globalStyle(`${batches} ul`, { listStyle: 'none', padding: 0, margin: 0 });
/** A cell's header repeated above its value on a phone, where the table's header row is hidden. */
export const cellLabel = style({
  display: 'none',
  '@media': { [PHONE]: { display: 'block', fontSize: '13px', fontWeight: 600, color: vars.color.muted } },
});
export const status = style({
  display: 'inline-block',
  padding: '2px 8px',
  borderRadius: vars.radius.pill,
  background: vars.color.canvas,
  border: `1px solid ${vars.color.line}`,
  fontSize: '13px',
  whiteSpace: 'nowrap',
});
export const pager = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'center',
  marginTop: vars.space.lg,
});
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  '@media': { [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const panel = style({
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  marginBottom: vars.space.md,
  overflowWrap: 'anywhere',
});
export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.sm });
export const line = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });
export const preview = style({ width: '64px', height: 'auto', border: `1px solid ${vars.color.line}` });
export const sums = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: '2px 12px', margin: `${vars.space.md} 0 0` });
export const notice = style({ padding: vars.space.sm, borderRadius: vars.radius.sm, background: vars.color.canvas });
export const danger = style([notice, { color: vars.color.danger, border: `1px solid ${vars.color.danger}` }]);
// An order's title carries its 24-character id, longer than a phone's line at the title's size.
globalStyle(`${bar} h1`, { overflowWrap: 'anywhere', minWidth: 0 });
// The menu wraps on a phone; the current page is marked by weight and underline, not colour alone.
export const nav = style({ marginBottom: vars.space.sm, fontSize: '15px' });
globalStyle(`${nav} ul`, { listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0 });
globalStyle(`${nav} a`, {
  display: 'inline-block',
  padding: '10px 12px',
  minHeight: '44px',
  color: vars.color.ink,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
});
globalStyle(`${nav} a[aria-current="page"]`, { fontWeight: 700, textDecoration: 'underline', textUnderlineOffset: '4px' });
globalStyle(`${nav} a:focus-visible`, { outline: `2px solid ${vars.color.ink}`, outlineOffset: '2px' });
// Audit states and request ids are long unbroken strings; they wrap rather than widen the table.
export const code = style({ fontSize: '13px', overflowWrap: 'anywhere', wordBreak: 'break-word' });
export const mail = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '14px', margin: `${vars.space.sm} 0 0` });
/** A download button with its progress bar and status line, wrapping under each other on a phone. */
export const download = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', minWidth: 0 });
export const progress = style({ width: '10rem', maxWidth: '100%' });
export const failed = style({ color: vars.color.danger, overflowWrap: 'anywhere' });
