import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const page = style({ display: 'grid', gap: vars.space.lg });
export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const subtitle = style({ margin: 0, color: vars.color.textMuted });
export const count = style({ margin: 0, fontWeight: 700 });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(280px, 100%), 1fr))',
  gap: vars.space.md,
});
export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  borderTop: `4px solid ${vars.brand.primary}`,
});
export const cardHeader = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm });
export const name = style({ fontSize: vars.font.size.lg, margin: 0, overflowWrap: 'anywhere' });
export const badge = style({
  flexShrink: 0,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  fontWeight: 600,
});
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  color: vars.color.text,
  fontWeight: 600,
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecorationThickness: 2 },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
// The hospital line: its icon spaced from the name as the phone's and the email's are.
export const detail = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });
globalStyle(`${detail} > svg`, { flexShrink: 0 });
export const notes = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', flexWrap: 'wrap' });

export const empty = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'center',
  textAlign: 'center',
  padding: vars.space.xl,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});
export const form = style({ display: 'grid', gap: vars.space.md });
export const required = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });
export const skeletonCard = style({
  height: 176,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  animation: `${pulse} 1.5s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const section = style({ display: 'grid', gap: vars.space.md });
export const sectionHeader = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });
