import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import type { AlertStatus } from '../../generated/enums.ts';
import { vars } from '../../theme/theme.css.ts';

const desktop = 'screen and (min-width: 900px)';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const subtitle = style({ margin: 0, color: vars.color.textMuted });
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)' } },
});
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.card,
});
export const alertCard = style([card, { borderBlockStart: `4px solid ${vars.color.danger}` }]);
export const cardTitle = style({ margin: 0, fontSize: vars.font.size.lg });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

// The alert colours are the theme's danger, warning and success, with the surface colour as text
// on them: at least 4.5:1 in light and dark (docs/product/service-group.md).
export const STATUS_COLOURS = { RED: vars.color.danger, ORANGE: vars.color.warning, GREEN: vars.color.success } as const satisfies Record<AlertStatus, string>;

export const icon = style({ width: '1.1em', height: '1.1em', flexShrink: 0, verticalAlign: '-0.15em' });

const fieldsetReset = { margin: 0, border: 0, minWidth: 0 } as const;
export const typeList = style({ ...fieldsetReset, padding: 0, display: 'grid', gap: vars.space.md });
const typeBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: 6,
});
export const typeOption = styleVariants(STATUS_COLOURS, (colour) => [typeBase, { borderInlineStartColor: colour }]);
const statusButtonBase = style({
  width: '100%',
  justifyContent: 'flex-start',
  // A label that wraps ("Okay but Some Damage" on a phone) stays at the start, like its siblings.
  textAlign: 'start',
  gap: vars.space.sm,
  fontSize: vars.font.size.lg,
  color: vars.color.surface,
});
export const statusButton = styleVariants(STATUS_COLOURS, (colour) => [statusButtonBase, { background: colour }]);

export const location = style({
  ...fieldsetReset,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
});
export const locationError = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const update = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const updateHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const sender = style({ margin: 0, fontSize: 'inherit', fontWeight: 700 });
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.sm,
  fontWeight: 700,
  whiteSpace: 'nowrap',
});
export const statusBadge = styleVariants(STATUS_COLOURS, (colour) => [badgeBase, { background: colour, color: vars.color.surface }]);
// A drill is marked in the inverse of the page's colours, apart from every status colour.
export const drillBadge = style([badgeBase, { background: vars.color.text, color: vars.color.surface }]);
export const neutralBadge = style([badgeBase, { background: vars.color.surfaceRaised, color: vars.color.text }]);

export const responses = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
});

export const rollCall = style([card, { borderBlockStart: `4px solid ${vars.brand.primary}` }]);
export const rollCallActive = style([card, { borderBlockStart: `4px solid ${vars.color.focus}` }]);
export const rollCallBanner = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  fontWeight: 600,
});
export const subheading = style({ margin: 0, marginBlockEnd: vars.space.xs, fontSize: vars.font.size.md });
export const twoLists = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' });
export const plainList = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const member = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const contactLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, fontSize: vars.font.size.sm });
export const contactLink = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const mapLink = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const replyForm = style({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: vars.space.sm });

export const note = style([card, { background: vars.color.surfaceRaised, boxShadow: 'none' }]);
export const prompt = style([card, { alignItems: 'flex-start' }]);
export const empty = style({ margin: 0, padding: vars.space.lg, textAlign: 'center', color: vars.color.textMuted });

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });
export const skeleton = style({
  height: 120,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  animation: `${pulse} 1.5s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** The invitation code field and its button, side by side where there is room. */
export const codeForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
/** A waiting member or an invitation code, with its buttons. */
export const admissionRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
});
export const admissionList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const newCode = style({ fontFamily: 'monospace', fontSize: vars.font.size.lg, margin: 0 });

/** "Send your status": over a call for help at the top of the board, the way to the send form. */
export const jumpToSend = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: 44,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
});
