import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: '200px minmax(0, 1fr)' } },
});
export const chips = style({
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.sm} 0`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `6px ${vars.space.md}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: '999px',
  textDecoration: 'none',
  color: vars.color.ink,
  fontSize: '14px',
});
export const chipOn = style([chip, { background: vars.color.ink, color: vars.color.paper, borderColor: vars.color.ink }]);
export const chipAvatar = style({ width: 28, height: 28, borderRadius: '50%', objectFit: 'cover', flex: 'none' });
export const count = style({ color: vars.color.muted, fontSize: '13px' });
export const facets = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const facetTitle = style({ fontSize: '14px', fontWeight: 600, margin: 0 });
export const suggestion = style({ fontSize: '17px' });
export const groupTitle = style({ fontSize: '16px', margin: `${vars.space.md} 0 0` });
