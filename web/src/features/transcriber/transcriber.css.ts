import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { card } from '../../ui/tool-page.css.ts';

export { card, heading, page, subtitle } from '../../ui/tool-page.css.ts';

export const recorder = style([card, { borderBlockStart: `4px solid ${vars.brand.primary}` }]);
export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const status = style({ margin: 0, display: 'flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.textMuted });
export const dot = style({
  inlineSize: 10,
  blockSize: 10,
  borderRadius: vars.radius.full,
  background: vars.color.border,
  selectors: { '&[data-recording="true"]': { background: vars.color.danger } },
});
export const note = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const item = style([card, { gap: vars.space.sm }]);
export const itemText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const meta = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const unsupported = style([card, { alignItems: 'center', textAlign: 'center', paddingBlock: vars.space.xl }]);
export const unsupportedIcon = style({ color: vars.color.danger });
