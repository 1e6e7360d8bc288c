import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

const desktop = 'screen and (min-width: 900px)';
const narrow = 'screen and (max-width: 479px)';

export const page = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  backgroundAttachment: 'fixed',
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.brand.primary,
  color: vars.brand.onPrimary,
  boxShadow: vars.shadow.card,
});

export const appName = style({ fontWeight: 800, fontSize: vars.font.size.lg, whiteSpace: 'nowrap', textDecoration: 'none' });
export const appNameFull = style({ '@media': { [narrow]: { display: 'none' } } });
export const appNameShort = style({ display: 'none', '@media': { [narrow]: { display: 'inline' } } });

export const desktopNav = style({
  display: 'none',
  flex: 1,
  gap: 2,
  flexWrap: 'wrap',
  '@media': { [desktop]: { display: 'flex' } },
});

export const navLink = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  minHeight: 40,
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: vars.radius.full,
  textDecoration: 'none',
  fontWeight: 600,
  color: 'inherit',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: 'rgb(255 255 255 / 0.18)' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    // The active link: the user's secondary colour as a pill behind the primary-coloured text.
    '&[aria-current="page"]': { background: vars.color.surface, color: vars.color.text, boxShadow: `inset 0 -3px 0 ${vars.brand.primary}` },
  },
});

export const mobileMenu = style({ flex: 1, display: 'flex', '@media': { [desktop]: { display: 'none' } } });
export const menuTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid currentColor`,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 600,
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const menu = style({ outline: 'none', padding: vars.space.xs, minWidth: 220 });
export const menuItem = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceRaised },
    '&[aria-current="page"]': { fontWeight: 800, boxShadow: `inset 3px 0 0 ${vars.brand.primary}` },
  },
});
export const menuSeparator = style({ height: 1, background: vars.color.border, margin: `${vars.space.xs} 0` });

export const headerActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, marginLeft: 'auto' });
export const iconButton = style({
  minWidth: 44,
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: 'rgb(255 255 255 / 0.18)' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const desktopOnly = style({ display: 'none', '@media': { [desktop]: { display: 'inline-flex' } } });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: 1100,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.lg} 96px`,
  '@media': { [desktop]: { paddingBottom: vars.space.xl } },
});

export const footer = style({
  padding: `${vars.space.lg} ${vars.space.lg} 96px`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
  '@media': { [desktop]: { paddingBottom: vars.space.lg } },
});

export const bottomBar = style({
  position: 'fixed',
  bottom: 0,
  left: 0,
  right: 0,
  zIndex: 20,
  display: 'flex',
  justifyContent: 'space-around',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  paddingBottom: 'env(safe-area-inset-bottom)',
  '@media': { [desktop]: { display: 'none' } },
});
export const bottomLink = style({
  // Eight items share a 360 px phone when signed in: each may shrink, and its label is cut.
  flex: '1 1 0',
  minWidth: 0,
  padding: '0 2px',
  minHeight: 56,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: '0.75rem',
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
globalStyle(`${bottomLink} > span:first-child`, { fontSize: '1.25rem', lineHeight: 1 });
globalStyle(`${bottomLink} > span:last-child`, {
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: '0.6875rem',
});
