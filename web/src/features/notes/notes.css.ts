import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const page = style({ display: 'grid', gap: vars.space.lg });
export const pageHeader = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', gap: vars.space.md, flexWrap: 'wrap' });
export const title = style({ fontSize: vars.font.size.xxl });
export const subtitle = style({ margin: 0, color: vars.color.textMuted });

/** The Ministry Notes shortcuts: one compact row under the heading, its name a small label. */
export const ministryCard = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const ministryTitle = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: 600, color: vars.color.textMuted });
export const ministryLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const toolbar = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });
export const search = style({ position: 'relative', flex: '1 1 240px', display: 'flex' });
export const searchInput = style({
  flex: 1,
  minHeight: 44,
  paddingBlock: vars.space.sm,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: 44,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&[data-focused]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});
export const searchClear = style({
  position: 'absolute',
  insetInlineEnd: 0,
  insetBlock: 0,
  width: 44,
  display: 'grid',
  placeItems: 'center',
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  font: 'inherit',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const more = style({ justifySelf: 'center' });

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});
export const cardHeader = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: vars.space.sm });
export const cardTitleBlock = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const cardTitle = style({ fontSize: vars.font.size.lg, overflowWrap: 'anywhere' });
export const cardMeta = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap', color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const cardActions = style({ display: 'flex', gap: vars.space.xs, flexShrink: 0 });
export const badge = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  fontWeight: 600,
  fontSize: vars.font.size.sm,
});
export const content = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const householder = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  borderInlineStart: `4px solid ${vars.brand.primary}`,
});
export const householderTitle = style({ margin: 0, fontSize: vars.font.size.md });
export const details = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  fontSize: vars.font.size.sm,
});
globalStyle(`${details} dt`, { fontWeight: 600 });
globalStyle(`${details} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const empty = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  textAlign: 'center',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});
export const emptyIcon = style({ display: 'grid', color: vars.brand.primary });

export const signIn = style([empty, { justifyItems: 'start', textAlign: 'start' }]);

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });
export const skeletonCard = style([card, { gap: vars.space.md }]);
const skeletonBase = style({
  height: 14,
  borderRadius: vars.radius.sm,
  background: vars.color.border,
  animation: `${pulse} 1.5s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const skeletonLine = styleVariants({
  short: [skeletonBase, { inlineSize: '40%' }],
  medium: [skeletonBase, { inlineSize: '70%' }],
  long: [skeletonBase, { inlineSize: '90%' }],
});
export const loadError = style({ padding: vars.space.lg, borderRadius: vars.radius.md, background: vars.color.surface, color: vars.color.danger, fontWeight: 600 });

export const pending = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `2px dashed ${vars.color.border}`,
  background: vars.color.surface,
});
export const pendingTitle = style({ fontSize: vars.font.size.md });
export const pendingList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const pendingItem = style({ display: 'grid', gap: 2 });
export const pendingBadge = style({ fontSize: vars.font.size.sm, fontWeight: 700, color: vars.color.textMuted });
