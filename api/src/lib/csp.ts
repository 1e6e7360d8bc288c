// The Content-Security-Policy of the web app's pages, built from the configuration, and HSTS when
// the app is served over HTTPS (docs/operations.md, "Content-Security-Policy"). What each source
// is for:
// - scripts: the app's own files, plus the exact hash of each inline script of the built
//   index.html (the theme set before the first paint), read once from the build; never
//   'unsafe-inline';
// - styles: style sheets and <style> elements only from the app's own CSS files, plus the exact
//   hash of each <style> react-aria writes at run time (RUNTIME_STYLES); never 'unsafe-inline'
//   for them. Style attributes stay allowed inline (style-src-attr): chart SVGs carry their size
//   in one, and an attribute can restyle an element but never run script;
// - images and connections: the app, data: and blob: URLs (logos, photos taken on the device),
//   the app's own WebSocket for live updates, and the map tile servers (maplibre fetches tiles);
// - workers: the app's service worker and maplibre's blob worker; media: recorded voice notes
//   play from blob: URLs;
// - frames: only the organisation's public site of the official-site page.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Config } from '../config.ts';

/** One year, this host's subdomains included (ASVS 3.4.1). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** The origin of a URL or of a tile URL template ({z}/{x}/{y}; a {s} subdomain becomes *.). */
export function originOfTemplate(template: string): string | undefined {
  const wildcardHost = template.replace(/^(\w+:\/\/)\{[^}]+\}\./, '$1wildcard-subdomain.');
  try {
    const url = new URL(wildcardHost.replace(/\{[^}]+\}/g, '0'));
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return url.origin.replace('wildcard-subdomain.', '*.');
  } catch {
    return undefined;
  }
}

/**
 * The text of each <style> element react-aria writes at run time, always the same: the pressable
 * rule of every control (usePress) and the scroll lock's rule (usePreventScroll, on iOS). csp.test.ts
 * reads them from the installed react-aria, so an upgrade that changes one fails there.
 */
export const RUNTIME_STYLES = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
] as const;

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const RUNTIME_STYLE_HASHES = RUNTIME_STYLES.map(sha256Source);

/** `'sha256-…'` of every inline <script> (one without src) in a page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1]!)) continue;
    hashes.push(sha256Source(match[2]!));
  }
  return hashes;
}

/** The header's text of a policy's directives, in their order. */
const policyText = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

/** A Host header fit to be written into the policy (a name or address and a port), else undefined. */
const safeHost = (host: string | undefined) => (host && /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host) ? host : undefined);

export function contentSecurityPolicy(config: Config, options: { scriptHashes?: readonly string[]; host?: string } = {}): string {
  const tiles = [...new Set([config.map.tileUrl, config.map.satelliteTileUrl].map(originOfTemplate).filter((o): o is string => !!o))];
  const host = safeHost(options.host);
  const socket = host ? [`${config.secureCookies ? 'wss' : 'ws'}://${host}`] : [];
  const frame = originOfTemplate(config.officialSiteUrl);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(options.scriptHashes ?? [])],
    'style-src': ["'self'"],
    'style-src-elem': ["'self'", ...RUNTIME_STYLE_HASHES],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...tiles],
    // The official site too: the page asks it once, with no credentials and no answer read, to
    // tell a frame that shows the site from one that shows the browser's error page.
    'connect-src': ["'self'", ...socket, ...tiles, ...(frame ? [frame] : [])],
    'worker-src': ["'self'", 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'frame-src': frame ? [frame] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
  };
  return policyText(directives);
}

/**
 * The policy of the GraphiQL page, served only with GRAPHIQL=1 (a tool for developers, from the
 * server's own package): its inline scripts by their exact hashes (`scriptHashes`), never
 * 'unsafe-inline' for scripts, and nothing from another origin. Its editor writes its styles at run
 * time and runs its language workers from blob: URLs, so those two are allowed.
 */
export function graphiqlPolicy(config: Config, scriptHashes: readonly string[], host?: string | null): string {
  const safe = safeHost(host ?? undefined);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(safe ? [`${config.secureCookies ? 'wss' : 'ws'}://${safe}`] : [])],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
  };
  return policyText(directives);
}

/** The policy of every answer that is not a page (API, images, songs): none may be framed elsewhere. */
export const ANSWER_POLICY = "frame-ancestors 'self'";

/**
 * The headers of the app's answers: `page(res)` on every answer of the built web app (the policy,
 * with the hashes of the built index.html read on first use), `transport(res)` on every answer
 * (HSTS when served over HTTPS).
 */
export function createSecurityHeaders(config: Config) {
  let scriptHashes: string[] | undefined;
  const hashes = () => {
    if (scriptHashes) return scriptHashes;
    const index = join(config.webDist, 'index.html');
    scriptHashes = existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
    return scriptHashes;
  };
  return {
    page(res: ServerResponse) {
      res.setHeader('Content-Security-Policy', contentSecurityPolicy(config, { scriptHashes: hashes(), host: res.req?.headers.host }));
    },
    transport(res: ServerResponse) {
      if (config.secureCookies) res.setHeader('Strict-Transport-Security', HSTS_VALUE);
    },
  };
}
