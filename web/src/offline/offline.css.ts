import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const indicator = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 32,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-refused="true"]': { borderColor: vars.color.danger },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

const narrow = 'screen and (max-width: 479px)';

/** The age of the data on screen: a pill like the indicator's, readable on any header colour. */
export const age = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 32,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
});

/** Words shown from 480 px up; on a phone they are kept for screen readers only. */
export const wordsOnWideScreens = style({
  '@media': {
    [narrow]: {
      position: 'absolute',
      inlineSize: 1,
      blockSize: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});
export const countOnPhones = style({ fontWeight: 700, '@media': { 'screen and (min-width: 480px)': { display: 'none' } } });

export const popover = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  maxWidth: 'min(28rem, calc(100vw - 16px))',
  maxHeight: '70vh',
  overflow: 'auto',
});

export const panel = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.md, outline: 'none' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({
  display: 'grid',
  gap: 2,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const itemHeader = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between' });

export const kind = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const state = style({ fontSize: vars.font.size.sm, fontWeight: 700, color: vars.color.textMuted });

export const refused = style({ fontSize: vars.font.size.sm, fontWeight: 700, color: vars.color.danger });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', justifyContent: 'flex-end' });
