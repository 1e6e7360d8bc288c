// The styles of what every page shares below the shell: a page's loading and error messages, and
// the sign-in's credentials step and the image field.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const centred = style({ padding: vars.space.xl });
export const pageMessage = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start', paddingBlockStart: vars.space.xl });

// The username-and-password step both sign-ins share (CredentialsForm.tsx).
export const credentialsForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const credentialsIntro = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 });
export const credentialsActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end', marginBlockStart: vars.space.sm });

// An image chosen from the device (ImageField.tsx).
export const imageField = style({ border: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const imageHint = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 });
export const imagePreview = style({ maxWidth: '100%', maxHeight: 120, objectFit: 'contain', justifySelf: 'start', borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` });
export const imageActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
/** A legend's own inline padding would set the field's label off from the labels around it. */
export const imageLegend = style({ padding: 0 });
