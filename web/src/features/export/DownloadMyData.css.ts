import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlockStart: vars.space.lg,
  marginBlockStart: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
export const heading = style({ margin: 0, fontSize: vars.font.size.lg });
export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
