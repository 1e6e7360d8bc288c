// The languages the app speaks, and how one is chosen from a browser's list: the same on the server
// (the page frame's headings, api/src/lib/page-frame.ts) and in the web app. `ar-XB` is a
// pseudo-locale: English text laid out right to left, so right-to-left layouts can be checked
// without a translation; `en-XL` one whose every message is 40 % longer, as German's are, so a
// layout that only fits English is found (docs/product/languages.md).
// A new language is a folder of the catalogue (web/src/i18n/locales/<code>/) and one line here;
// `server` is the value the account keeps (the original app's names); `tag` is the language as the
// page names it (html `lang`), with its region where the catalogue is written for one.
export const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr', server: 'english', tag: 'en' },
  { code: 'es', name: 'Español', dir: 'ltr', server: 'spanish', tag: 'es' },
  { code: 'pt', name: 'Português (Brasil)', dir: 'ltr', server: 'portuguese', tag: 'pt-BR' },
  { code: 'fr', name: 'Français', dir: 'ltr', server: 'french', tag: 'fr' },
  { code: 'ar', name: 'العربية', dir: 'rtl', server: 'arabic', tag: 'ar' },
] as const;

/** The account's values the server accepts: the app's languages, and German, which the original app offered. */
export const SERVER_LANGUAGES = [...LANGUAGES.map((l) => l.server), 'german'] as const;

/** The app's language for an account's value; null for English, the default, and for one the app does not speak. */
export function languageOfServerValue(value: string | null | undefined): Exclude<LanguageCode, 'en' | (typeof PSEUDO_LOCALES)[number]> | null {
  const found = LANGUAGES.find((l) => l.server === value);
  return found && found.code !== 'en' ? found.code : null;
}

/** The account's value for one of the app's languages. */
export function serverValueOf(code: LanguageCode): string {
  return LANGUAGES.find((l) => l.code === code)?.server ?? 'english';
}

export const PSEUDO_RTL = 'ar-XB';
export const PSEUDO_LONG = 'en-XL';
/** The pseudo-locales: English text, laid out or lengthened to test the layout. */
export const PSEUDO_LOCALES = [PSEUDO_RTL, PSEUDO_LONG] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'] | (typeof PSEUDO_LOCALES)[number];

export function isLanguage(code: string | null | undefined): code is LanguageCode {
  return (PSEUDO_LOCALES as readonly (string | null | undefined)[]).includes(code) || LANGUAGES.some((l) => l.code === code);
}

/** The page's `lang` for one of the app's languages ("pt" → "pt-BR"); a pseudo-locale as it is. */
export function languageTagOf(code: string): string {
  return LANGUAGES.find((l) => l.code === code)?.tag ?? code;
}

export function directionOf(code: string): 'ltr' | 'rtl' {
  return code === PSEUDO_RTL ? 'rtl' : (LANGUAGES.find((l) => l.code === code)?.dir ?? 'ltr');
}

/** The first of the browser's languages the app speaks ("es-MX" → "es", "ar-SA" → "ar"), else English. */
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
