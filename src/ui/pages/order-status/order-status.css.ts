import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { PHONE } from '../../styles/media';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.xl,
  marginTop: vars.space.lg,
  alignItems: 'start',
  '@media': { [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
});
export const card = style({
  background: vars.color.paper,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.line}`,
  overflowWrap: 'anywhere',
});
export const headline = style({ marginTop: 0, fontSize: '22px' });
/** The four steps of a parcel's way, the reached ones drawn in the accent colour. */
export const steps = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.md} 0`,
  fontSize: '13px',
  color: vars.color.muted,
});
export const step = style({ borderTop: `4px solid ${vars.color.line}`, paddingTop: vars.space.sm });
export const stepReached = style({ borderTopColor: vars.color.accent, color: vars.color.ink, fontWeight: 600 });
export const notice = style({
  background: vars.color.canvas,
  borderLeft: `4px solid ${vars.color.accent}`,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  margin: `${vars.space.md} 0`,
});
export const track = style({
  display: 'inline-block',
  marginTop: vars.space.sm,
  background: vars.color.accent,
  color: vars.color.accentInk,
  padding: '10px 18px',
  borderRadius: vars.radius.pill,
  fontWeight: 600,
  textDecoration: 'none',
});
export const muted = style({ color: vars.color.muted, fontSize: '14px' });
