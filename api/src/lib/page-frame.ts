// A page's fixed heading in the HTML the server sends (docs/product/architecture.md, "The frame
// before the script"). The built index.html holds the frame, with the app's mark where the page
// will be; for a page whose heading is fixed text (web/src/app/page-headings.ts) the server puts
// that heading in place of the mark, in the member's language, so a phone on a slow link shows the
// page's own words while the script still downloads. The texts come from the build
// (`page-headings.json`, written by web/vite-frame.ts), one file read once; each page in each
// language is made once and kept, with its Brotli and gzip copies. Any other path, or a build
// without the file, is answered by the static files as before.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
// The app's own rules for a language: which it speaks, how a browser's tags map to one, and the
// cookie it keeps its choice in for the server (plain functions, no browser needed).
import { directionOf, isLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_HTTPS } from '@ministry/shared/languages.ts';
import { acceptedEncodings, qualities } from './compression.ts';
import { log } from './log.ts';

/** Over HTTPS the cookie has the __Host- prefix, and that name is read first. */
const LANGUAGE_COOKIES = [LANGUAGE_COOKIE_HTTPS, LANGUAGE_COOKIE];
const DEFAULT_LANGUAGE = 'en';

/** The mark in the frame (web/src/app/Frame.tsx): the app's icon, an <svg> in a <div>. */
const MARK = /<div [^>]*data-frame-mark=""[^>]*>[\s\S]*?<\/svg>\s*<\/div>/;
const HTML_LANG = /<html lang="[^"]*"/;

type HeadingTexts = Record<string, Record<string, { title: string; subtitle: string }>>;

interface Variant {
  html: Buffer;
  etag: string;
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The language to write a heading in, of those `languages` the build has: `?lng=` in the address,
 * else the language cookie, else the first of Accept-Language's by preference ("es-MX" → "es"),
 * else English. The same order as the web app's (web/src/i18n/languages.ts), with the cookie
 * standing for the choice the app keeps on the device.
 */
export function headingLanguage(languages: readonly string[], { lng, cookie, acceptLanguage }: { lng?: string | null; cookie?: string; acceptLanguage?: string }): string {
  const known = (tag: string | null | undefined) => (isLanguage(tag) && languages.includes(tag) ? tag : undefined);
  const chosen = known(lng) ?? LANGUAGE_COOKIES.map((name) => known(cookieValue(cookie, name))).find(Boolean);
  if (chosen) return chosen;
  const preferred = [...qualities(acceptLanguage)].filter(([, q]) => q > 0).sort((a, b) => b[1] - a[1]);
  // The first the build has texts in: a language the app speaks but the build has no headings for
  // gives way to the next one asked for.
  for (const [tag] of preferred) {
    const language = known(tag) ?? known(tag.split('-')[0]);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** The frame of `index` with `heading` in place of the mark, the page's language and direction on <html>. */
export function withHeading(index: string, language: string, heading: { title: string; subtitle: string }): string {
  if (!MARK.test(index)) throw new Error('index.html has no frame mark (data-frame-mark) to put a heading in');
  const markup = `<header data-frame-heading=""><h1>${escapeHtml(heading.title)}</h1><p>${escapeHtml(heading.subtitle)}</p></header>`;
  // Replaced by functions: a `$` in a text is text, not a replacement pattern.
  return index.replace(MARK, () => markup).replace(HTML_LANG, () => `<html lang="${escapeHtml(language)}" dir="${directionOf(language)}"`);
}

export interface PageFrame {
  /** Answers `req` with its page's heading in the frame and returns true; false when the path has none. */
  answer(req: IncomingMessage, res: ServerResponse, path: string, setPageHeaders: (res: ServerResponse) => void): boolean;
}

export function createPageFrame(webDist: string): PageFrame {
  let source: { index: string; texts: HeadingTexts } | null | undefined;
  const load = () => {
    if (source !== undefined) return source;
    const index = join(webDist, 'index.html');
    const texts = join(webDist, 'page-headings.json');
    source = null;
    if (!existsSync(index) || !existsSync(texts)) return source;
    try {
      const html = readFileSync(index, 'utf8');
      if (!MARK.test(html)) throw new Error('index.html has no frame mark (data-frame-mark) to put a heading in');
      source = { index: html, texts: JSON.parse(readFileSync(texts, 'utf8')) as HeadingTexts };
    } catch (error) {
      // The pages are still sent, as built, without their headings.
      log.warn({ event: 'page-headings-unusable', message: 'The page headings of the build could not be used', error });
    }
    return source;
  };
  const variants = new Map<string, Variant>();
  const variant = (index: string, path: string, language: string, heading: { title: string; subtitle: string }): Variant => {
    const key = `${path}\n${language}`;
    let found = variants.get(key);
    if (!found) {
      const html = Buffer.from(withHeading(index, language, heading));
      found = { html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`, encoded: {} };
      variants.set(key, found);
    }
    return found;
  };

  return {
    answer(req, res, path, setPageHeaders) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const loaded = load();
      const byLanguage = loaded?.texts[path];
      if (!loaded || !byLanguage) return false;
      const search = new URLSearchParams((req.url ?? '').split('?')[1] ?? '');
      const language = headingLanguage(Object.keys(byLanguage), { lng: search.get('lng'), cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'] });
      const page = variant(loaded.index, path, language, byLanguage[language] ?? byLanguage[DEFAULT_LANGUAGE]!);

      setPageHeaders(res);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Vary', 'Accept-Encoding, Accept-Language, Cookie');
      res.setHeader('ETag', page.etag);
      if (req.headers['if-none-match'] === page.etag) {
        res.statusCode = 304;
        res.end();
        return true;
      }
      const coding = acceptedEncodings(req.headers['accept-encoding'])[0];
      let body = page.html;
      if (coding) {
        body = page.encoded[coding] ??= coding === 'br' ? brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(page.html, { level: 9 });
        res.setHeader('Content-Encoding', coding);
      }
      res.setHeader('Content-Length', body.length);
      res.statusCode = 200;
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}
