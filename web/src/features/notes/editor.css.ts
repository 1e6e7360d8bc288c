import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** The note form fills the screen, so a long note has the room of the whole phone. */
export const overlay = style({ position: 'fixed', inset: 0, zIndex: 50, background: vars.color.background });
export const modal = style({ position: 'absolute', inset: 0, overflow: 'auto', outline: 'none', background: vars.color.background, color: vars.color.text });
export const dialog = style({ outline: 'none', maxInlineSize: 900, marginInline: 'auto', paddingInline: vars.space.lg, paddingBlockEnd: vars.space.xl });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
  padding: `${vars.space.md} 0`,
  background: vars.color.background,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const heading = style({ fontSize: vars.font.size.xl });

export const householder = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const legend = style({ fontWeight: 700, padding: `0 ${vars.space.xs}` });

export const voiceBox = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const voiceTitle = style({ fontWeight: 700 });
export const voiceHeader = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.md, flexWrap: 'wrap' });
export const voiceState = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const voiceButtons = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const draftStatus = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  minHeight: '1.25em',
  selectors: {
    '&[data-status="saved"]': { color: vars.color.success },
    '&[data-status="error"]': { color: vars.color.danger },
  },
});
export const actions = style({ display: 'flex', gap: vars.space.sm, marginInlineStart: 'auto' });
