import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { PHONE } from '../../styles/media';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.3fr)',
  gap: vars.space.xl,
  marginTop: vars.space.lg,
  '@media': { [PHONE]: { gridTemplateColumns: '1fr' } },
});
export const steps = style({
  display: 'flex',
  gap: vars.space.lg,
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.lg} 0`,
  fontSize: '14px',
  color: vars.color.muted,
  flexWrap: 'wrap',
});
export const stepCurrent = style({ color: vars.color.ink, fontWeight: 600 });
export const card = style({
  background: vars.color.paper,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.line}`,
});
export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, padding: '6px 0' });
/** A deducted amount keeps its minus sign beside the number, however narrow the row. */
export const amount = style({ whiteSpace: 'nowrap', flexShrink: 0 });
export const total = style([
  row,
  {
    fontSize: '20px',
    fontWeight: 600,
    borderTop: `1px solid ${vars.color.line}`,
    marginTop: vars.space.sm,
    paddingTop: vars.space.md,
  },
]);
export const icons = style({
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  margin: `${vars.space.md} 0`,
  padding: 0,
  listStyle: 'none',
});
export const icon = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  padding: '4px 10px',
  fontSize: '12px',
  fontWeight: 700,
  letterSpacing: '.04em',
  background: vars.color.paper,
});
export const field = style({
  flex: 1,
  padding: '10px 14px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  minWidth: 0,
});
export const inline = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', marginTop: vars.space.sm });
export const embed = style({
  minHeight: '640px',
  background: vars.color.paper,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.line}`,
  overflow: 'hidden',
});
globalStyle(`${embed} iframe`, { border: 0, display: 'block', width: '100%' });
/**
 * The receipt's place on the confirmation page: a one-line order's receipt is ~270 px tall, so the
 * checkout form's 640 px left an empty card under it. Below the receipt on a phone nothing is in
 * view yet, so a longer receipt growing past this moves nothing a shopper sees.
 */
export const receiptEmbed = style([embed, { minHeight: '300px' }]);
export const chip = style({
  display: 'inline-flex',
  gap: vars.space.sm,
  alignItems: 'center',
  background: vars.color.canvas,
  borderRadius: vars.radius.pill,
  padding: '4px 12px',
  margin: '4px 4px 0 0',
  fontSize: '14px',
});
export const muted = style({ color: vars.color.muted, fontSize: '14px' });
/** Read by assistive technology, not drawn (the usual clip pattern, which keeps it in the reading order). */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
