import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: 960, marginInline: 'auto', width: '100%' });
export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});
export const panelHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const panelTitle = style({ margin: 0, fontSize: vars.font.size.xl });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const cardHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const author = style({ fontWeight: 700 });
export const cardTitle = style({ margin: 0, fontSize: vars.font.size.lg });
export const content = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const image = style({ maxWidth: '100%', maxHeight: 360, objectFit: 'contain', borderRadius: vars.radius.md, alignSelf: 'flex-start' });
export const cardFooter = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, justifyContent: 'space-between' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

const badgeBase = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.sm,
  fontWeight: 700,
});
export const badge = styleVariants({
  private: [badgeBase, { background: vars.color.surfaceRaised, color: vars.color.text, border: `1px solid ${vars.color.border}` }],
  shared: [badgeBase, { background: vars.color.success, color: vars.color.surface }],
});

export const icon = style({ width: '1.1em', height: '1.1em', flexShrink: 0, verticalAlign: '-0.15em' });
export const iconFilled = style([icon, { fill: 'currentColor' }]);
export const fieldError = style({ fontSize: vars.font.size.sm, fontWeight: 600, color: vars.color.danger });
export const likeRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const likeCount = style({ fontWeight: 700 });

export const empty = style({ textAlign: 'center', padding: vars.space.xl, color: vars.color.textMuted });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const loading = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.md, padding: vars.space.xl });
export const spinner = style({
  width: 28,
  height: 28,
  borderRadius: '50%',
  border: `3px solid ${vars.color.border}`,
  borderBlockStartColor: vars.brand.primary,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });
export const fileRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const quote = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  borderInlineStart: `4px solid ${vars.brand.primary}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
export const prompt = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md, padding: vars.space.lg, background: vars.color.surface, borderRadius: vars.radius.lg });
