import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const search = style({ maxWidth: '480px', margin: `${vars.space.lg} 0` });
export const links = style({
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.lg} 0`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.lg}`,
});
export const heading = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, marginTop: vars.space.lg });
export const icon = style({ flex: 'none', color: vars.color.accent });
