import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 };

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const titleRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const subtitle = style({ margin: 0, color: vars.color.textMuted });

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 2.2fr) minmax(260px, 1fr)' } },
});

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

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const monthNav = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const gridTitle = style({ fontSize: vars.font.size.lg, minWidth: '10ch', textAlign: 'center' });

export const toggleGroup = style({
  display: 'inline-flex',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});
export const toggle = style({
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': { background: vars.brand.primary, color: vars.brand.onPrimary },
    '&[data-hovered]:not([data-selected])': { background: vars.color.surfaceRaised },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: -3 },
  },
});

export const grid = style({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'separate',
  borderSpacing: 3,
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});
export const weekday = style({ fontSize: vars.font.size.sm, fontWeight: 600, color: vars.color.textMuted, padding: `${vars.space.xs} 0` });
export const cell = style({ padding: 0, verticalAlign: 'top' });

export const day = style({
  width: '100%',
  minHeight: 64,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: 2,
  padding: 4,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
  overflow: 'hidden',
  selectors: {
    '&[data-hovered]': { borderColor: vars.brand.primary },
    '&[data-pressed]': { background: vars.color.surfaceRaised },
    '&[data-focus-visible]': focusRing,
  },
  '@media': { 'screen and (min-width: 768px)': { minHeight: 96 } },
});
export const dayOutside = style({ background: vars.color.surfaceRaised, color: vars.color.textMuted });
export const dayToday = style({ borderColor: vars.brand.primary, borderWidth: 2 });
export const dayNumber = style({ fontWeight: 700, fontSize: vars.font.size.sm });
export const emptyCell = style({ minHeight: 64 });

export const chips = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
const chipBase = style({
  display: 'block',
  fontSize: '0.75rem',
  lineHeight: 1.3,
  padding: '1px 4px',
  borderRadius: 4,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderLeft: '3px solid',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
/** The type is told by the chip's edge colour only as an extra; the title says what the event is. */
export const chip = styleVariants({
  'field-service': [chipBase, { borderLeftColor: '#ea580c' }],
  meeting: [chipBase, { borderLeftColor: '#2563eb' }],
  assembly: [chipBase, { borderLeftColor: '#7c3aed' }],
  'special-day': [chipBase, { borderLeftColor: '#db2777' }],
  activity: [chipBase, { borderLeftColor: '#0d9488' }],
  study: [chipBase, { borderLeftColor: '#15803d' }],
  memorial: [chipBase, { borderLeftColor: '#78716c' }],
  convention: [chipBase, { borderLeftColor: '#ca8a04' }],
});
export const more = style({ fontSize: '0.75rem', fontWeight: 600, color: vars.color.textMuted });

export const sidebar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const sectionTitle = style({ fontSize: vars.font.size.lg });
export const eventList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const eventItem = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const eventBody = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const eventTitle = style({ fontSize: vars.font.size.md, overflowWrap: 'anywhere' });
export const meta = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted, margin: 0 });
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const badge = style({
  fontSize: '0.75rem',
  fontWeight: 600,
  padding: '1px 8px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
});
export const priority = styleVariants({
  low: [badge],
  medium: [badge],
  high: [badge, { borderColor: vars.color.warning, color: vars.color.warning }],
  critical: [badge, { borderColor: vars.color.danger, color: vars.color.danger }],
});

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  borderLeft: `4px solid ${vars.brand.primary}`,
  fontSize: vars.font.size.sm,
});
export const empty = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const formRow = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });
export const skeleton = style({
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.sm,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const skeletonGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 3 });
