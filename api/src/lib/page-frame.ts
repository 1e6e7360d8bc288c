// The page the server sends (docs/product/architecture.md, "The frame before the script"): the
// built index.html holds the frame, with the app's mark where the page will be. Every page of the
// app is sent named in the member's language, with that language's direction and the page's
// description in it, so a phone on a slow link lays the frame out the right way round while the
// script still downloads; for a page whose heading is fixed text (web/src/app/page-headings.ts) the
// server also puts that heading in place of the mark, so it shows the page's own words. The texts
// come from the build (`page-headings.json`, written by web/vite-frame.ts), one file read once;
// each page in each language is made once and kept, with its Brotli and gzip copies. A file, or a
// build without the texts, is answered by the static files as before.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
// The app's own rules for a language: which it speaks, how a browser's tags map to one, and the
// cookie it keeps its choice in for the server (plain functions, no browser needed).
import { directionOf, isLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_HTTPS, languageTagOf } from '@ministry/shared/languages.ts';
import { acceptedEncodings, qualities } from './compression.ts';
import { log } from './log.ts';

/** Over HTTPS the cookie has the __Host- prefix, and that name is read first. */
const LANGUAGE_COOKIES = [LANGUAGE_COOKIE_HTTPS, LANGUAGE_COOKIE];
const DEFAULT_LANGUAGE = 'en';

/** The mark in the frame (web/src/app/Frame.tsx): the app's icon, an <svg> in a <div>. */
const MARK = /<div [^>]*data-frame-mark=""[^>]*>[\s\S]*?<\/svg>\s*<\/div>/;
const HTML_LANG = /<html lang="[^"]*"/;
const DESCRIPTION = /<meta name="description" content="[^"]*"/;

type Heading = { title: string; subtitle: string };
/** As web/src/app/page-headings.ts `FrameTexts` writes it. */
interface FrameTexts {
  headings: Record<string, Record<string, Heading>>;
  descriptions: Record<string, string>;
}

/** A path the app answers with its own page: a route, not a file (a name with an extension) or one of the build's assets. */
export function isPagePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('/assets/') && !/\.[a-z0-9]+$/i.test(path);
}

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

/**
 * The frame of `index` in `language`: the language and its direction on <html>, the page's
 * description in it, and `heading`, when the page has one, in place of the mark.
 */
export function framed(index: string, language: string, { heading, description }: { heading?: Heading; description?: string }): string {
  if (!MARK.test(index)) throw new Error('index.html has no frame mark (data-frame-mark) to put a heading in');
  // Replaced by functions: a `$` in a text is text, not a replacement pattern.
  let html = index.replace(HTML_LANG, () => `<html lang="${escapeHtml(languageTagOf(language))}" dir="${directionOf(language)}"`);
  if (description) html = html.replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(description)}"`);
  if (heading) {
    const markup = `<header data-frame-heading=""><h1>${escapeHtml(heading.title)}</h1><p>${escapeHtml(heading.subtitle)}</p></header>`;
    html = html.replace(MARK, () => markup);
  }
  return html;
}

export interface PageFrame {
  /** Answers `req` with its page in the member's language and returns true; false for a file, or when the build has no texts. */
  answer(req: IncomingMessage, res: ServerResponse, path: string, setPageHeaders: (res: ServerResponse) => void): boolean;
}

export function createPageFrame(webDist: string): PageFrame {
  let source: { index: string; texts: FrameTexts; languages: string[] } | null | undefined;
  const load = () => {
    if (source !== undefined) return source;
    const index = join(webDist, 'index.html');
    const texts = join(webDist, 'page-headings.json');
    source = null;
    if (!existsSync(index) || !existsSync(texts)) return source;
    try {
      const html = readFileSync(index, 'utf8');
      if (!MARK.test(html)) throw new Error('index.html has no frame mark (data-frame-mark) to put a heading in');
      const parsed = JSON.parse(readFileSync(texts, 'utf8')) as Partial<FrameTexts>;
      if (!parsed.headings || !parsed.descriptions?.[DEFAULT_LANGUAGE]) throw new Error('page-headings.json has no headings or descriptions');
      source = { index: html, texts: parsed as FrameTexts, languages: Object.keys(parsed.descriptions) };
    } catch (error) {
      // The pages are still sent, as built, without their headings.
      log.warn({ event: 'page-headings-unusable', message: 'The page headings of the build could not be used', error });
    }
    return source;
  };
  const variants = new Map<string, Variant>();
  /** A page with a heading is kept by its path; every other page is the same frame, kept once per language. */
  const variant = (index: string, key: string, language: string, parts: { heading?: Heading; description?: string }): Variant => {
    let found = variants.get(key);
    if (!found) {
      const html = Buffer.from(framed(index, language, parts));
      found = { html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`, encoded: {} };
      variants.set(key, found);
    }
    return found;
  };

  return {
    answer(req, res, path, setPageHeaders) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      if (!isPagePath(path)) return false;
      const loaded = load();
      if (!loaded) return false;
      const search = new URLSearchParams((req.url ?? '').split('?')[1] ?? '');
      const language = headingLanguage(loaded.languages, { lng: search.get('lng'), cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'] });
      const description = loaded.texts.descriptions[language];
      const byLanguage = Object.hasOwn(loaded.texts.headings, path) ? loaded.texts.headings[path] : undefined;
      const page = byLanguage
        ? variant(loaded.index, `${path}\n${language}`, language, { heading: byLanguage[language] ?? byLanguage[DEFAULT_LANGUAGE], description })
        : variant(loaded.index, `*\n${language}`, language, { description });

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
