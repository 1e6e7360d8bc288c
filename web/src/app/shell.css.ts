// The shell's styles: header, menus, page frame, footer and the phone's bottom bar. Logical
// properties throughout (inline start/end), so a right-to-left language mirrors the layout.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

const desktop = 'screen and (min-width: 900px)';
const wide = 'screen and (min-width: 1200px)';
const narrow = 'screen and (max-width: 479px)';
const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 };

export const page = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  backgroundImage: vars.brand.backgroundImage,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  backgroundAttachment: 'fixed',
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: vars.space.sm,
  zIndex: 200,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 700,
  boxShadow: vars.shadow.overlay,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none', ...focusRing } },
});

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 20,
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  background: vars.brand.primary,
  color: vars.brand.onPrimary,
  boxShadow: vars.shadow.card,
  '@media': { [desktop]: { gap: vars.space.md, paddingInline: vars.space.lg } },
});

export const appName = style({
  flexShrink: 0,
  fontWeight: 800,
  fontSize: vars.font.size.lg,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});
export const appNameFull = style({ '@media': { [narrow]: { display: 'none' } } });
export const appMark = style({
  display: 'none',
  inlineSize: 32,
  blockSize: 32,
  '@media': { [narrow]: { display: 'block' } },
});
globalStyle(`${appMark} svg`, { display: 'block', inlineSize: '100%', blockSize: '100%' });

export const desktopNav = style({
  display: 'none',
  position: 'relative',
  flex: '1 1 0',
  minWidth: 0,
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: 2,
  '@media': { [desktop]: { display: 'flex' } },
});

/** The hidden copy of the links that useFittingCount measures. */
export const measure = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  width: 0,
  height: 0,
  overflow: 'hidden',
  visibility: 'hidden',
  pointerEvents: 'none',
});

export const navLink = style({
  flexShrink: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  minHeight: 40,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.full,
  border: 'none',
  background: 'transparent',
  font: 'inherit',
  textDecoration: 'none',
  fontWeight: 600,
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.overlayHover },
    '&[data-focus-visible]': focusRing,
    // The active link: a surface-coloured pill, underlined in the member's primary colour.
    '&[aria-current="page"], &[data-current]': { background: vars.color.surface, color: vars.color.text, boxShadow: `inset 0 -3px 0 ${vars.brand.primary}` },
  },
});

export const mobileMenu = style({ flex: '1 1 0', minWidth: 0, display: 'flex', '@media': { [desktop]: { display: 'none' } } });
export const menuTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  minHeight: 44,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: '1px solid currentColor',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 600,
  selectors: { '&[data-focus-visible]': focusRing },
  '@media': { [narrow]: { paddingInline: vars.space.sm, fontSize: vars.font.size.sm } },
});
/** The page's name: on one line where it fits; on a phone on up to two lines, so no word is cut. */
export const menuTriggerLabel = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': {
    [narrow]: { whiteSpace: 'normal', lineHeight: 1.15, textAlign: 'start', display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 2 },
  },
});
/** Menus are as wide as their longest page name (no wrapping), within the screen. */
export const menuPopover = style({ maxWidth: 'calc(100vw - 16px)', maxHeight: 'min(70dvh, 560px)', overflowY: 'auto' });
export const menu = style({ outline: 'none', padding: vars.space.xs, minWidth: 220 });
export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceRaised },
    '&[aria-current="page"]': { fontWeight: 800, boxShadow: `inset 3px 0 0 ${vars.brand.primary}` },
  },
});
export const menuSeparator = style({ height: 1, background: vars.color.border, marginBlock: vars.space.xs });

export const headerActions = style({ flexShrink: 0, display: 'flex', alignItems: 'center', gap: vars.space.xs, marginInlineStart: 'auto' });
export const iconButton = style({
  minWidth: 44,
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.overlayHover },
    '&[data-focus-visible]': focusRing,
  },
});
export const desktopOnly = style({ display: 'none', '@media': { [desktop]: { display: 'inline-flex' } } });
/** Text beside an icon that a wide screen has room for. */
export const wideOnly = style({ display: 'none', '@media': { [wide]: { display: 'inline' } } });

export const main = style({
  flex: 1,
  // At least a screen tall, so the footer starts below the fold and a page whose data arrives
  // after the first paint grows downwards without moving anything in view.
  minBlockSize: '100dvh',
  width: '100%',
  maxWidth: 1100,
  marginInline: 'auto',
  paddingBlockStart: vars.space.lg,
  paddingInline: vars.space.md,
  paddingBlockEnd: 96,
  outline: 'none',
  '@media': { [desktop]: { paddingInline: vars.space.lg, paddingBlockEnd: vars.space.xl } },
});

/** Over a member's background image the page sits on a readable card. */
export const mainOnImage = style({
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.overlay,
  marginBlock: vars.space.md,
  width: `calc(100% - 2 * ${vars.space.sm})`,
  paddingBlockEnd: vars.space.xl,
  '@media': { [desktop]: { width: `calc(100% - 2 * ${vars.space.xl})`, marginBlock: vars.space.xl } },
});

export const footer = style({
  paddingBlockStart: vars.space.lg,
  paddingInline: vars.space.lg,
  paddingBlockEnd: 96,
  borderBlockStart: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
  '@media': { [desktop]: { paddingBlockEnd: vars.space.lg } },
});

export const bottomBar = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInline: 0,
  zIndex: 20,
  display: 'flex',
  justifyContent: 'space-around',
  background: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
  paddingBlockEnd: 'env(safe-area-inset-bottom)',
  '@media': { [desktop]: { display: 'none' } },
});
export const bottomLink = style({
  flex: '1 1 0',
  minWidth: 0,
  paddingInline: 1,
  minHeight: 56,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  fontWeight: 600,
  textDecoration: 'none',
  color: vars.color.textMuted,
  background: 'transparent',
  border: 'none',
  font: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.text, boxShadow: `inset 0 3px 0 ${vars.brand.primary}` },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
  },
});
/** A label longer than its sixth of the bar (a long language) takes a second line, never cut mid-word while a word fits. */
export const bottomLabel = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  maxWidth: '100%',
  overflow: 'hidden',
  overflowWrap: 'break-word',
  textAlign: 'center',
  fontSize: '0.6875rem',
  lineHeight: 1.2,
});
globalStyle(`${bottomLink} svg`, { flexShrink: 0 });


/** The frame's header bar (Frame.tsx): as tall as the header's 44 px buttons make it, so the bar
 * does not move when the app replaces the frame. */
export const frameHeader = style({ minBlockSize: `calc(44px + 2 * ${vars.space.sm})` });
/** The app's mark in the frame, where the page's heading will be. */
export const frameMark = style({ inlineSize: 64, blockSize: 64, marginInline: 'auto', marginBlockStart: vars.space.xl, opacity: 0.85 });
globalStyle(`${frameMark} > svg`, { display: 'block', inlineSize: '100%', blockSize: '100%' });
/** A page's heading in the frame, written by the server in place of the mark: set as the pages set
 * theirs (the line under the <h1> in the muted colour), so it does not change when the page comes. */
globalStyle('[data-frame-heading] p', { margin: 0, color: vars.color.textMuted });
