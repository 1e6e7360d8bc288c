// The check-in card at the top of every screen and the start form. The emergency banner and the
// "Are you safe?" prompt use the theme's danger colour with its own text colour (onDanger, at
// least 4.5:1 in light and dark); the countdown is a quiet card with the warning colour's edge.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  minWidth: 0,
});

/** As wide as the page below it (app/shell.css.ts, `main`). */
export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: 1100,
  marginInline: 'auto',
  paddingBlockStart: vars.space.sm,
  paddingInline: vars.space.md,
  boxSizing: 'border-box',
  '@media': { 'screen and (min-width: 900px)': { paddingInline: vars.space.lg } },
});
export const countdown = style([
  box,
  {
    background: vars.color.surface,
    color: vars.color.text,
    borderInlineStart: `6px solid ${vars.color.warning}`,
    flexDirection: 'row',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
  },
]);
export const countdownText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const pending = style([box, { background: vars.color.surface, color: vars.color.text, border: `2px dashed ${vars.color.warning}` }]);
export const ask = style([box, { background: vars.color.danger, color: vars.color.onDanger }]);
export const banner = style([box, { background: vars.color.danger, color: vars.color.onDanger }]);
export const title = style({ margin: 0, fontSize: vars.font.size.lg, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const label = style({ margin: 0, fontSize: vars.font.size.md, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const text = style({ margin: 0 });
/** The card's word on a check-in still waiting on the device to be sent. */
export const waiting = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const muted = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const clock = style({ fontVariantNumeric: 'tabular-nums' });
export const icon = style({ width: '1.1em', height: '1.1em', flexShrink: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const choices = style({ margin: 0, padding: 0, border: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, flexBasis: '100%' });
export const strong = style({ fontSize: vars.font.size.lg });
/** A light button on the danger colour: the surface colour, with the text colour. */
export const onBanner = style({ borderColor: vars.color.onDanger, fontWeight: 700 });
/** A button on the danger colour that reads as the second choice: its outline only. */
export const outlined = style({ border: `2px solid ${vars.color.onDanger}`, color: vars.color.onDanger, fontWeight: 700 });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
export const link = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, color: 'inherit', fontWeight: 600, minHeight: 44 });
export const drill = style({
  fontSize: vars.font.size.sm,
  fontWeight: 700,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.text,
  color: vars.color.surface,
});
export const endForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.sm, borderRadius: vars.radius.sm, background: vars.color.surface, color: vars.color.text });

// ---- the start form
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.card,
  borderBlockStart: `4px solid ${vars.color.warning}`,
  scrollMarginTop: 80,
});
export const cardTitle = style({ margin: 0, fontSize: vars.font.size.lg });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end' });
export const narrow = style({ width: 110 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const listItem = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'baseline' });
export const status = style({ fontSize: vars.font.size.sm, fontWeight: 700, padding: `0 ${vars.space.sm}`, borderRadius: vars.radius.full, border: `1px solid ${vars.color.border}` });
export const subTitle = style({ margin: 0, fontSize: vars.font.size.md });
export const stackForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const customTime = style({ margin: 0, padding: 0, border: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const error = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.danger, fontWeight: 600 });
export const groupList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, paddingBlockStart: vars.space.sm, borderBlockStart: `1px solid ${vars.color.border}` });
export const logEntry = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, paddingBlock: vars.space.sm, borderBlockEnd: `1px solid ${vars.color.border}` });
export const steps = style({ margin: 0, paddingInlineStart: vars.space.lg, fontSize: vars.font.size.sm });
