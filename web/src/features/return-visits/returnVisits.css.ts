import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const page = style({ display: 'grid', gap: vars.space.lg });
export const intro = style({ display: 'grid', gap: vars.space.xs });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });
export const count = style({ margin: 0, fontWeight: 700 });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(280px, 100%), 1fr))',
  gap: vars.space.md,
});
export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  borderTop: `4px solid ${vars.brand.primary}`,
});
export const cardHeader = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm });
export const name = style({ fontSize: vars.font.size.lg, margin: 0, overflowWrap: 'anywhere' });
export const badge = style({
  flexShrink: 0,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
});
export const overdue = style([badge, { borderColor: vars.color.danger, color: vars.color.text, fontWeight: 700 }]);
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
export const term = style({ fontWeight: 600 });
export const detail = style({ margin: 0, overflowWrap: 'anywhere' });
export const link = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.text, textDecoration: 'underline', overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const calls = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const call = style({ borderInlineStart: `3px solid ${vars.color.border}`, paddingInlineStart: vars.space.sm });
export const callsTitle = style({ margin: 0, fontSize: vars.font.size.md });
export const empty = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start', padding: vars.space.lg, borderRadius: vars.radius.md, background: vars.color.surface });
export const form = style({ display: 'grid', gap: vars.space.md });
export const required = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const mapFrame = style({ display: 'grid', gap: vars.space.sm });
export const mapCanvas = style({ blockSize: '360px', inlineSize: '100%', borderRadius: vars.radius.md, overflow: 'hidden', border: `1px solid ${vars.color.border}` });
export const smallMap = style([mapCanvas, { blockSize: '220px' }]);
export const pin = style({
  inlineSize: '22px',
  blockSize: '22px',
  borderRadius: '50% 50% 50% 0',
  transform: 'rotate(-45deg)',
  background: '#64748b',
  border: '2px solid #ffffff',
  boxShadow: '0 1px 4px rgba(0,0,0,0.4)',
  cursor: 'pointer',
});
export const pinDue = style([pin, { background: '#dc2626', inlineSize: '28px', blockSize: '28px' }]);
export const pinNumber = style({ display: 'block', transform: 'rotate(45deg)', color: '#ffffff', fontSize: '12px', fontWeight: 700, textAlign: 'center', lineHeight: '24px' });
export const walk = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });
export const errorBox = style({ padding: vars.space.md, borderRadius: vars.radius.sm, border: `1px solid ${vars.color.danger}`, background: vars.color.surfaceRaised });
export const offers = style({ display: 'grid', gap: vars.space.md });
