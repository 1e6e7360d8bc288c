// A visitor's sample contact, drawn as a contact card with a dashed edge and a Sample badge.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const sampleBadge = style({
  flexShrink: 0,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `1px dashed ${vars.color.textMuted}`,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const sampleCard = style({ borderTopStyle: 'dashed' });
export const badges = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap', justifyContent: 'flex-end' });
