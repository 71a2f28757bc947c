import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { PHONE, WIDE } from '../styles/media';

export const lineList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const line = style({
  display: 'grid',
  gridTemplateColumns: '64px 1fr auto',
  gap: vars.space.md,
  alignItems: 'start',
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.line}`,
});
export const thumb = style({
  width: '64px',
  height: '90px',
  objectFit: 'cover',
  background: '#eee',
  borderRadius: vars.radius.sm,
});
export const lineName = style({ fontWeight: 500, textDecoration: 'none' });
/** A personalised line's values: what tells two posters of one template apart. */
export const summary = style({ fontSize: '13px', fontStyle: 'italic', margin: '2px 0', overflowWrap: 'anywhere' });
export const meta = style({ fontSize: '13px', color: vars.color.muted, margin: '2px 0' });
/** A cart line's quantity × price, on one line at the right. */
export const linePrice = style([meta, { textAlign: 'right', whiteSpace: 'nowrap' }]);
export const spinner = style({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  marginTop: vars.space.xs,
});
export const spinButton = style({
  background: 'none',
  border: 0,
  width: '30px',
  height: '30px',
  fontSize: '16px',
  ':disabled': { opacity: 0.35, cursor: 'not-allowed' },
});
export const spinValue = style({ minWidth: '28px', textAlign: 'center', fontVariantNumeric: 'tabular-nums' });
export const footer = style({
  borderTop: `1px solid ${vars.color.line}`,
  paddingTop: vars.space.md,
  marginTop: vars.space.md,
  display: 'grid',
  gap: vars.space.md,
});
export const subtotal = style({ display: 'flex', justifyContent: 'space-between', fontSize: '18px' });
export const primary = style({
  display: 'block',
  textAlign: 'center',
  background: vars.color.ink,
  color: '#fff',
  border: 0,
  borderRadius: vars.radius.pill,
  padding: '14px 20px',
  textDecoration: 'none',
  fontSize: '16px',
  width: '100%',
  ':disabled': { opacity: 0.45, cursor: 'not-allowed' },
});
export const remove = style({
  background: 'none',
  border: 0,
  color: vars.color.muted,
  fontSize: '13px',
  textDecoration: 'underline',
  padding: 0,
});
export const heart = style({
  background: 'rgba(255,255,255,.9)',
  border: 0,
  borderRadius: '50%',
  width: '36px',
  height: '36px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: '18px',
  lineHeight: 1,
});
export const heartOnCard = style([heart, { position: 'absolute', top: '8px', right: '8px', zIndex: 2 }]);
export const searchWrap = style({ position: 'relative', flex: 1, maxWidth: '420px' });
export const dropdown = style({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  left: 0,
  right: 0,
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: '0 12px 32px rgba(0,0,0,.12)',
  zIndex: 45,
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xs,
  maxHeight: '70vh',
  overflowY: 'auto',
});
export const result = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
});
export const resultActive = style([result, { background: vars.color.canvas }]);
export const resultThumb = style({ width: '40px', height: '56px', objectFit: 'cover', borderRadius: '2px' });
export const resultAvatar = style({ width: '40px', height: '40px', objectFit: 'cover', borderRadius: '50%' });
export const resultCount = style({ marginLeft: 'auto', fontSize: '13px', color: vars.color.muted, whiteSpace: 'nowrap' });
/** The dropdown's group lists carry no bullets or indent of their own. */
export const resultGroup = style({ listStyle: 'none', margin: 0, padding: 0 });
export const resultGroupTitle = style({
  display: 'flex',
  justifyContent: 'space-between',
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.xs}`,
  fontSize: '12px',
  fontWeight: 600,
  letterSpacing: '.04em',
  textTransform: 'uppercase',
  color: vars.color.muted,
});
export const mobileOnly = style({ '@media': { [WIDE]: { display: 'none' } } });
export const desktopOnly = style({ '@media': { [PHONE]: { display: 'none' } } });
// The disclosure markers (▶) sit outside their summaries: the list's left padding is their room,
// and the plain links line up with the summaries' text.
export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: `0 0 0 ${vars.space.lg}`,
  display: 'grid',
  gap: vars.space.sm,
  fontSize: '17px',
});
export const navGroup = style({});
export const navSummary = style({ cursor: 'pointer', listStylePosition: 'outside', padding: '2px 0' });
export const navSubList = style({
  listStyle: 'none',
  margin: `${vars.space.xs} 0 ${vars.space.sm}`,
  padding: `0 0 0 ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.xs,
  fontSize: '16px',
});
export const navAll = style({ fontWeight: 600 });
export const toast = style({
  position: 'fixed',
  bottom: vars.space.lg,
  left: '50%',
  transform: 'translateX(-50%)',
  background: vars.color.success,
  color: '#fff',
  padding: '12px 20px',
  borderRadius: vars.radius.md,
  zIndex: 70,
  boxShadow: '0 8px 24px rgba(0,0,0,.2)',
});
