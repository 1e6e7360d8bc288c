// The house styles of the wrapped react-aria-components controls, driven by their data
// attributes ([data-hovered], [data-pressed], [data-focus-visible], [data-disabled]).
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

const focusRing = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: 2,
};

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  textDecoration: 'none',
  transition: 'filter 120ms, transform 80ms',
  selectors: {
    '&[data-hovered]': { filter: 'brightness(0.95)' },
    '&[data-pressed]': { transform: 'scale(0.98)' },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const button = styleVariants({
  primary: [buttonBase, { background: vars.brand.primary, color: vars.brand.onPrimary }],
  secondary: [buttonBase, { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.border }],
  danger: [buttonBase, { background: vars.color.danger, color: vars.color.onDanger }],
  ghost: [buttonBase, { background: 'transparent', color: 'inherit' }],
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontWeight: 600, fontSize: vars.font.size.sm });
export const input = style({
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&[data-focused]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});
export const description = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const fieldError = style({ fontSize: vars.font.size.sm, color: vars.color.danger, fontWeight: 600 });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: 'rgb(0 0 0 / 0.5)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  zIndex: 50,
});
export const modal = style({
  width: '100%',
  maxWidth: 520,
  maxHeight: 'calc(100dvh - 24px)',
  overflow: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
});
export const dialog = style({ padding: vars.space.xl, outline: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const dialogHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  cursor: 'pointer',
});
export const checkboxBox = style({
  width: 22,
  height: 22,
  flexShrink: 0,
  borderRadius: 4,
  border: `2px solid ${vars.color.textMuted}`,
  display: 'grid',
  placeItems: 'center',
  color: vars.brand.onPrimary,
  selectors: {
    [`${checkbox}[data-selected] &`]: { background: vars.brand.primary, borderColor: vars.brand.primary },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
  },
});

export const tabList = style({ display: 'flex', gap: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` });
export const tab = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  minHeight: 44,
  display: 'flex',
  alignItems: 'center',
  cursor: 'pointer',
  fontWeight: 600,
  color: vars.color.textMuted,
  borderBottom: '3px solid transparent',
  outline: 'none',
  selectors: {
    '&[data-selected]': { color: vars.color.text, borderBottomColor: vars.brand.primary },
    '&[data-focus-visible]': focusRing,
  },
});
export const tabPanel = style({ paddingTop: vars.space.lg, outline: 'none', selectors: { '&[data-focus-visible]': focusRing } });

export const selectButton = style([input, { display: 'flex', alignItems: 'center', justifyContent: 'space-between', cursor: 'pointer', textAlign: 'left' }]);
export const popover = style({
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  minWidth: 'var(--trigger-width)',
  maxHeight: 320,
  overflow: 'auto',
});
export const listBoxItem = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: 40,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceRaised },
    '&[data-selected]': { fontWeight: 700 },
  },
});

export const toastRegion = style({
  position: 'fixed',
  bottom: 88,
  right: vars.space.lg,
  left: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  zIndex: 100,
  outline: 'none',
  '@media': { 'screen and (min-width: 768px)': { left: 'auto', bottom: vars.space.lg, width: 420, maxWidth: 420 } },
});
const toastBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  border: `1px solid ${vars.color.border}`,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});
export const toast = styleVariants({
  default: [toastBase, { background: vars.color.surface, color: vars.color.text }],
  destructive: [toastBase, { background: vars.color.danger, color: vars.color.onDanger, borderColor: vars.color.danger }],
});
export const toastContent = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: 2 });
export const toastTitle = style({ fontWeight: 700 });
