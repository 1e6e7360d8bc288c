import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const page = style({ display: 'grid', gap: vars.space.lg });
export const title = style({ fontSize: vars.font.size.xxl });
export const subtitle = style({ margin: 0, color: vars.color.textMuted });
export const add = style({ justifySelf: 'start' });

const panel = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});
export const notice = style([panel, { display: 'grid', gap: vars.space.md, justifyItems: 'start' }]);
export const form = style([panel, { display: 'grid', gap: vars.space.md, borderBlockStart: `4px solid ${vars.brand.primary}` }]);
export const formTitle = style({ fontSize: vars.font.size.lg });
export const formError = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });
export const formActions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const card = style([panel, { display: 'grid', gap: vars.space.sm }]);
export const cardHeader = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: vars.space.sm });
export const cardTitle = style({ fontSize: vars.font.size.lg, overflowWrap: 'anywhere' });
export const cardActions = style({ display: 'flex', gap: vars.space.xs, flexShrink: 0 });
export const date = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const content = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const empty = style([panel, { display: 'grid', justifyItems: 'center', gap: vars.space.sm, textAlign: 'center' }]);

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
  short: [skeletonBase, { inlineSize: '25%' }],
  medium: [skeletonBase, { inlineSize: '45%' }],
  long: [skeletonBase, { inlineSize: '85%' }],
});
