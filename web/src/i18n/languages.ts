// The language this device shows: the member's saved choice (kept on this
// device too, so the first screen is in it before the server answers), else the browser's
// languages, else English. `ar-XB` is a pseudo-locale: English text laid out right to left, so
// right-to-left layouts can be checked without a translation (docs/product/languages.md).
import { browserLanguage, isLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_HTTPS, type LanguageCode } from '@ministry/shared/languages.ts';

export { browserLanguage, directionOf, isLanguage, LANGUAGE_COOKIE, LANGUAGES, languageTagOf, PSEUDO_LONG, PSEUDO_RTL, type LanguageCode } from '@ministry/shared/languages.ts';

const STORAGE_KEY = 'mc-language';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function savedLanguage(): LanguageCode | undefined {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return isLanguage(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
}


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
