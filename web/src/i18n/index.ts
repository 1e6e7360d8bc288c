// The one message catalogue (i18next with react-i18next; docs/decisions.md says why). Each feature
// has its own namespace, one JSON file per language under ./locales/<lang>/<ns>.json, loaded when the
// feature first renders, so a screen downloads only its own strings. `common` (buttons, generic
// messages) and `shell` (header, menus, footer) load before the first paint.
//
// Keys are typed from the English files (./resources.ts), so a missing English key fails the type
// check; scripts/check-i18n.mjs checks every other language has exactly the same keys and plural
// forms, and that no screen renders a literal string.
import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { messageNumbers } from './format.ts';
import { directionOf, initialLanguage, languageTagOf, LANGUAGES, PSEUDO_LONG, PSEUDO_RTL, rememberForServer, saveLanguage, savedLanguage, type LanguageCode } from './languages.ts';
import type { Resources } from './resources.ts';

const bundles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

async function loadBundle(language: string, namespace: string): Promise<Record<string, unknown>> {
  // The pseudo-locales show the English text: laid out right to left, or every message lengthened.
  const lang = language === PSEUDO_RTL || language === PSEUDO_LONG ? 'en' : language;
  const load = bundles[`./locales/${lang}/${namespace}.json`] ?? bundles[`./locales/en/${namespace}.json`];
  if (!load) throw new Error(`No messages for namespace ${namespace}`);
  const messages = (await load()).default;
  return language === PSEUDO_LONG ? lengthenAll(messages) : messages;
}

/** A message 40 % longer (as German's often are), in words of its own, its placeholders kept. */
export function lengthened(text: string): string {
  const extra = Math.ceil(text.length * 0.4);
  const words = text.replace(/\{\{[^}]*\}\}|<[^>]*>/g, ' ').split(/\s+/).filter(Boolean);
  if (words.length === 0) return text;
  let added = '';
  for (let i = 0; added.length < extra; i++) added += ` ${words[i % words.length]}`;
  return text + added;
}

function lengthenAll(messages: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === 'string' ? lengthened(value) : value && typeof value === 'object' ? lengthenAll(value as Record<string, unknown>) : value,
    ]),
  );
}

export const PRELOADED_NAMESPACES = ['common', 'shell'] as const;

/** A namespace of the catalogue: one feature's messages. */
export type Namespace = keyof Resources;

function applyDocumentLanguage(language: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = languageTagOf(language);
  document.documentElement.dir = directionOf(language);
}

let ready: Promise<i18n> | undefined;

/** Starts the catalogue in the chosen language; resolves once the first screen's namespaces are in. */
export function initI18n(language: LanguageCode = initialLanguage()): Promise<i18n> {
  // A choice saved on this device is the server's to know too (a device that saved it before).
  const saved = savedLanguage();
  if (!ready && saved) rememberForServer(saved);
  ready ??= i18next
    .use(resourcesToBackend(loadBundle))
    .use(initReactI18next)
    .use(messageNumbers)
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES.map((l) => l.code), PSEUDO_RTL, PSEUDO_LONG],
      ns: [...PRELOADED_NAMESPACES],
      defaultNS: 'common',
      // Every value put into a message goes through messageNumbers, which writes numbers the language's way.
      interpolation: { escapeValue: false, alwaysFormat: true },
      returnNull: false,
      react: { useSuspense: true },
    })
    .then(() => {
      applyDocumentLanguage(i18next.language);
      i18next.on('languageChanged', applyDocumentLanguage);
      return i18next;
    });
  return ready;
}

/**
 * Loads the namespaces a screen renders with, started together with the screen's code by its
 * route (platform/page-query.ts): the screen then renders once, with all its text, rather than
 * suspending on one namespace after another. The files start downloading at once, even before the
 * catalogue has begun; the promise resolves once the catalogue holds them (or could not load
 * them: a screen's own useTranslation then tries again).
 */
export function loadMessages(namespaces: readonly Namespace[]): Promise<void> {
  if (namespaces.length === 0) return Promise.resolve();
  const language = i18next.resolvedLanguage ?? initialLanguage();
  // Another language falls back to English key by key, so i18next reads both.
  const languages = language === 'en' ? ['en'] : [language, 'en'];
  for (const lang of languages) for (const namespace of namespaces) void loadBundle(lang, namespace).catch(() => undefined);
  return (ready ?? initI18n()).then(() => i18next.loadNamespaces([...namespaces]));
}

/** Switches the app's language now and remembers it on this device (null: follow the browser). */
export async function changeLanguage(code: LanguageCode | null) {
  saveLanguage(code);
  await i18next.changeLanguage(code ?? initialLanguage());
}

export { i18next };
