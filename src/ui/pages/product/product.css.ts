import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { PHONE } from '../../styles/media';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr)',
  gap: vars.space.xl,
  marginTop: vars.space.lg,
  '@media': { [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
});
export const stage = style({ position: 'relative', background: '#ece9e4', borderRadius: vars.radius.sm, overflow: 'hidden' });
export const stageImg = style({ width: '100%', height: 'auto' });
export const thumbs = style({
  display: 'flex',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  listStyle: 'none',
  padding: 0,
  overflowX: 'auto',
  maxWidth: '100%',
});
export const thumbButton = style({
  flexShrink: 0,
  padding: 0,
  border: '2px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'none',
  width: '72px',
});
export const thumbActive = style([thumbButton, { borderColor: vars.color.ink }]);
export const options = style({ display: 'grid', gap: vars.space.lg });
// A fieldset is as wide as its content by default (min-inline-size: min-content); here it follows the column.
export const fieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0 });
export const legend = style({ fontWeight: 600, marginBottom: vars.space.sm, padding: 0 });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const chip = style({
  border: `1px solid ${vars.color.line}`,
  background: vars.color.paper,
  borderRadius: vars.radius.pill,
  padding: '8px 14px',
  display: 'inline-flex',
  gap: '6px',
  alignItems: 'center',
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.ink, background: vars.color.ink, color: '#fff' } },
});
export const swatch = style({
  width: '18px',
  height: '18px',
  borderRadius: '50%',
  objectFit: 'cover',
  border: '1px solid rgba(0,0,0,.15)',
});
export const price = style({ fontSize: '28px', fontFamily: vars.font.display });
export const buyRow = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', flexWrap: 'wrap' });
export const qty = style({
  width: '72px',
  padding: '12px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  textAlign: 'center',
});
export const buy = style({
  flex: 1,
  minWidth: '200px',
  background: vars.color.ink,
  color: '#fff',
  border: 0,
  borderRadius: vars.radius.pill,
  padding: '14px 20px',
  fontSize: '16px',
  ':disabled': { opacity: 0.4, cursor: 'not-allowed' },
});
export const toggle = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
export const info = style({
  fontSize: '14px',
  color: vars.color.muted,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '4px 16px',
});
export const linkButton = style({ background: 'none', border: 0, padding: 0, textDecoration: 'underline', color: 'inherit' });
export const bundleItem = style({
  display: 'grid',
  gridTemplateColumns: '120px 1fr',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.line}`,
});
export const frameOverlay = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' });
/**
 * The price and buy button stay in view (docs/rules/product-pages.md#view-kinds "Standard poster"): the box sticks to the
 * bottom of the window while its place in the options column is still below it — a sticky
 * buy box beside the gallery on wide screens, a bottom bar on phones.
 */
export const buyBox = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 5,
  display: 'grid',
  gap: vars.space.sm,
  background: vars.color.canvas,
  padding: `${vars.space.md} 0`,
  borderTop: `1px solid ${vars.color.line}`,
  '@media': {
    [PHONE]: {
      margin: `0 calc(-1 * ${vars.space.md})`,
      padding: `${vars.space.sm} ${vars.space.md}`,
      boxShadow: '0 -6px 16px rgba(0,0,0,.06)',
      gridTemplateColumns: 'auto 1fr',
      alignItems: 'center',
    },
  },
});
export const titleRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, alignItems: 'start' });
export const title = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
export const wallQuantity = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', gridColumn: '1 / -1' });
export const added = style({ margin: 0, color: vars.color.success, fontWeight: 600, gridColumn: '1 / -1' });
export const wallSummaryMeta = style({ fontSize: '14px', color: vars.color.muted, gridColumn: '1 / -1' });
export const fields = style({ display: 'grid', gap: vars.space.md });
export const field = style({ display: 'grid', gap: '4px', fontSize: '14px', minWidth: 0, overflowWrap: 'anywhere' });
export const input = style({
  // A percentage width lets the field shrink with its column instead of keeping its default size.
  width: '100%',
  minWidth: 0,
  padding: '10px 12px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  selectors: { '&[aria-invalid="true"]': { borderColor: '#b3261e' } },
});
export const fieldError = style({ color: '#b3261e', fontSize: '13px' });
// Columns may shrink below their inputs' default width, so six members fit a 390 px phone.
export const memberRow = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', gap: vars.space.sm });
export const preview = style({
  margin: 0,
  background: '#ece9e4',
  borderRadius: vars.radius.sm,
  padding: vars.space.md,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  alignSelf: 'start',
});
globalStyle(`${preview} > svg`, { width: '100%', height: 'auto', maxHeight: '1024px', boxShadow: '0 8px 24px rgba(0,0,0,.15)' });
export const disclaimer = style({ fontSize: '14px', color: vars.color.muted, margin: 0 });
/* The upload-your-own page (docs/rules/uploads.md#customer-photos): a dashed drop area around the file input, a progress bar, the print check's verdict. */
export const dropzone = style({
  position: 'relative',
  display: 'grid',
  gap: '4px',
  justifyItems: 'center',
  textAlign: 'center',
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  background: vars.color.paper,
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-within': { borderColor: vars.color.ink } },
});
export const fileInput = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0, cursor: 'pointer' });
export const dropzoneLabel = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const hint = style({ fontSize: '13px', color: vars.color.muted, margin: 0 });
export const progressRow = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  marginTop: vars.space.sm,
  fontSize: '14px',
});
export const progress = style({ flex: 1, height: '8px', accentColor: vars.color.ink });
export const ok = style({ color: vars.color.success, fontSize: '14px', margin: `${vars.space.sm} 0 0` });
export const uploadImage = style({
  width: '100%',
  height: 'auto',
  maxHeight: '1024px',
  objectFit: 'contain',
  boxShadow: '0 8px 24px rgba(0,0,0,.15)',
  background: '#fff',
});
export const uploadImageMargin = style([uploadImage, { padding: '5%' }]);
export const previewColumn = style({ flexDirection: 'column', alignItems: 'stretch', gap: vars.space.sm });
// The sheet fills the preview's width, so its padding (a share of that width) is the printed border.
export const printedSheet = style({
  width: '100%',
  boxSizing: 'border-box',
  background: '#fff',
  boxShadow: '0 8px 24px rgba(0,0,0,.15)',
  display: 'flex',
});
export const printedPhoto = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block', minHeight: 0 });
export const uploadPlaceholder = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  color: vars.color.muted,
  aspectRatio: '5 / 7',
  width: '70%',
  alignContent: 'center',
  background: vars.color.paper,
  boxShadow: '0 8px 24px rgba(0,0,0,.08)',
});
export const errorToast = style({
  position: 'fixed',
  bottom: vars.space.lg,
  left: '50%',
  transform: 'translateX(-50%)',
  background: vars.color.danger,
  color: '#fff',
  padding: '12px 20px',
  borderRadius: vars.radius.md,
  zIndex: 70,
  boxShadow: '0 8px 24px rgba(0,0,0,.2)',
  maxWidth: 'calc(100vw - 32px)',
});
export const uploadError = style({ color: vars.color.danger, fontSize: '14px', margin: `${vars.space.sm} 0 0` });

/** A wall's poster's name above its own options. */
export const bundleItemName = style({ margin: '0 0 8px' });
