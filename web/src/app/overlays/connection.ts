// Connection quality (docs/product/shell.md, "Overlays"): offline, poor (effective type slow-2g or 2g, or a
// downlink below 0.5 Mbit/s) or good. Pure, so the rules are tested without a browser.
export type Quality = 'offline' | 'poor' | 'good';

export const POOR_DOWNLINK_MBPS = 0.5;
export const RESTORED_HIDE_MS = 4000;
export const POOR_NOTICE_MS = 3000;
export const OFFLINE_BANNER_MS = 5000;

export interface NetworkInformationLike {
  effectiveType?: string;
  downlink?: number;
}

export function qualityOf(online: boolean, connection?: NetworkInformationLike): Quality {
  if (!online) return 'offline';
  if (!connection) return 'good';
  if (connection.effectiveType === 'slow-2g' || connection.effectiveType === '2g') return 'poor';
  if (typeof connection.downlink === 'number' && connection.downlink > 0 && connection.downlink < POOR_DOWNLINK_MBPS) return 'poor';
  return 'good';
}

/** The indicator's message for each quality: a key of `shell:connection`. */
export const INDICATOR_TEXT: Record<Quality, 'offline' | 'poor' | 'good'> = {
  offline: 'offline',
  poor: 'poor',
  good: 'good',
};

/**
 * How long the indicator stays up after a change to `next` (null: until the next change).
 * Offline and poor stay visible; "restored" shows for 4 s; a change of quality while poor (for
 * example a new downlink reading) shows for 3 s.
 */
export function indicatorDuration(previous: Quality, next: Quality): number | null {
  if (next === 'offline') return null;
  if (next === 'poor') return previous === 'poor' ? POOR_NOTICE_MS : null;
  return previous === 'good' ? 0 : RESTORED_HIDE_MS;
}
