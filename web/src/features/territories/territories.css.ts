import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: 1100, marginInline: 'auto', width: '100%' });
export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 });
export const prompt = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md });

const surface = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
});

/** Two by two on a phone (the list starts on the first screen), four in a row from 720 px. */
export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  '@media': { '(min-width: 720px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.md } },
});
export const stat = style([
  surface,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: 2,
    margin: 0,
    padding: `${vars.space.sm} ${vars.space.md}`,
    minWidth: 0,
    '@media': { '(min-width: 720px)': { padding: vars.space.lg, gap: vars.space.xs } },
  },
]);
export const statLabel = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted, fontWeight: 600, overflowWrap: 'anywhere' });
export const statValue = style({
  fontSize: vars.font.size.xl,
  fontWeight: 700,
  margin: 0,
  lineHeight: 1.2,
  '@media': { '(min-width: 720px)': { fontSize: vars.font.size.xxl } },
});

export const panel = style([surface, { display: 'flex', flexDirection: 'column', gap: vars.space.md }]);
export const panelHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const panelTitle = style({ margin: 0, fontSize: vars.font.size.xl });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(300px, 100%), 1fr))', gap: vars.space.md });
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const cardHeader = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm });
export const cardTitle = style({ margin: 0, fontSize: vars.font.size.lg });
export const details = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, fontSize: vars.font.size.sm });
export const term = style({ fontWeight: 600, color: vars.color.textMuted });
export const definition = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });
export const image = style({ width: '100%', maxHeight: 220, objectFit: 'cover', borderRadius: vars.radius.md });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

const badgeBase = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.sm,
  fontWeight: 700,
  whiteSpace: 'nowrap',
});
/** Active blue, completed green, overdue red. */
export const statusBadge = styleVariants({
  ACTIVE: [badgeBase, { background: '#1d4ed8', color: '#ffffff' }],
  COMPLETED: [badgeBase, { background: vars.color.success, color: vars.color.onSuccess }],
  OVERDUE: [badgeBase, { background: vars.color.danger, color: vars.color.onDanger }],
});
export const houseBadge = style([badgeBase, { background: vars.color.surfaceRaised, color: vars.color.text, border: `1px solid ${vars.color.border}` }]);
export const doNotCallBadge = style([badgeBase, { background: vars.color.warning, color: vars.color.onWarning }]);

export const progressTrack = style({ height: 10, borderRadius: vars.radius.full, background: vars.color.surfaceRaised, overflow: 'hidden', border: `1px solid ${vars.color.border}` });
export const progressFill = style({ height: '100%', background: vars.brand.primary });
export const progressRow = style({ display: 'flex', justifyContent: 'space-between', fontSize: vars.font.size.sm });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const formGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: vars.space.md });
export const fileRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const fieldError = style({ fontSize: vars.font.size.sm, fontWeight: 600, color: vars.color.danger, margin: 0 });
export const dialogActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });
export const icon = style({ width: 18, height: 18 });

export const houses = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const house = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const houseDoNotCall = style([house, { borderColor: vars.color.warning, borderWidth: 2 }]);
export const houseBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, flex: '1 1 200px' });
export const houseAddress = style({ fontWeight: 700, margin: 0, overflowWrap: 'anywhere' });
export const houseControls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.md });
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.md });

export const charts = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(300px, 100%), 1fr))', gap: vars.space.lg });
export const chart = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0, margin: 0 });
export const chartTitle = style({ margin: 0, fontSize: vars.font.size.md });
export const chartBox = style({ height: 220, width: '100%' });
/** The houses by status: one row a status, its name beside its bar. */
export const chartBoxRows = style([chartBox, { height: 200 }]);
export const table = style({ borderCollapse: 'collapse', fontSize: vars.font.size.sm, width: '100%' });
globalStyle(`${table} th, ${table} td`, { textAlign: 'start', padding: `2px ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}` });
globalStyle(`${chartBox} .ct-series .ct-bar`, { stroke: vars.brand.primary, strokeWidth: 18 });
globalStyle(`${chartBoxRows} .ct-series .ct-bar`, { strokeWidth: 20 });
globalStyle(`${chartBox} .ct-label`, { color: vars.color.textMuted, fill: vars.color.textMuted, fontSize: '0.75rem' });
globalStyle(`${chartBox} .ct-grid`, { stroke: vars.color.border });
// Right to left the labels beside the chart are on its right (chart-layout.ts): each keeps to the
// chart's side of its box, as on the left it does, rather than to the page's edge.
globalStyle(`[dir="rtl"] ${chartBox} .ct-chart-bar .ct-labels .ct-label.ct-vertical.ct-end`, { justifyContent: 'flex-end' });

/** A quiet card in the theme's colours, marked by the brand on its inline start. */
export const tips = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.card,
  borderInlineStart: `4px solid ${vars.brand.primary}`,
});
export const tipsList = style({ margin: 0, paddingInlineStart: vars.space.xl, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const upcoming = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const upcomingItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
