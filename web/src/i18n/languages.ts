// The languages the app speaks, and how one is chosen: the member's saved choice (kept on this
// device too, so the first screen is in it before the server answers), else the browser's
// languages, else English. `ar-XB` is a pseudo-locale: English text laid out right to left, so
// right-to-left layouts can be checked without a translation (docs/product/languages.md).
export const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
] as const;

export const PSEUDO_RTL = 'ar-XB';

export type LanguageCode = (typeof LANGUAGES)[number]['code'] | typeof PSEUDO_RTL;

const STORAGE_KEY = 'mc-language';

export function isLanguage(code: string | null | undefined): code is LanguageCode {
  return code === PSEUDO_RTL || LANGUAGES.some((l) => l.code === code);
}

export function directionOf(code: string): 'ltr' | 'rtl' {
  return code === PSEUDO_RTL ? 'rtl' : 'ltr';
}

/** The first of the browser's languages the app speaks ("es-MX" → "es"), else English. */
export function browserLanguage(languages: readonly string[] = globalThis.navigator?.languages ?? []): LanguageCode {
  for (const tag of languages) {
    if (isLanguage(tag)) return tag;
    const base = tag.split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

export function savedLanguage(): LanguageCode | undefined {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return isLanguage(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
}

/** The cookie the server writes a page's heading in the language of (api/src/lib/page-frame.ts). */
export const LANGUAGE_COOKIE = 'mc_lang';
/** Its name over HTTPS: only this site, over HTTPS, can set or change it. */
export const LANGUAGE_COOKIE_HTTPS = '__Host-mc_lang';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Tells the server the language the app will show on this device when the address names none: the
 * device's own choice, else the account's (null: the browser's, which the server reads from
 * Accept-Language). Only the language, for this site's own pages.
 */
export function rememberForServer(code: LanguageCode | null) {
  if (typeof document === 'undefined') return;
  const https = location.protocol === 'https:';
  const value = code ? `${encodeURIComponent(code)}; Max-Age=${YEAR_SECONDS}` : '; Max-Age=0';
  // biome-ignore lint/suspicious/noDocumentCookie: one plain preference; the Cookie Store API is not in every browser the app supports
  document.cookie = `${https ? LANGUAGE_COOKIE_HTTPS : LANGUAGE_COOKIE}=${value}; Path=/; SameSite=Lax${https ? '; Secure' : ''}`;
}

export function saveLanguage(code: LanguageCode | null) {
  rememberForServer(code);
  try {
    if (code) localStorage.setItem(STORAGE_KEY, code);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode without storage: the choice lasts for this visit.
  }
}

/** ?lng=… in the address wins (handy for a shared link and for tests), then the saved choice, then the browser. */
export function initialLanguage(): LanguageCode {
  const fromUrl = new URLSearchParams(globalThis.location?.search ?? '').get('lng');
  if (isLanguage(fromUrl)) return fromUrl;
  return savedLanguage() ?? browserLanguage();
}
