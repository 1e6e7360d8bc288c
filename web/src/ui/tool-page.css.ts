// A field tool's page (the voice transcriber, the assistant): a column of cards under a heading
// and a muted subtitle.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const subtitle = style({ margin: 0, color: vars.color.textMuted });
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});
export const heading = style({ margin: 0, fontSize: vars.font.size.lg });
