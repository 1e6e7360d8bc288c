// The reasons of a refused record name a key of the screen's catalogue (docs/product/export.md,
// "Import"), so the member reads them in their language: every key the server can name has a
// sentence in English and in Spanish, and the English one is the rule's own sentence again.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { refusalReason, REFUSAL_KEYS } from './import-messages.ts';
import { IMPORT_MESSAGES } from './import-rules.ts';

const catalogue = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../../../web/src/i18n/locales/${language}/account.json`, import.meta.url), 'utf8')).dataImport as {
    refusalReasons: Record<string, string>;
    fields: Record<string, string>;
  };

describe('refusal reasons', () => {
  test.each(['en', 'es'])('every key the server names has a sentence in %s', (language) => {
    const reasons = catalogue(language).refusalReasons;
    expect(REFUSAL_KEYS.filter((key) => typeof reasons[key] !== 'string')).toEqual([]);
  });

  test("a rule's sentence gets its key, a text field's its field and limit, an unknown one none", () => {
    expect(refusalReason(IMPORT_MESSAGES.territoryMissing)).toEqual({ message: IMPORT_MESSAGES.territoryMissing, key: 'territoryMissing', values: {} });
    expect(refusalReason('Time must be from 1 minute to 24 hours')).toMatchObject({ key: 'duration' });
    expect(refusalReason('Phone number must be at most 30 characters')).toEqual({
      message: 'Phone number must be at most 30 characters',
      key: 'tooLong',
      values: { field: 'phoneNumber', label: 'Phone number', max: 30 },
    });
    expect(refusalReason('Something no rule says')).toEqual({ message: 'Something no rule says', key: null, values: {} });
  });

  test('the English sentences are the rules\' own, and the Spanish ones differ from them', () => {
    const en = catalogue('en');
    const es = catalogue('es');
    expect(en.refusalReasons.territoryMissing).toBe(IMPORT_MESSAGES.territoryMissing);
    expect(en.refusalReasons.tooLong!.replace('{{field}}', en.fields.title!).replace('{{max}}', '200')).toBe('Title must be at most 200 characters');
    expect(REFUSAL_KEYS.filter((key) => es.refusalReasons[key] === en.refusalReasons[key])).toEqual([]);
  });
});
