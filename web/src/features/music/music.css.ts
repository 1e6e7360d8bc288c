import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const subtitle = style({ margin: 0, color: vars.color.textMuted });
// The sections and the badge look as they do on the videos screen, whose sharing they follow.
export { badge, heading, section } from '../../ui/card-section.css.ts';
export const uploadForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });
export const sectionHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const fields = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', alignItems: 'end' });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const names = style({ margin: 0, paddingInlineStart: vars.space.xl, overflowWrap: 'anywhere' });
export const progressList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const progress = style({ display: 'grid', gap: vars.space.xs });
export const progressLabel = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });
export const progressTrack = style({ height: 10, borderRadius: vars.radius.full, background: vars.color.surfaceRaised, border: `1px solid ${vars.color.border}`, overflow: 'hidden' });
export const progressFill = style({ height: '100%', background: vars.brand.primary, transition: 'width 120ms linear' });
export const failed = style({ color: vars.color.danger, fontWeight: 600 });
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(260px, 100%), 1fr))',
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderBlockStart: `4px solid ${vars.brand.primary}`,
});
export const playing = style({ boxShadow: `0 0 0 2px ${vars.brand.primary}` });
export const title = style({ margin: 0, fontSize: vars.font.size.lg, overflowWrap: 'anywhere' });
export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBlockStart: 'auto' });
export const icon = style({ flexShrink: 0, verticalAlign: 'middle' });
