import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const page = style({ paddingTop: vars.space.lg, paddingBottom: vars.space.xl });
export const tabs = style({
  display: 'flex',
  gap: vars.space.md,
  flexWrap: 'wrap',
  borderBottom: `1px solid ${vars.color.line}`,
  marginBottom: vars.space.lg,
  paddingBottom: vars.space.sm,
});
export const tab = style({ textDecoration: 'none', padding: '6px 0' });
export const tabActive = style([tab, { fontWeight: 700, borderBottom: `2px solid ${vars.color.ink}` }]);
export const stats = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  margin: `${vars.space.lg} 0`,
});
export const stat = style({
  background: vars.color.paper,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.line}`,
});
export const statValue = style({ fontSize: '26px', fontWeight: 700, display: 'block', marginTop: '4px' });
export const grid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' });
export const posterCard = style({
  background: vars.color.paper,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.line}`,
  display: 'grid',
  gap: '6px',
});
export const thumb = style({
  width: '100%',
  aspectRatio: '1 / 1.4',
  objectFit: 'cover',
  background: '#eee',
  borderRadius: vars.radius.sm,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.muted,
  fontSize: '13px',
  textAlign: 'center',
});
export const badge = style({
  display: 'inline-block',
  padding: '2px 8px',
  borderRadius: '999px',
  fontSize: '12px',
  fontWeight: 600,
  color: '#fff',
  justifySelf: 'start',
});
export const badgeColours = {
  secondary: style({ background: '#6b6b6b' }),
  warning: style({ background: '#8a5a00' }),
  danger: style({ background: vars.color.danger }),
  success: style({ background: vars.color.success }),
  info: style({ background: '#1f5f8b' }),
};
export const progress = style({ width: '100%', height: '8px' });
export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '640px' });
export const field = style({ display: 'grid', gap: '6px' });
export const input = style({
  padding: '10px 14px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
});
export const hint = style({ color: vars.color.danger, fontSize: '14px', margin: 0 });
export const muted = style({ color: vars.color.muted, fontSize: '14px', margin: 0 });
export const preview = style({
  maxWidth: '240px',
  width: '100%',
  objectFit: 'cover',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: '14px' });
export const tableWrap = style({ overflowX: 'auto' });
export const cell = style({
  padding: '8px',
  borderBottom: `1px solid ${vars.color.line}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
export const number = style([cell, { textAlign: 'right', whiteSpace: 'nowrap' }]);
export const toast = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: 50,
  padding: '12px 18px',
  borderRadius: vars.radius.md,
  color: '#fff',
  boxShadow: '0 4px 16px rgba(0,0,0,.2)',
  maxWidth: 'calc(100vw - 32px)',
});
export const toastDanger = style([toast, { background: vars.color.danger }]);
export const toastSuccess = style([toast, { background: vars.color.success }]);
export const chart = style({ width: '100%', height: 'auto', maxWidth: '720px', display: 'block' });
export const steps = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  listStyle: 'none',
  padding: 0,
});
export const promo = style({ margin: `${vars.space.lg} 0`, maxWidth: '720px' });
export const promoImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  display: 'block',
  borderRadius: vars.radius.md,
  background: vars.color.paper,
});
export const reviewItem = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 200px) minmax(0, 1fr)',
  background: vars.color.paper,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.line}`,
  marginBottom: vars.space.md,
  '@media': { 'screen and (max-width: 600px)': { gridTemplateColumns: '1fr' } },
});
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });
export const secondaryButton = style({
  background: 'transparent',
  border: `1px solid ${vars.color.ink}`,
  borderRadius: vars.radius.sm,
  padding: '8px 14px',
  cursor: 'pointer',
  font: 'inherit',
  color: vars.color.ink,
});
