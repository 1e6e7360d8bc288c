// Whether the organisation's site lets itself be shown in another site's frame, asked of the site
// itself by the server: a browser fires a frame's load event even when the site refused to be
// framed, and a page cannot look into another site's frame, so only the site's own headers tell.
// Read once an hour (a minute after a failure); requests arriving meanwhile share one check.
import type { Config } from '../../config.ts';
import { fetchOutside } from '../weather/index.ts';

export const FRAMING = ['ALLOWED', 'REFUSED', 'UNKNOWN'] as const;
export type Framing = (typeof FRAMING)[number];

const KEEP_MS = 60 * 60_000;
const KEEP_UNKNOWN_MS = 60_000;
const TIMEOUT_MS = 5000;

/**
 * What a browser would do with the site in a frame of another origin, from its answer's headers:
 * a CSP frame-ancestors without `*` refuses (this app's origin is not one the site would list), and
 * overrides X-Frame-Options, where DENY and SAMEORIGIN refuse.
 */
export function framingOf(headers: Headers): Framing {
  const ancestors = (headers.get('content-security-policy') ?? '')
    .split(/[;,]/)
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name?.toLowerCase() === 'frame-ancestors');
  if (ancestors) return ancestors.slice(1).includes('*') ? 'ALLOWED' : 'REFUSED';
  const options = (headers.get('x-frame-options') ?? '').trim().toLowerCase();
  return options === 'deny' || options === 'sameorigin' ? 'REFUSED' : 'ALLOWED';
}

interface Check {
  url: string;
  framing: Promise<Framing>;
  /** While the check runs, never; then an hour on, or a minute after a failure. */
  until: number;
}
const checks = new WeakMap<Config, Check>();

async function check(url: string): Promise<Framing> {
  try {
    const response = await fetchOutside(url, TIMEOUT_MS);
    await response.body?.cancel();
    return response.ok ? framingOf(response.headers) : 'UNKNOWN';
  } catch {
    return 'UNKNOWN';
  }
}

export function officialSiteFraming(config: Config): Promise<Framing> {
  const url = config.officialSiteUrl;
  const held = checks.get(config);
  if (held && held.url === url && Date.now() < held.until) return held.framing;
  const entry: Check = { url, until: Number.POSITIVE_INFINITY, framing: check(url) };
  void entry.framing.then((framing) => {
    entry.until = Date.now() + (framing === 'UNKNOWN' ? KEEP_UNKNOWN_MS : KEEP_MS);
  });
  checks.set(config, entry);
  return entry.framing;
}
