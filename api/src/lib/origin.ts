// Which origins may call /graphql and /api with the session cookie: the app's own (same host),
// and those listed in CORS_ORIGINS. Every other origin gets no CORS headers at all, its writes
// are refused, and its WebSocket upgrades too.

/** The origin of a URL as the browser sends it in `Origin`, or undefined when it is not one. */
function originOf(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** The request's own origin (no Origin header, or one naming this host). */
export function isSameOrigin(origin: string | null | undefined, host: string | null | undefined): boolean {
  if (!origin) return true;
  const url = originOf(origin);
  return !!url && !!host && url.host === host;
}

/** An origin listed in CORS_ORIGINS (compared as normalised origins). */
export function isListedOrigin(origin: string | null | undefined, allowed: readonly string[]): boolean {
  if (!origin || allowed.length === 0) return false;
  const url = originOf(origin);
  return !!url && allowed.includes(url.origin);
}

export function isAllowedOrigin(origin: string | null | undefined, host: string | null | undefined, allowed: readonly string[]): boolean {
  return isSameOrigin(origin, host) || isListedOrigin(origin, allowed);
}

export const CORS_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** x-mc-background-sync only marks the app's queued-write deliveries for its service worker (docs/product/offline.md). */
export const CORS_HEADERS = ['content-type', 'x-mc-csrf', 'x-mc-background-sync'];

/** The CORS answer headers for a listed origin; none for any other. */
export function corsHeaders(origin: string | null | undefined, allowed: readonly string[]): Record<string, string> | null {
  if (!origin || !isListedOrigin(origin, allowed)) return null;
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Methods': CORS_METHODS.join(', '),
    'Access-Control-Allow-Headers': CORS_HEADERS.join(', '),
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}
