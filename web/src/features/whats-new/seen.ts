// When the what's-new dialog shows (docs/product/feedback.md, "What's new"): the newest enabled
// release not yet in the seen list, once. The seen list is kept on the device
// (localStorage `ministry-seen-updates`) and, for a signed-in member, on the server, so a release
// dismissed on one device does not return on another. A first visit, with no list anywhere, has
// nothing "new" to read: the current releases are recorded as seen without showing them.
import type { Release } from './releases.ts';

export const SEEN_KEY = 'ministry-seen-updates';

export interface Decision {
  /** The release to show now, if any. */
  show: Release | null;
  /** Versions to record as seen without showing them (a first visit). */
  recordSilently: string[];
}

const compareVersions = (a: string, b: string) => {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
};

/**
 * @param deviceSeen the device's list, or null when this device never kept one
 * @param serverSeen the member's list on the server: null when never recorded, undefined for a visitor
 */
export function decide(releases: readonly Release[], deviceSeen: string[] | null, serverSeen: string[] | null | undefined): Decision {
  const enabled = releases.filter((r) => r.enabled).sort((a, b) => compareVersions(a.version, b.version));
  if (deviceSeen === null && (serverSeen === null || serverSeen === undefined)) {
    return { show: null, recordSilently: enabled.map((r) => r.version) };
  }
  const seen = new Set([...(deviceSeen ?? []), ...(serverSeen ?? [])]);
  const unseen = enabled.filter((r) => !seen.has(r.version));
  return { show: unseen[unseen.length - 1] ?? null, recordSilently: [] };
}

/** Dismissing the newest release counts every enabled release up to it as seen. */
export const versionsSeenWith = (releases: readonly Release[], shown: Release) =>
  releases.filter((r) => r.enabled && compareVersions(r.version, shown.version) <= 0).map((r) => r.version);

export function readDeviceSeen(storage: Storage = localStorage): string[] | null {
  try {
    const raw = storage.getItem(SEEN_KEY);
    if (raw === null) return null;
    const value = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function addDeviceSeen(versions: string[], storage: Storage = localStorage) {
  try {
    storage.setItem(SEEN_KEY, JSON.stringify([...new Set([...(readDeviceSeen(storage) ?? []), ...versions])]));
  } catch {
    // Storage refused: the dialog may show again, nothing worse.
  }
}
