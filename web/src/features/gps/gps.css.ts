import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** The links between the three GPS pages: one row of pills, the current one filled. */
export const pageNav = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const pageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '44px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { background: vars.brand.primary, borderColor: vars.brand.primary, color: vars.brand.onPrimary },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** Controls, map, details: stacked on a phone; the map on the right from 960 px, kept in view. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"controls" "map" "details"',
  '@media': {
    '(min-width: 960px)': {
      gridTemplateColumns: 'minmax(320px, 2fr) minmax(0, 3fr)',
      gridTemplateAreas: '"controls map" "details map"',
      gridTemplateRows: 'auto 1fr',
      alignItems: 'start',
    },
  },
});
const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });
export const controls = style([column, { gridArea: 'controls' }]);
export const details = style([column, { gridArea: 'details' }]);

export const subtitle = style({ margin: 0, color: vars.color.textMuted });
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});
export const cardTitle = style({ margin: 0, fontSize: vars.font.size.lg });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const statusLine = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontWeight: 600, margin: 0 });
// It keeps its size beside a status that wraps to a second line.
const dotBase = style({ display: 'inline-block', flexShrink: 0, inlineSize: '12px', blockSize: '12px', borderRadius: vars.radius.full, border: `1px solid ${vars.color.border}` });
// grey, yellow, green, red: the status colours of docs/product/gps.md.
export const statusDot = styleVariants({
  grey: [dotBase, { background: '#9ca3af' }],
  yellow: [dotBase, { background: '#facc15' }],
  green: [dotBase, { background: '#16a34a' }],
  red: [dotBase, { background: '#dc2626' }],
});
export const figures = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
export const term = style({ fontWeight: 600 });
export const detail = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });
export const errorBox = style({
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
});
export const infoBox = style({ padding: vars.space.md, borderRadius: vars.radius.sm, background: vars.color.surfaceRaised, color: vars.color.text });
/**
 * The recording's figures: one card of small tiles, three to a row on a phone, so that they and the
 * tracker's Get Location still fit its first screen; one row from a tablet up.
 */
export const cards = style({
  display: 'grid',
  gap: `${vars.space.md} ${vars.space.lg}`,
  gridTemplateColumns: 'repeat(auto-fit, minmax(84px, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});
export const figure = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
globalStyle(`${cards} ${figure} p:last-child`, { fontSize: vars.font.size.lg });
export const cardValue = style({ fontSize: vars.font.size.xl, fontWeight: 700, margin: 0, fontVariantNumeric: 'tabular-nums' });
export const cardLabel = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const listItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  fontVariantNumeric: 'tabular-nums',
});

const frameBase = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const mapFrame = style([frameBase]);
export const mapFullscreen = style([
  frameBase,
  { position: 'fixed', inset: 0, zIndex: 1000, padding: vars.space.sm, background: vars.color.background },
]);
/**
 * Sticky beside the controls from 960 px; not while its map is full screen, which must cover the
 * header (a sticky box would hold it in its own layer, under the header).
 */
export const mapColumn = style([
  column,
  {
    gridArea: 'map',
    '@media': { '(min-width: 960px)': { position: 'sticky', insetBlockStart: '5rem' } },
    selectors: { [`&:has(${mapFullscreen})`]: { position: 'static' } },
  },
]);
export const mapToolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });
/** A button's words shown from 480 px; on a phone only its icon shows, the words still name it. */
export const labelOnWide = style({
  '@media': {
    '(max-width: 479px)': {
      position: 'absolute',
      inlineSize: '1px',
      blockSize: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});
export const mapCanvas = style({
  blockSize: '360px',
  inlineSize: '100%',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  selectors: { [`${mapFullscreen} &`]: { blockSize: 'auto', flex: 1 } },
});
export const mapNotice = style({ margin: 0, color: vars.color.textMuted });
export const mapError = style([errorBox, { display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignItems: 'flex-start' }]);
export const markerRoot = style({ position: 'relative', inlineSize: 0, blockSize: 0 });
export const accuracyCircle = style({
  position: 'absolute',
  transform: 'translate(-50%, -50%)',
  borderRadius: vars.radius.full,
  background: 'rgb(37 99 235 / 0.15)',
  border: '2px solid rgb(37 99 235 / 0.6)',
  pointerEvents: 'none',
});
/** The admin's vehicle image in place of the dot: 400 × 200 is the recommended size, shown at 64 × 32. */
export const positionVehicle = style({
  position: 'absolute',
  inlineSize: '64px',
  blockSize: '32px',
  objectFit: 'contain',
  transform: 'translate(-50%, -50%)',
  filter: 'drop-shadow(0 1px 2px rgb(0 0 0 / 0.4))',
});
export const positionDot = style({
  position: 'absolute',
  inlineSize: '14px',
  blockSize: '14px',
  transform: 'translate(-50%, -50%)',
  borderRadius: vars.radius.full,
  background: '#2563eb',
  border: '2px solid #ffffff',
});
