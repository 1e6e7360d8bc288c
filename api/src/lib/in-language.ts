// The words the server writes for a member (pushes, reminders) in the language their account keeps
// (docs/product/languages.md): the text for that language, else English.

/** `texts` for the account's language value ("spanish", "arabic" …), English when it has none. */
export function inLanguage<T>(texts: { english: T } & Partial<Record<string, T>>, language: string | null | undefined): T {
  return (language && texts[language]) || texts.english;
}

/** The plural category of `count` in the language of `locale` ("one", "few" …), by the CLDR's rules. */
export const pluralOf = (locale: string, count: number) => new Intl.PluralRules(locale).select(count);
