// The footer forms, My reports and the inbox: theme tokens and logical properties only.
import { style, styleVariants } from '@vanilla-extract/css';
import type { ReportStatus } from '../../generated/enums.ts';
import { vars } from '../../theme/theme.css.ts';

export const footerLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });
export const footerButton = style({ fontSize: vars.font.size.sm, paddingInline: vars.space.sm, gap: vars.space.xs });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const intro = style({ margin: 0, color: vars.color.textMuted });
export const note = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const cardHeader = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const meta = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const answer = style({
  margin: 0,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.border}`,
  whiteSpace: 'pre-wrap',
});

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: 600,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  border: '1px solid currentColor',
});
export const badge = styleVariants({
  OPEN: [badgeBase, { color: vars.color.text }],
  IN_PROGRESS: [badgeBase, { color: vars.color.warning }],
  RESOLVED: [badgeBase, { color: vars.color.success }],
} satisfies Record<ReportStatus, unknown>);

export const inbox = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const inboxList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const inboxFilter = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md, maxWidth: 480 });
export const editor = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  alignItems: 'end',
  borderBlockStart: `1px solid ${vars.color.border}`,
  paddingBlockStart: vars.space.sm,
});
export const editorActions = style({ display: 'flex', justifyContent: 'flex-end', gridColumn: '1 / -1' });
