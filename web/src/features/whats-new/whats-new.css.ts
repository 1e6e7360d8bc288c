// The what's-new dialog and the first-login card: theme tokens and logical properties only.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const version = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: 600,
  color: vars.color.textMuted,
});
export const releaseTitle = style({ margin: 0, fontSize: vars.font.size.lg });
export const features = style({ margin: 0, paddingInlineStart: vars.space.xl, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const prompt = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginInline: vars.space.lg,
  marginBlockStart: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.brand.primary}`,
  background: vars.color.surface,
  color: vars.color.text,
});
export const promptText = style({ flex: '1 1 260px', display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const promptTitle = style({ margin: 0, fontSize: vars.font.size.lg });
export const promptActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
