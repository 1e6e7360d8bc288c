// The styles of what every page shares below the shell: a page's loading and error messages.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const centred = style({ padding: vars.space.xl });
export const pageMessage = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start', paddingBlockStart: vars.space.xl });
