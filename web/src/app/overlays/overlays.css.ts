import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

const pill = style({
  position: 'fixed',
  insetInline: 0,
  marginInline: 'auto',
  width: 'fit-content',
  zIndex: 60,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.full,
  fontWeight: 700,
  fontSize: vars.font.size.sm,
  boxShadow: vars.shadow.overlay,
  maxWidth: 'calc(100vw - 24px)',
  textAlign: 'center',
});
// At the bottom of the screen, above the phone's bottom bar: never over the page's title or the
// header's controls. The connection banner ("You're offline", "Back online") sits above the pill.
const desktop = 'screen and (min-width: 900px)';
const aboveBar = 'calc(68px + env(safe-area-inset-bottom))';
const low = style({ insetBlockEnd: aboveBar, '@media': { [desktop]: { insetBlockEnd: vars.space.xl } } });
export const indicator = styleVariants({
  offline: [pill, low, { background: vars.color.danger, color: vars.color.onDanger }],
  poor: [pill, low, { background: vars.color.warning, color: vars.color.onWarning }],
  good: [pill, low, { background: vars.color.success, color: vars.color.onSuccess }],
});
export const banner = style([
  pill,
  {
    insetBlockEnd: `calc(${aboveBar} + 48px)`,
    '@media': { [desktop]: { insetBlockEnd: `calc(${vars.space.xl} + 48px)` } },
    display: 'grid',
    gap: 2,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
  },
]);
export const install = style({
  position: 'fixed',
  insetInline: vars.space.lg,
  insetBlockEnd: 88,
  zIndex: 60,
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  border: `1px solid ${vars.color.border}`,
  '@media': { 'screen and (min-width: 768px)': { insetInlineStart: 'auto', width: 380, insetBlockEnd: vars.space.lg } },
});
export const installActions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end' });
