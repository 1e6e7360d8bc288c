import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const notice = style({
  border: `1px solid ${vars.color.warning}`,
  borderInlineStartWidth: 4,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const title = style({ margin: 0, fontSize: '1.05rem' });
export const text = style({ margin: 0, color: vars.color.textMuted });
export const list = style({ margin: 0, paddingInlineStart: vars.space.xl, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
