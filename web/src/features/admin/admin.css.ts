import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

// The layout the admin tabs share with the account's second-factor section.
export { actions, codes, form, heading, muted, qr, secret, section, startActions } from '../../ui/settings-section.css.ts';

export const tabScroller = style({ overflowX: 'auto', maxWidth: '100%' });
export const grid2 = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' });
export const imagePreview = style({ maxWidth: 200, maxHeight: 100, objectFit: 'contain', borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}` });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const rowText = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const strong = style({ fontWeight: 700 });
export const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  marginInlineStart: vars.space.xs,
});
export const dl = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
export const dt = style({ fontWeight: 600 });
export const dd = style({ margin: 0 });
export const previewHeader = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  fontWeight: 700,
  fontSize: vars.font.size.lg,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  borderInlineStart: `6px solid ${vars.brand.primary}`,
});
export const tiles = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const tile = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  fontSize: vars.font.size.sm,
});
export const colourChip = style({ display: 'inline-block', width: 20, height: 20, borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}`, verticalAlign: 'middle', marginInlineEnd: vars.space.xs });
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: 1100, marginInline: 'auto', width: '100%' });
export const cards = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' });
export const card = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const cardValue = style({ fontSize: vars.font.size.xxl, fontWeight: 700 });
export const tableWrap = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
export const th = style({ textAlign: 'start', padding: vars.space.sm, borderBlockEnd: `2px solid ${vars.color.border}` });
export const td = style({ textAlign: 'start', padding: vars.space.sm, borderBlockEnd: `1px solid ${vars.color.border}` });
export const dlRow = style({ display: 'contents' });
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });
export const footerEntry = style({ fontSize: vars.font.size.sm, paddingInline: vars.space.sm, gap: vars.space.xs });
export const contentList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const contentItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  overflowWrap: 'anywhere',
});
