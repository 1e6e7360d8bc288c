import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  borderInlineStart: `6px solid ${vars.brand.primary}`,
});
export const bannerActions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
