import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { card } from '../../ui/tool-page.css.ts';

// The page, its cards and headings look like the transcriber's, its sibling among the field tools.
export { card, heading, page, subtitle } from '../../ui/tool-page.css.ts';

export const prompt = style([card, { alignItems: 'flex-start' }]);
export const counters = style([card, { gap: vars.space.sm, borderBlockStart: `4px solid ${vars.brand.primary}` }]);
export const counterRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, margin: 0 });
export const counter = style({ display: 'flex', flexDirection: 'column' });
export const counterLabel = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const counterValue = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: 700 });
export const bar = style({ blockSize: 8, borderRadius: vars.radius.full, background: vars.color.surfaceRaised, overflow: 'hidden' });
export const barFill = style({ blockSize: '100%', background: vars.brand.primary });
export const log = style([card, { minBlockSize: 240, maxBlockSize: '55vh', overflowY: 'auto' }]);
export const messages = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const message = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxInlineSize: '85%',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  selectors: { '&[data-role="user"]': { alignSelf: 'flex-end', border: `1px solid ${vars.brand.primary}` } },
});
export const messageText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const messageMeta = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const errorText = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });
export const composer = style([card, { gap: vars.space.sm }]);
export const composerRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });
export const grow = style({ flex: '1 1 240px' });
export const quick = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', margin: 0, padding: 0, border: 'none' });
export const quickLegend = style({ float: 'left', marginInlineEnd: vars.space.sm, padding: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
