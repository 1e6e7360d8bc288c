import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});
export const heading = style({ margin: 0, fontSize: vars.font.size.xl });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const itemText = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, overflowWrap: 'anywhere' });
export const itemTitle = style({ margin: 0, fontSize: vars.font.size.md });
export const empty = style({ color: vars.color.textMuted });
export const buttonIcon = style({ flexShrink: 0, verticalAlign: 'middle' });
