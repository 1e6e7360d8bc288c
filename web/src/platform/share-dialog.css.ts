// The share dialog's form (ShareWithMemberDialog.tsx): the choice, a muted note, the buttons.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
