// A member's words inside a line of the app's own (a check-in's note, a shepherding request's
// notes) keep their own direction: the line is rendered with <Trans>, and every language's message
// wraps the member's words in <bdi>, so an English note in an Arabic line reads left to right.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { LANGUAGES } from './languages.ts';

const ISOLATED: { namespace: string; key: string; placeholder: string }[] = [
  { namespace: 'checkIns', key: 'banner.note', placeholder: 'note' },
  { namespace: 'shepherding', key: 'item.notes', placeholder: 'notes' },
  { namespace: 'shepherding', key: 'item.completionNotes', placeholder: 'notes' },
];

const message = (language: string, namespace: string, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      JSON.parse(readFileSync(new URL(`./locales/${language}/${namespace}.json`, import.meta.url), 'utf8')),
    );

test('a member’s words inside the app’s line are a <bdi> in every language', () => {
  for (const { code } of LANGUAGES) {
    for (const { namespace, key, placeholder } of ISOLATED) {
      expect(message(code, namespace, key), `${code}/${namespace}.json ${key}`).toContain(`<bdi>{{${placeholder}}}</bdi>`);
    }
  }
});
