import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
export const caption = style({ textAlign: 'start', fontWeight: 700, paddingBlockEnd: vars.space.xs });
export const cell = style({ paddingBlock: vars.space.xs, paddingInline: vars.space.xs, borderBlockEnd: `1px solid ${vars.color.border}`, textAlign: 'start' });
export const number = style([cell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }]);
export const summary = style({ margin: 0, fontWeight: 600 });
export const list = style({ margin: 0, paddingInlineStart: vars.space.xl, fontSize: vars.font.size.sm });
export const subheading = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: 700 });
