// A settings section as the second factor's screens and the admin panel's tabs lay it out: a
// heading, a form, rows of actions, a muted note, and the codes shown to be copied (a secret, the
// recovery codes, a QR image).
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });
export const startActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const heading = style({ fontSize: vars.font.size.lg, margin: 0 });
export const qr = style({ width: 200, height: 200 });
export const secret = style({ fontFamily: 'monospace', wordBreak: 'break-all', fontSize: vars.font.size.md });
export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xs,
  fontFamily: 'monospace',
  padding: vars.space.md,
  margin: 0,
  listStyle: 'none',
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
});
