import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });
export const headerActions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const subtitle = style({ margin: 0, color: vars.color.textMuted });
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(240px, 1fr)' } },
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});
export const noteCard = style([card, { borderInlineStart: `6px solid ${vars.brand.primary}` }]);
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const noteHeader = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });
export const noteTitle = style({ margin: 0, fontSize: vars.font.size.lg });
export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, color: vars.color.textMuted, fontSize: vars.font.size.sm });
// A badge that reads in both themes whatever brand colours the member chose.
export const badge = style({
  paddingBlock: '2px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.brand.primary}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: 700,
  whiteSpace: 'nowrap',
});
export const content = style({ margin: 0, whiteSpace: 'pre-wrap' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });
export const aside = style([card, { position: 'sticky', insetBlockStart: 80 }]);
export const referenceGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const referenceTitle = style({ margin: 0, fontSize: vars.font.size.md });
export const references = style({ margin: 0, paddingInlineStart: vars.space.xl });
export const empty = style([card, { alignItems: 'center', textAlign: 'center' }]);
export const prompt = style([card, { alignItems: 'flex-start' }]);

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });
export const skeleton = style({
  height: 140,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  animation: `${pulse} 1.5s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

// The add/edit form inside the full-screen dialog (ui/Dialog, size full).
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const row = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
export const formFooter = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
export const draftStatus = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted, minHeight: '1.5em' });
export const draftError = style({ color: vars.color.danger, fontWeight: 600 });
export const buttonIcon = style({ flexShrink: 0, verticalAlign: 'middle' });
