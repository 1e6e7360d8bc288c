// The languages the app speaks, and how one is chosen from a browser's list: the same on the server
// (the page frame's headings, api/src/lib/page-frame.ts) and in the web app. `ar-XB` is a
// pseudo-locale: English text laid out right to left, so right-to-left layouts can be checked
// without a translation (docs/product/languages.md).
export const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
] as const;

export const PSEUDO_RTL = 'ar-XB';

export type LanguageCode = (typeof LANGUAGES)[number]['code'] | typeof PSEUDO_RTL;

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

/** The cookie the server writes a page's heading in the language of (api/src/lib/page-frame.ts). */
export const LANGUAGE_COOKIE = 'mc_lang';
/** Its name over HTTPS: only this site, over HTTPS, can set or change it. */
export const LANGUAGE_COOKIE_HTTPS = '__Host-mc_lang';
