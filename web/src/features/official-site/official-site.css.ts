import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minHeight: 'calc(100dvh - 160px)' });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const title = style({ margin: 0, marginInlineEnd: 'auto', fontSize: vars.font.size.xl });
export const sections = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const icon = style({ flexShrink: 0, verticalAlign: 'middle' });
export const stage = style({
  position: 'relative',
  flex: 1,
  display: 'flex',
  minHeight: 480,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const frame = style({ flex: 1, width: '100%', minHeight: 480, border: 0, background: '#fff' });
export const hidden = style({ visibility: 'hidden' });
export const loading = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
});
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  width: 40,
  height: 40,
  borderRadius: '50%',
  border: `4px solid ${vars.color.border}`,
  borderBlockStartColor: vars.brand.primary,
  animation: `${spin} 0.9s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const fallback = style({
  margin: 'auto',
  maxWidth: 520,
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});
export const fallbackTitle = style({ margin: 0, fontSize: vars.font.size.lg });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
