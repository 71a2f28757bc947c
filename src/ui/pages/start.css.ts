import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** The start page's banner (docs/rules/catalogue.md#start-page "Start page: banner"): words and calls to action beside a wall in a room. */
export const banner = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  alignItems: 'center',
  margin: `${vars.space.lg} 0 ${vars.space.xl}`,
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: '5fr 7fr', gap: vars.space.xl } },
});
export const bannerTitle = style({ fontSize: 'clamp(2rem, 4vw, 3.25rem)', margin: `0 0 ${vars.space.md}` });
export const bannerText = style({
  color: vars.color.muted,
  fontSize: '1.125rem',
  margin: `0 0 ${vars.space.lg}`,
  maxWidth: '34rem',
});
export const bannerActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '48px',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  textDecoration: 'none',
  fontWeight: 600,
});
export const primary = style([action, { background: vars.color.ink, color: vars.color.paper }]);
export const secondary = style([action, { border: `1px solid ${vars.color.ink}`, color: vars.color.ink }]);
export const bannerMedia = style({
  aspectRatio: '3 / 2',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.line,
});
export const bannerImg = style({ width: '100%', height: '100%', objectFit: 'cover' });
