import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const hero = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  borderBlockStart: `6px solid ${vars.brand.primary}`,
});
export const clock = style({ fontSize: '2.75rem', fontWeight: 800, fontVariantNumeric: 'tabular-nums', letterSpacing: '0.02em' });
export const muted = style({ color: vars.color.textMuted });
export const banner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  borderInlineStart: `6px solid ${vars.brand.primary}`,
});
export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.md,
});
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  minHeight: 96,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  textDecoration: 'none',
  color: vars.color.text,
  fontWeight: 700,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { boxShadow: `inset 0 0 0 2px ${vars.brand.primary}` },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const tileIcon = style({ color: vars.brand.primary, flexShrink: 0 });
export const compactTile = style({ minHeight: 0, flexDirection: 'row', alignItems: 'center' });
export const stack = style({ display: 'grid', gap: vars.space.lg });
