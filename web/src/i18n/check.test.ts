// The catalogue check of npm test (scripts/check-i18n.mjs) finds what it is meant to find.
import { describe, expect, it } from 'vitest';
import { compareCatalogues, literalStrings } from '../../../scripts/check-i18n.mjs';

describe('the message catalogue check', () => {
  it('finds a key missing in Spanish, an extra key and a changed placeholder', () => {
    const en = { a: 'A', nested: { b: 'Hello {{name}}' }, gone: 'x' };
    const es = { a: 'A', nested: { b: 'Hola {{nombre}}' }, extra: 'y' };
    expect(compareCatalogues('es', 'test', en, es)).toEqual([
      'es/test.json: "nested.b" has placeholders {nombre}, English has {name}',
      'es/test.json: missing "gone"',
      'es/test.json: "extra" is not in English',
    ]);
  });

  it("asks for every plural form of the language's own rules", () => {
    const en = { notes_one: '{{count}} note', notes_other: '{{count}} notes' };
    const es = { notes_one: '{{count}} nota', notes_other: '{{count}} notas' };
    expect(compareCatalogues('es', 'test', en, es)).toEqual(['es/test.json: missing "notes_many"']);
    expect(compareCatalogues('es', 'test', en, { ...es, notes_many: '{{count}} notas' })).toEqual([]);
  });

  it('finds JSX text, visible attributes and toast messages, and honours i18n-ignore', () => {
    const source = [
      'export const A = () => (',
      '  <div aria-label="Close">',
      '    Hello there',
      '    {t("ok")}',
      '    {/* i18n-ignore */}',
      '    <a href="https://www.jw.org">JW.org</a>',
      '    <span title={t("x")}>{"Literal"}</span>',
      '  </div>',
      ');',
      'toast({ title: "Saved" });',
    ].join('\n');
    expect(literalStrings(source, 'a.tsx')).toEqual([
      'a.tsx:2: "Close"',
      'a.tsx:3: "Hello there"',
      'a.tsx:7: "Literal"',
      'a.tsx:10: "Saved"',
    ]);
  });
});
