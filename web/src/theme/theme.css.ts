// The theme contract. Light and dark values are set here; the user's primary and secondary
// colours (account Design tab, or the app defaults) fill `brand` at run time (theme/brand.ts).
import { createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';

export const vars = createThemeContract({
  brand: { primary: null, secondary: null, onPrimary: null, backgroundImage: null },
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    text: null,
    textMuted: null,
    border: null,
    danger: null,
    onDanger: null,
    success: null,
    onSuccess: null,
    warning: null,
    onWarning: null,
    focus: null,
    /** A light wash over the header's primary colour for hovered links and buttons. */
    overlayHover: null,
    /** The dimmed page behind a modal dialog. */
    backdrop: null,
  },
  space: { xs: null, sm: null, md: null, lg: null, xl: null },
  radius: { sm: null, md: null, lg: null, full: null },
  font: { body: null, size: { sm: null, md: null, lg: null, xl: null, xxl: null } },
  shadow: { card: null, overlay: null },
});

const shared = {
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  radius: { sm: '6px', md: '10px', lg: '16px', full: '999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    size: { sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '2rem' },
  },
};

createGlobalTheme(':root', vars, {
  ...shared,
  brand: { primary: '#ea580c', secondary: '#fed7aa', onPrimary: '#ffffff', backgroundImage: 'none' },
  color: {
    background: '#fafaf9',
    surface: '#ffffff',
    surfaceRaised: '#f5f5f4',
    text: '#1c1917',
    textMuted: '#57534e',
    border: '#d6d3d1',
    danger: '#b91c1c',
    onDanger: '#ffffff',
    success: '#15803d',
    onSuccess: '#ffffff',
    warning: '#a16207',
    onWarning: '#ffffff',
    focus: '#2563eb',
    overlayHover: 'rgb(255 255 255 / 0.18)',
    backdrop: 'rgb(0 0 0 / 0.5)',
  },
  shadow: { card: '0 1px 3px rgb(0 0 0 / 0.12)', overlay: '0 12px 32px rgb(0 0 0 / 0.25)' },
});

createGlobalTheme(':root.dark', vars.color, {
  background: '#0c0a09',
  surface: '#1c1917',
  surfaceRaised: '#292524',
  text: '#fafaf9',
  textMuted: '#d6d3d1',
  border: '#44403c',
  danger: '#f87171',
  onDanger: '#1c1917',
  success: '#4ade80',
  onSuccess: '#1c1917',
  warning: '#facc15',
  onWarning: '#1c1917',
  focus: '#93c5fd',
  overlayHover: 'rgb(255 255 255 / 0.18)',
  backdrop: 'rgb(0 0 0 / 0.65)',
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', {
  margin: 0,
  fontFamily: vars.font.body,
  background: vars.color.background,
  color: vars.color.text,
  lineHeight: 1.5,
  WebkitTextSizeAdjust: '100%',
});
globalStyle(':root.dark', { colorScheme: 'dark' });
globalStyle('a', { color: 'inherit' });
// A phone number reads left to right in every language: in a right-to-left page it is isolated,
// so "+1 910 555 0142" is not shown as "0142 555 910 1+".
globalStyle('a[href^="tel:"], a[href^="sms:"]', { direction: 'ltr', unicodeBidi: 'isolate' });
globalStyle('h1, h2, h3', { lineHeight: 1.25, margin: 0 });
globalStyle('.visually-hidden', {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
