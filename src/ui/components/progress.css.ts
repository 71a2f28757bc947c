import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_THROTTLE_MS } from '../../domain/constants';

const creep = keyframes({ from: { transform: 'scaleX(0.05)' }, to: { transform: 'scaleX(0.9)' } });
export const track = style({ position: 'fixed', top: 0, left: 0, right: 0, height: '3px', zIndex: 100, pointerEvents: 'none' });
export const bar = style({
  height: '100%',
  background: vars.color.accent,
  transformOrigin: 'left',
  animation: `${creep} ${PROGRESS_BAR_DURATION_MS}ms ease-out forwards`,
});
export const barDone = style([
  bar,
  {
    animation: 'none',
    transform: 'scaleX(1)',
    opacity: 0,
    transition: `opacity ${PROGRESS_BAR_THROTTLE_MS}ms, transform ${PROGRESS_BAR_THROTTLE_MS}ms`,
  },
]);
