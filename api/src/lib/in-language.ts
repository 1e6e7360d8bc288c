// The words the server writes for a member (pushes, reminders) in the language their account keeps
// (docs/product/languages.md): the text for that language, else English. A module's table of them
// is its exported `TEXTS`, one entry for each language the app speaks: the type asks for every
// one, and tests/api/server-words.test.ts fails on a table that lacks one.
import type { LANGUAGES } from '@ministry/shared/languages.ts';

/** The account's value of each language the app speaks ("english", "spanish" …). */
export type AccountLanguage = (typeof LANGUAGES)[number]['server'];

/** A module's words in each language the app speaks, by the account's value. */
export type InEveryLanguage<T> = Readonly<Record<AccountLanguage, T>>;

/** `texts` for the account's language value ("spanish", "arabic" …), English when it has none. */
export function inLanguage<T>(texts: InEveryLanguage<T>, language: string | null | undefined): T {
  return (language && (texts as Partial<Record<string, T>>)[language]) || texts.english;
}

/** The plural category of `count` in the language of `locale` ("one", "few" …), by the CLDR's rules. */
export const pluralOf = (locale: string, count: number) => new Intl.PluralRules(locale).select(count);
