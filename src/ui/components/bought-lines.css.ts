import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
/** The print's picture beside its name, size and values. */
export const line = style({
  display: 'grid',
  gridTemplateColumns: '120px minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  overflowWrap: 'anywhere',
});
