// The language preference (docs/product/languages.md). The server keeps the original app's
// values ("english", "spanish" …), with "english" as the default it gives every account; this
// device keeps the member's own choice ("Same as this device" or one of the app's languages) so
// the first screen is already in it. As the server cannot tell a chosen English from its default,
// only another language is taken from the account on a device that has no choice of its own.
import { useEffect } from 'react';
import { changeLanguage, i18next } from '../../i18n/index.ts';
import { languageOfServerValue, serverValueOf } from '@ministry/shared/languages.ts';
import { browserLanguage, isLanguage, LANGUAGES, rememberForServer, savedLanguage, type LanguageCode } from '../../i18n/languages.ts';

/** "device" follows the browser's languages. */
export type LanguageChoice = 'device' | (typeof LANGUAGES)[number]['code'];

export const serverLanguageOf = (choice: LanguageChoice) => (choice === 'device' ? 'english' : serverValueOf(choice));

/** The choice this device holds now. */
export function currentChoice(): LanguageChoice {
  const saved = savedLanguage();
  return LANGUAGES.find((l) => l.code === saved)?.code ?? 'device';
}

/** Switches the app at once and remembers the choice on this device. */
export function applyChoice(choice: LanguageChoice): Promise<void> {
  return changeLanguage(choice === 'device' ? null : choice);
}

/** The language the account's value put the app in, while it is the one showing. */
let takenFromAccount: LanguageCode | null = null;

/**
 * Takes the account's language when this device has none of its own and the address sets none.
 * It follows the account's latest value both ways: the device's saved copy of the account may say
 * Spanish until the server's answer says otherwise, and then the browser's language is back. A
 * language the account did not set (the address's ?lng= for this visit) is left alone.
 */
export function followAccountLanguage(serverValue: string | null | undefined): void {
  if (!serverValue || savedLanguage()) return;
  const fromServer: LanguageCode | null = languageOfServerValue(serverValue);
  // The next page the server sends is in the account's language, or the browser's.
  rememberForServer(fromServer ?? null);
  if (typeof window !== 'undefined' && isLanguage(new URLSearchParams(window.location.search).get('lng'))) return;
  if (fromServer) {
    if (takenFromAccount !== fromServer || i18next.language !== fromServer) void i18next.changeLanguage(fromServer);
    takenFromAccount = fromServer;
  } else if (takenFromAccount) {
    // Undone even while the account's language is still loading, when i18next still names the
    // one before it: the later change is the one i18next keeps.
    takenFromAccount = null;
    void i18next.changeLanguage(browserLanguage());
  }
}

/** followAccountLanguage for each value the account's answer gives. */
export function useServerLanguage(serverValue: string | null | undefined) {
  useEffect(() => followAccountLanguage(serverValue), [serverValue]);
}
