// The house styles of the wrapped react-aria-components controls, driven by their data
// attributes ([data-hovered], [data-pressed], [data-focus-visible], [data-disabled]).
import { createVar, fallbackVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

const focusRing = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: 2,
};

/** The colour under a tab bar, for the covers of its edge shadows: the dialog's surface unless set. */
export const tabBarBackground = createVar();

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
  // Delete on a card or row of a list (DeleteButton): a red bin, no border and no block, the lightest
  // of the card's actions; the solid danger button is kept for the confirmation itself.
  dangerIcon: [buttonBase, { background: 'transparent', color: vars.color.danger }],
  ghost: [buttonBase, { background: 'transparent', color: 'inherit' }],
});

// minWidth 0: a field in a grid or a row shrinks to its share; its error text wraps rather than
// pushing it past the dialog's edge.
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const label = style({ fontWeight: 600, fontSize: vars.font.size.sm });
export const input = style({
  minHeight: 44,
  minWidth: 0,
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
/** The message beside a field in error, in the error colour (at least 4.5:1 on the surface in both themes). */
export const fieldError = style({ fontSize: vars.font.size.sm, color: vars.color.danger, fontWeight: 600, margin: 0, overflowWrap: 'anywhere' });
export const fieldErrorIcon = style({ verticalAlign: '-3px', marginInlineEnd: vars.space.xs });
/** A form's message that belongs to no single field. */
export const formError = style([fieldError, { fontSize: vars.font.size.md }]);
export const dialogActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.backdrop,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  zIndex: 50,
});
const DIALOG_MAX_WIDTH = 520;
/** From this width there is room for toasts beside an open dialog. */
const DIALOG_BESIDE_MIN = 1024;
export const modal = style({
  width: '100%',
  maxWidth: DIALOG_MAX_WIDTH,
  maxHeight: 'calc(100dvh - 24px)',
  overflow: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
});
// A dialog that fills the screen, its content in a readable column.
export const overlayFull = style({ position: 'fixed', inset: 0, zIndex: 50, background: vars.color.background });
/** The column a dialog that fills the screen keeps its content in. */
const FULL_DIALOG_COLUMN = 1000;
export const modalFull = style({
  position: 'absolute',
  inset: 0,
  overflow: 'auto',
  outline: 'none',
  background: vars.color.background,
  vars: { [tabBarBackground]: vars.color.background },
  color: vars.color.text,
  paddingInline: `max(0px, calc((100% - ${FULL_DIALOG_COLUMN}px) / 2))`,
});
export const dialog = style({ padding: vars.space.xl, outline: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const dialogHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
/** A title with a long word in it (a username, an address) wraps, and never pushes Close out of the dialog. */
export const dialogTitle = style({ minWidth: 0, overflowWrap: 'anywhere' });
globalStyle(`${dialogHeader} > button`, { flexShrink: 0 });

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

const cover = fallbackVar(tabBarBackground, vars.color.surface);
// Tabs stay on one line; a bar wider than its dialog scrolls sideways, and a soft shadow at an edge
// says more tabs lie past it (covers that scroll with the tabs hide each shadow at its own end).
export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  // The bar takes its width from where it stands, never from its tabs: without this, a row of long
  // names (French, Portuguese, Arabic) widened the page around it past a phone's width.
  contain: 'inline-size',
  background: [
    `linear-gradient(to right, ${cover} 40%, transparent) left center / 48px 100% no-repeat local`,
    `linear-gradient(to left, ${cover} 40%, transparent) right center / 48px 100% no-repeat local`,
    'radial-gradient(farthest-side at 0 50%, rgb(0 0 0 / 0.3), transparent) left center / 16px 100% no-repeat scroll',
    'radial-gradient(farthest-side at 100% 50%, rgb(0 0 0 / 0.3), transparent) right center / 16px 100% no-repeat scroll',
  ].join(', '),
});
/** Tabs that stand on the page itself, not in a card or a dialog: the edge shadows' covers take the page's colour. */
export const tabsOnPage = style({ vars: { [tabBarBackground]: vars.color.background } });
export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  whiteSpace: 'nowrap',
  flexShrink: 0,
  minHeight: 44,
  display: 'flex',
  alignItems: 'center',
  cursor: 'pointer',
  fontWeight: 600,
  color: vars.color.textMuted,
  borderBlockEnd: '3px solid transparent',
  outline: 'none',
  selectors: {
    '&[data-selected]': { color: vars.color.text, borderBlockEndColor: vars.brand.primary },
    '&[data-focus-visible]': focusRing,
  },
});
export const tabPanel = style({ paddingBlockStart: vars.space.lg, outline: 'none', selectors: { '&[data-focus-visible]': focusRing } });

export const selectButton = style([input, { display: 'flex', alignItems: 'center', justifyContent: 'space-between', cursor: 'pointer', textAlign: 'start' }]);
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

// On a phone the toasts sit at the top of the screen, over the header, away from the form fields
// and the keyboard at the bottom. On a wider screen they sit in the bottom end corner.
export const toastRegion = style({
  position: 'fixed',
  insetBlockStart: vars.space.sm,
  insetInline: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  zIndex: 100,
  outline: 'none',
  '@media': {
    'screen and (min-width: 768px)': { insetBlockStart: 'auto', insetBlockEnd: vars.space.lg, insetInlineStart: 'auto', insetInlineEnd: vars.space.lg, width: 380 },
  },
});
// The text centred beside the close button: a one-line toast is one line high, with no empty
// second line under it.
const toastBase = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.sm,
  minBlockSize: 60,
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

/** Toasts while a dialog is open: at the top, clear of the dialog's close button. */
const toastsAtTop = { insetBlockStart: vars.space.sm, insetBlockEnd: 'auto', insetInlineStart: vars.space.sm, insetInlineEnd: 64, width: 'auto' } as const;
// While a dialog is open the toasts never cover it: at the top, clear of the dialog's close
// button on a phone or tablet, and beside the dialog (in the margin at the end) on a wide screen.
globalStyle(`body:has(${overlay}) ${toastRegion}`, {
  ...toastsAtTop,
  '@media': {
    [`screen and (min-width: ${DIALOG_BESIDE_MIN}px)`]: {
      insetInlineStart: 'auto',
      insetInlineEnd: vars.space.lg,
      width: `min(380px, calc((100vw - ${DIALOG_MAX_WIDTH}px) / 2 - 2 * ${vars.space.lg}))`,
    },
  },
});
// A dialog that fills the screen has no margin to hold them, and its buttons are at its foot: at
// the top, clear of its close button, over its header row (from a tablet up, beside its title, at
// the end of its column).
globalStyle(`body:has(${overlayFull}) ${toastRegion}`, {
  ...toastsAtTop,
  '@media': {
    'screen and (min-width: 768px)': {
      insetInlineStart: 'auto',
      insetInlineEnd: `calc(max(${vars.space.sm}, (100vw - ${FULL_DIALOG_COLUMN}px) / 2) + 80px)`,
      width: 'min(380px, 45vw)',
    },
  },
});

// The colour picker: a swatch button opening a palette, beside the hex field.
export const colourRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });
export const swatchButton = style({
  flexShrink: 0,
  width: 44,
  height: 44,
  padding: 0,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: 'transparent',
  cursor: 'pointer',
  overflow: 'hidden',
  selectors: { '&[data-focus-visible]': focusRing },
});
export const swatch = style({ width: '100%', height: '100%' });
export const colourDialog = style({ display: 'grid', gap: vars.space.md, padding: vars.space.md, outline: 'none' });
export const colourArea = style({ width: 220, height: 160, borderRadius: vars.radius.sm });
export const colourSlider = style({ display: 'grid', gap: vars.space.xs, width: 220 });
export const colourTrack = style({ height: 24, borderRadius: vars.radius.sm });
export const colourThumb = style({
  width: 22,
  height: 22,
  borderRadius: vars.radius.full,
  // Two rings, light and dark, so the thumb shows on every colour it sits on.
  border: `3px solid ${vars.color.surface}`,
  boxShadow: `0 0 0 1px ${vars.color.text}, inset 0 0 0 1px ${vars.color.text}`,
  selectors: {
    '&[data-focus-visible]': { width: 28, height: 28 },
  },
});
globalStyle(`${colourTrack} ${colourThumb}`, { top: '50%' });

/** An icon that points along the line (back, next, send, sign out, open elsewhere): mirrored in a right-to-left language. */
export const flipInRtl = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

/** A required field's label and its star (RequiredMark.tsx). */
export const labelRow = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.xs });
export const requiredMark = style({ color: vars.color.danger, fontWeight: 700 });
