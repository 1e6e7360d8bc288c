import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export { badge } from '../../ui/card-section.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });
export const subtitle = style({ margin: 0, color: vars.color.textMuted });
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  borderBlockStart: `4px solid ${vars.brand.primary}`,
});
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(260px, 100%), 1fr))',
});
export const title = style({ margin: 0, fontSize: vars.font.size.lg });
export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', fontSize: vars.font.size.sm });
export const description = style({ margin: 0, whiteSpace: 'pre-wrap', color: vars.color.textMuted, flex: 1 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBlockStart: 'auto', alignItems: 'center' });
/** Delete: at the end of the actions. */
export const deleteButton = style({ marginInlineStart: 'auto' });
/** The picture tile: 16:9, the brand's colour fading into the surface, a play mark and the site's name. */
export const thumbnail = style({
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.sm,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  background: `linear-gradient(135deg, ${vars.brand.primary}, color-mix(in srgb, ${vars.brand.primary} 35%, ${vars.color.surface}))`,
  color: vars.brand.onPrimary,
});
export const thumbnailPlay = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 48,
  blockSize: 48,
  borderRadius: vars.radius.full,
  background: 'rgb(0 0 0 / 0.35)',
  color: '#fff',
});
export const thumbnailSite = style({
  paddingInline: vars.space.sm,
  paddingBlock: '2px',
  borderRadius: vars.radius.full,
  background: 'rgb(0 0 0 / 0.45)',
  color: '#fff',
  fontSize: vars.font.size.sm,
  fontWeight: 600,
  maxInlineSize: '90%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });
export const empty = style([card, { alignItems: 'center', textAlign: 'center', borderBlockStart: 'none' }]);
export const prompt = style([card, { alignItems: 'flex-start' }]);

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });
export const skeleton = style({
  height: 180,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  animation: `${pulse} 1.5s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const buttonIcon = style({ flexShrink: 0, verticalAlign: 'middle' });
// The play triangle points the way the page reads.
/** Play points the way a recording runs, in every language: never mirrored. */
export const playIcon = buttonIcon;
