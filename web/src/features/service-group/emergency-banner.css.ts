// The app-wide emergency banner: a strip under the header in the alert's colour (red for In
// Trouble, amber for Some Damage and roll-calls), with white text that keeps WCAG AA contrast on
// both, and a link as large as a finger.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const region = style({ display: 'contents' });

const strip = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  fontSize: vars.font.size.md,
});

export const tone = styleVariants({
  red: [strip, { background: vars.color.danger, color: vars.color.onDanger }],
  amber: [strip, { background: vars.color.warning, color: vars.color.onWarning }],
});

export const calls = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const call = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, overflowWrap: 'anywhere' });
export const icon = style({ flexShrink: 0, marginBlockStart: 2 });
export const drill = style({ textTransform: 'uppercase', letterSpacing: '0.04em' });
export const since = style({ opacity: 0.92 });
export const more = style({ paddingInlineStart: 28 });

export const open = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: 44,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  border: '2px solid currentColor',
  color: 'inherit',
  fontWeight: 700,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  ':hover': { background: 'rgb(255 255 255 / 0.15)' },
  ':focus-visible': { outline: '3px solid currentColor', outlineOffset: 2 },
});
