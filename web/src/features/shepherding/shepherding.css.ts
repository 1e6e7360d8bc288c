import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: 1100, marginInline: 'auto', width: '100%' });
export const back = style({ alignSelf: 'flex-start' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});
const wide = 'screen and (min-width: 900px)';
// On a wide screen the form takes the left column and the member's requests the right one, both
// on the first row, whatever their order in the page.
export const formColumn = style([card, { '@media': { [wide]: { gridColumn: 1, gridRow: 1 } } }]);
export const yoursColumn = style([card, { '@media': { [wide]: { gridColumn: 2, gridRow: 1 } } }]);
export const toForm = style({ alignSelf: 'flex-start', '@media': { [wide]: { display: 'none' } } });
export const heading = style({ margin: 0, fontSize: vars.font.size.xl });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });
export const icon = style({ width: '1.1em', height: '1.1em', flexShrink: 0, verticalAlign: '-0.15em' });
// The arrow points the way back: mirrored in a right-to-left layout.
export const backIcon = style([icon, { selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } }]);
export const contacts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, fontSize: vars.font.size.sm });
export const contactLink = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, fontSize: vars.font.size.sm });
const stepBase = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const step = styleVariants({
  done: [stepBase, { color: vars.color.text }],
  current: [stepBase, { color: vars.color.text, fontWeight: 700 }],
  upcoming: [stepBase, { color: vars.color.textMuted }],
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const itemHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const itemTitle = style({ margin: 0, fontSize: vars.font.size.md });
export const status = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.sm,
  fontWeight: 700,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const empty = style({ color: vars.color.textMuted, textAlign: 'center', padding: vars.space.lg });
export const dateField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: { '&[data-focus-within]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const segment = style({
  paddingInline: 2,
  borderRadius: 4,
  outline: 'none',
  selectors: { '&[data-focused]': { background: vars.brand.primary, color: vars.brand.onPrimary } },
});
export const label = style({ fontWeight: 600, fontSize: vars.font.size.sm });
export const fieldError = style({ fontSize: vars.font.size.sm, color: vars.color.danger, fontWeight: 600 });
