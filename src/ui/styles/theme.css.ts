import { createGlobalTheme, globalFontFace, globalStyle } from '@vanilla-extract/css';

/**
 * Inter arrives `font-display: optional` (vite.config.ts): on a first visit the page keeps the
 * fallback font. A plain fallback (DejaVu, Segoe) is wider than Inter and wrapped the 1280 px
 * menu onto a second row, so the fallback is a local Arial-metric face scaled to Inter's
 * metrics, as @fontsource's and next/font's fallbacks are (Inter: 2816 units/em, ascent 2728,
 * descent 680, no line gap; size-adjust from the average character widths). Both fonts then lay
 * text out alike and swapping causes no shift.
 */
const FALLBACK = 'Inter Variable Fallback';
globalFontFace(FALLBACK, {
  src: 'local("Arial"), local("ArialMT"), local("Helvetica"), local("Liberation Sans"), local("LiberationSans"), local("Arimo")',
  sizeAdjust: '107.4%',
  ascentOverride: '90.2%',
  descentOverride: '22.48%',
  lineGapOverride: '0%',
  // A local face is there at once or not at all; like Inter's, it never swaps in later.
  fontDisplay: 'optional',
});

/** Design tokens (typed), one global theme. */
export const vars = createGlobalTheme(':root', {
  color: {
    ink: '#1d1d1f',
    muted: '#6b6b70',
    line: '#e6e3de',
    paper: '#ffffff',
    canvas: '#f7f5f1',
    accent: '#b5532f',
    accentInk: '#ffffff',
    danger: '#b3261e',
    success: '#2e7d32',
    star: '#e0a100',
  },
  font: {
    body: `"Inter Variable", "${FALLBACK}", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`,
    display: 'Georgia, "Times New Roman", serif',
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px', xxl: '64px' },
  radius: { sm: '4px', md: '8px', pill: '999px' },
  width: { page: '1320px' },
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.ink,
  background: vars.color.canvas,
  lineHeight: 1.5,
  fontSize: '16px',
});
globalStyle('a', { color: 'inherit' });
globalStyle('img', { maxWidth: '100%', height: 'auto', display: 'block' });
globalStyle('h1, h2, h3', { fontFamily: vars.font.display, fontWeight: 400, lineHeight: 1.2 });
globalStyle('button', { font: 'inherit', cursor: 'pointer' });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.accent}`, outlineOffset: '2px' });
