// A section drawn as a card, with its heading, and a badge: the videos screen, its sharing lists
// and the music screen share them.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

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
// A badge that reads in both themes whatever brand colours the member chose.
export const badge = style({
  paddingBlock: '2px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.brand.primary}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: 700,
});
