// Speech is recognised in the app's language: each language the app speaks has a recogniser tag of
// that language (a region added), and the pseudo-locales, English text, listen in English.
import { expect, test } from 'vitest';
import { LANGUAGES, PSEUDO_LONG, PSEUDO_RTL } from './languages.ts';
import { speechLanguageOf } from './speech.ts';

test('every app language is listened for in that language, with a region', () => {
  for (const { code } of LANGUAGES) {
    const tag = new Intl.Locale(speechLanguageOf(code));
    expect(tag.language, code).toBe(code);
    expect(tag.region, code).toBeDefined();
  }
  expect(LANGUAGES.map((l) => speechLanguageOf(l.code))).toEqual(['en-US', 'es-ES', 'pt-BR', 'fr-FR', 'ar-SA']);
});

test('the pseudo-locales and an unknown code listen in English', () => {
  expect(speechLanguageOf(PSEUDO_RTL)).toBe('en-US');
  expect(speechLanguageOf(PSEUDO_LONG)).toBe('en-US');
  expect(speechLanguageOf('de')).toBe('en-US');
  expect(speechLanguageOf('toString')).toBe('en-US');
});
