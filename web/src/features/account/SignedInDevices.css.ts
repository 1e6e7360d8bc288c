import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlockStart: vars.space.lg,
  marginBlockStart: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
export const heading = style({ margin: 0, fontSize: vars.font.size.lg });
export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});
export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const device = style({ margin: 0, fontWeight: 600, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const badge = style({
  fontSize: vars.font.size.sm,
  fontWeight: 600,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});
export const times = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });
