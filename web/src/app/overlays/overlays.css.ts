import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

const pill = style({
  position: 'fixed',
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 60,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.full,
  fontWeight: 700,
  fontSize: vars.font.size.sm,
  boxShadow: vars.shadow.overlay,
  maxWidth: 'calc(100vw - 24px)',
  textAlign: 'center',
});
export const indicator = styleVariants({
  offline: [pill, { top: 72, background: '#b91c1c', color: '#ffffff' }],
  poor: [pill, { top: 72, background: '#fde047', color: '#1c1917' }],
  good: [pill, { top: 72, background: '#15803d', color: '#ffffff' }],
});
export const banner = style([pill, { top: 116, display: 'grid', gap: 2, borderRadius: vars.radius.md, background: vars.color.surface, color: vars.color.text, border: `1px solid ${vars.color.border}` }]);
export const install = style({
  position: 'fixed',
  left: vars.space.lg,
  right: vars.space.lg,
  bottom: 88,
  zIndex: 60,
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  border: `1px solid ${vars.color.border}`,
  '@media': { 'screen and (min-width: 768px)': { left: 'auto', width: 380, bottom: vars.space.lg } },
});
export const installActions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end' });
