import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** A cart line's picture: 64 px wide, as high as its print's proportions ask. */
export const box = style({
  display: 'block',
  width: '64px',
  background: '#fff',
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  boxShadow: `0 0 0 1px ${vars.color.line}`,
});
globalStyle(`${box} > svg`, { display: 'block', width: '100%', height: 'auto' });
export const photo = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
export const large = style({ width: '120px' });
