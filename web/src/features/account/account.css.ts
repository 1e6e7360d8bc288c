import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { COLOUR_THEMES } from './colour-themes.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end', marginBlockStart: vars.space.sm });
export const choice = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  borderInlineStart: `4px solid ${vars.brand.primary}`,
  fontSize: vars.font.size.sm,
});
export const swatchRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });
export const swatch = style({ width: 44, height: 44, borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}`, flexShrink: 0 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const steps = style({ display: 'flex', gap: vars.space.xs });
export const stepDot = style({ flex: 1, height: 6, borderRadius: vars.radius.full, background: vars.color.border });
export const stepDotDone = style({ background: vars.brand.primary });
export const languageHint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
/** The setup guide's colour-theme samples (the themes' own primary colours). */
export const themeSwatch = style({ width: 22, height: 22, borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}`, flexShrink: 0 });
export const themeSwatchColour = styleVariants(COLOUR_THEMES, (theme) => ({ background: theme.primaryColor }));
