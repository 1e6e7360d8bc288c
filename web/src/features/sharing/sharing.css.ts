import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export { heading, section } from '../../ui/card-section.css.ts';

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
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
