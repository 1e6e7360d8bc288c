// The account's language on a device with no choice of its own (language.ts).
import { expect, test } from 'vitest';
import { i18next, initI18n } from '../../i18n/index.ts';
import { followAccountLanguage } from './language.ts';

test('the account’s English undoes its Spanish even while the Spanish messages are still loading', async () => {
  await initI18n('en');
  // The device's saved copy of the account says Spanish: its messages start loading.
  followAccountLanguage('spanish');
  expect(i18next.language).toBe('en');
  // The server's answer says English before they are in.
  followAccountLanguage('english');
  await i18next.loadLanguages('es');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(i18next.language).toBe('en');

  // And Spanish again, once the account says so.
  followAccountLanguage('spanish');
  await i18next.loadLanguages('es');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(i18next.language).toBe('es');
});
