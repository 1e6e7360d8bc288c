import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const titleRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const subtitle = style({ margin: 0, color: vars.color.textMuted });
export const monthNav = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const monthName = style({ fontSize: vars.font.size.lg, minWidth: '12ch', textAlign: 'center', margin: 0 });

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 1.6fr) minmax(280px, 1fr)' } },
});
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});
export const cardTitle = style({ margin: 0, fontSize: vars.font.size.lg });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const between = style([row, { justifyContent: 'space-between' }]);

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.warning}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const clock = style({ fontSize: vars.font.size.xxl, fontVariantNumeric: 'tabular-nums', fontWeight: 700 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: vars.space.md,
  margin: 0,
});
export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const figureValue = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});
export const itemText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const badge = style({
  fontSize: vars.font.size.sm,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const twoFields = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.md });
