import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const title = style({ margin: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  borderBlockStart: `4px solid ${vars.brand.primary}`,
});
export const cardTitle = style({ margin: 0, fontSize: vars.font.size.lg });
export const now = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg, flexWrap: 'wrap' });
export const temperature = style({ fontSize: vars.font.size.xxl, fontWeight: 700, lineHeight: 1 });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: vars.space.md,
  margin: 0,
});
export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const factValue = style({ margin: 0, fontWeight: 600 });
export const days = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.md,
});
export const day = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});
export const dayName = style({ margin: 0, fontSize: vars.font.size.md });
export const icon = style({ flexShrink: 0, color: vars.brand.primary });
export const advice = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const alert = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.surface,
});
export const alertTitle = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.text });
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.surface,
  color: vars.color.text,
});
