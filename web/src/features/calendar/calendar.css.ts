import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import type { CalendarEventPriority, CalendarEventType } from '../../generated/enums.ts';
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
export const monthNav = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
// Previous, the month and next stay on one row: on a phone the month's name takes the room left
// between the arrows (on two lines if need be) instead of pushing next onto a row of its own.
export const monthStep = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flex: '1 1 14rem' });
export const gridTitle = style({ fontSize: vars.font.size.lg, minWidth: '10ch', textAlign: 'center' });
globalStyle(`${monthStep} > ${gridTitle}`, { flex: 1, minWidth: 0 });
globalStyle(`${monthStep} > button`, { flexShrink: 0 });

export const toggleGroup = style({
  display: 'inline-flex',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});
export const toggle = style({
  minHeight: 44,
  paddingInline: vars.space.md,
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
export const weekday = style({ fontSize: vars.font.size.sm, fontWeight: 600, color: vars.color.textMuted, paddingBlock: vars.space.xs });
export const weekdayName = style({ textDecoration: 'none' });
export const cell = style({ padding: 0, verticalAlign: 'top' });

/** Below this width the chips are dots and the days' events are listed under the grid. */
const PHONE = 'screen and (max-width: 719px)';
const WIDE = 'screen and (min-width: 720px)';

/**
 * A language whose short day names are whole words (Arabic's "الخميس") shows its narrow ones on
 * a phone, where seven whole words do not fit a row; the others keep "Thu" everywhere.
 */
export const weekdayShort = style({});
export const weekdayNarrow = style({ display: 'none' });
// Still the column's name for a screen reader, which reads the short name, not the letter.
globalStyle(`${grid}[data-long-weekdays] ${weekdayShort}`, {
  '@media': {
    [PHONE]: { position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  },
});
globalStyle(`${grid}[data-long-weekdays] ${weekdayNarrow}`, { '@media': { [PHONE]: { display: 'inline' } } });

/** A day: its box is the cell; the day's button covers it all (its ::after), so a press anywhere opens the day. */
export const dayCell = style({
  position: 'relative',
  height: 64,
  padding: 4,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'start',
  '@media': { 'screen and (min-width: 768px)': { height: 96 } },
});
export const dayOutside = style({ background: vars.color.surfaceRaised, color: vars.color.textMuted });
export const dayToday = style({});
// In a narrow cell the return-visit mark goes under the day's number instead of past the cell's edge.
export const dayHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 2, columnGap: vars.space.xs, minWidth: 0 });
export const day = style({
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 700,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  outline: 'none',
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
  },
  selectors: {
    [`${dayToday} &::after`]: { borderColor: vars.brand.primary, borderWidth: 2 },
    '&[data-hovered]::after': { borderColor: vars.brand.primary },
    '&[data-focus-visible]::after': focusRing,
  },
});
/** A day with return visits planned: an outlined count, pushed to the head's far end. */
export const visitMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  marginInlineStart: 'auto',
  paddingInline: 4,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.brand.primary}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '0.75rem',
  fontWeight: 600,
  lineHeight: 1.3,
  pointerEvents: 'none',
});
export const monthMark = style({ fontSize: '0.75rem', fontWeight: 600, color: vars.color.textMuted, whiteSpace: 'nowrap', overflow: 'hidden' });

export const chips = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  minWidth: 0,
  marginBlockStart: 2,
  pointerEvents: 'none',
  '@media': { [PHONE]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', gap: 3 } },
});
/** Each type has an edge colour from the theme, only as an extra: the title says what the event is. */
const typeColour = {
  FIELD_SERVICE: vars.brand.primary,
  MEETING: vars.color.focus,
  ASSEMBLY: vars.color.warning,
  SPECIAL_DAY: vars.color.danger,
  ACTIVITY: vars.color.success,
  STUDY: vars.color.success,
  MEMORIAL: vars.color.textMuted,
  CONVENTION: vars.color.warning,
} as const satisfies Record<CalendarEventType, string>;
const chipBase = style({
  display: 'block',
  fontSize: '0.75rem',
  lineHeight: 1.3,
  paddingBlock: 1,
  paddingInline: 4,
  borderRadius: 4,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderInlineStart: '3px solid',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  '@media': { [PHONE]: { inlineSize: 8, blockSize: 8, padding: 0, border: 'none', borderRadius: vars.radius.full } },
});
export const chip = styleVariants(typeColour, (colour) => [
  chipBase,
  { borderInlineStartColor: colour, '@media': { [PHONE]: { background: colour } } },
]);
export const chipText = style({ '@media': { [PHONE]: { display: 'none' } } });
export const more = style({ fontSize: '0.75rem', fontWeight: 600, color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const moreLong = style({ '@media': { [PHONE]: { display: 'none' } } });
export const moreShort = style({ '@media': { [WIDE]: { display: 'none' } } });

/** The days' events under the grid, on a phone only: there the cells show dots. */
export const agenda = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, '@media': { [WIDE]: { display: 'none' } } });
export const agendaTitle = style({ fontSize: vars.font.size.md });
export const agendaList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const agendaDay = style({ display: 'flex', flexDirection: 'column', gap: 2 });
export const agendaDate = style({ fontWeight: 700, fontSize: vars.font.size.sm });
export const agendaEvents = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 2 });
const agendaEventBase = style({ paddingInlineStart: vars.space.sm, borderInlineStart: '3px solid', overflowWrap: 'anywhere' });
export const agendaEvent = styleVariants(typeColour, (colour) => [agendaEventBase, { borderInlineStartColor: colour }]);

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
  paddingBlock: 1,
  paddingInline: 8,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
});
export const priority = styleVariants({
  LOW: [badge],
  MEDIUM: [badge],
  HIGH: [badge, { borderColor: vars.color.warning, color: vars.color.warning }],
  CRITICAL: [badge, { borderColor: vars.color.danger, color: vars.color.danger }],
} satisfies Record<CalendarEventPriority, unknown>);

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  borderInlineStart: `4px solid ${vars.brand.primary}`,
  fontSize: vars.font.size.sm,
});
export const noticeText = style({ margin: 0 });
export const noticeActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBlockStart: vars.space.sm });
export const empty = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const formRow = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });
const skeletonBase = style({
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.sm,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const skeleton = styleVariants({
  title: [skeletonBase, { blockSize: 44, inlineSize: '50%' }],
  day: [skeletonBase, { blockSize: 72 }],
  event: [skeletonBase, { blockSize: 64 }],
});
export const skeletonGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 3 });
export const agendaVisits = style({ paddingInlineStart: vars.space.sm, borderInlineStart: `3px solid ${vars.brand.primary}` });
export const agendaLink = style({ color: vars.color.text, fontWeight: 600 });
