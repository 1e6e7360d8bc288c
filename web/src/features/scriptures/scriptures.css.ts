import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });
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
/** The add and edit form, in its dialog. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end', alignItems: 'center' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const itemHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });
export const reference = style({ fontSize: vars.font.size.lg, margin: 0 });
export const verse = style({ margin: 0, whiteSpace: 'pre-wrap', fontStyle: 'italic' });
export const notes = style({ margin: 0, whiteSpace: 'pre-wrap', color: vars.color.textMuted, fontSize: vars.font.size.sm });
// A badge that reads in both themes whatever brand colours the member chose.
export const favorite = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: '2px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.brand.primary}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: 700,
});
export const favoriteIcon = style({ color: vars.brand.primary, fill: 'currentColor', flexShrink: 0 });
export const favoriteCard = style({ borderInlineStart: `6px solid ${vars.brand.primary}` });
export const empty = style([card, { alignItems: 'center', textAlign: 'center', color: vars.color.textMuted }]);
export const prompt = style([card, { alignItems: 'flex-start' }]);

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });
export const skeleton = style({
  height: 96,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  animation: `${pulse} 1.5s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const resources = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(min(240px, 100%), 1fr))' });
export const resource = style([card, { justifyContent: 'space-between' }]);
export const resourceTitle = style({ margin: 0, fontSize: vars.font.size.lg });
// The back arrow points the way the page reads.
export const backIcon = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });
/** Add a verse: above the member's verses, on the first screen of a phone. */
export const addButton = style({ alignSelf: 'flex-start' });
