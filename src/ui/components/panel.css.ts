import { style, keyframes } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  background: 'rgba(20,20,20,.45)',
  zIndex: 60,
  animation: `${fadeIn} .15s ease-out`,
});
const panel = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  width: 'min(420px, 92vw)',
  background: vars.color.paper,
  display: 'flex',
  flexDirection: 'column',
  boxShadow: '0 0 40px rgba(0,0,0,.2)',
  outline: 'none',
});
export const panelRight = style([panel, { right: 0 }]);
export const panelLeft = style([panel, { left: 0 }]);
export const panelHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.line}`,
});
export const panelTitle = style({ margin: 0, fontSize: '20px' });
export const close = style({ background: 'none', border: 0, fontSize: '28px', lineHeight: 1, padding: vars.space.xs });
export const panelBody = style({ flex: 1, overflowY: 'auto', padding: vars.space.lg });
