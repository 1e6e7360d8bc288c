// The server's own messages in the member's language (docs/product/languages.md): every message a
// failure carries is written in English in its module; the catalogue of each other language
// (api/src/i18n/<code>.json) gives it by its English text, and the three shapes the text rules
// build from a field's name ("Title is required") by the shape and the field's name. A message
// with values in it (a member's name, a limit) is made by `worded` from an English template with
// {{placeholders}}; the catalogue gives the template, and the values are carried over. A message
// the catalogue lacks stays English; tests/api/server-words.test.ts fails on any the modules write
// that a language lacks.
import type { LANGUAGES } from '@ministry/shared/languages.ts';
import ar from '../i18n/ar.json' with { type: 'json' };
import es from '../i18n/es.json' with { type: 'json' };
import fr from '../i18n/fr.json' with { type: 'json' };
import pt from '../i18n/pt.json' with { type: 'json' };

export interface Catalogue {
  messages: Record<string, string>;
  /** The text rules' shapes (lib/text.ts), with {{label}} and {{max}}. */
  patterns: Record<string, string>;
  /** The fields' names the shapes carry, as a form labels them. */
  labels: Record<string, string>;
}

/** Every language the app speaks but English, with the server's words in it. */
export const CATALOGUES: Readonly<Record<Exclude<(typeof LANGUAGES)[number]['code'], 'en'>, Catalogue>> = { es, fr, pt, ar };

/** The shapes of lib/text.ts, as their English texts and how to read one back. */
export const SHAPES = ['{{label}} must be at most {{max}} characters', '{{label}} is required', '{{label}} must be text'] as const;
const READERS = SHAPES.map((shape) => ({
  shape,
  reader: new RegExp(`^${shape.replace('{{label}}', '(?<label>.+?)').replace('{{max}}', '(?<max>\\d+)')}$`),
}));

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message with values in it, as its module writes it: a function of the values, with its English template. */
export type Worded<A extends unknown[]> = ((...args: A) => string) & { readonly template: string };

/**
 * The message `template` makes with the values `values` takes from the arguments: the English text
 * a failure carries, which `inMemberLanguage` reads back against the template to write it in
 * another language with the same values.
 */
export function worded<A extends unknown[]>(template: string, values: (...args: A) => Record<string, string | number>): Worded<A> {
  const made = (...args: A) => fill(template, Object.fromEntries(Object.entries(values(...args)).map(([name, value]) => [name, String(value)])));
  return Object.assign(made, { template });
}

/** How to read a message made from `template` back into its values. */
function readerOf(template: string): RegExp {
  const parts = template.split(PLACEHOLDER);
  // split() with a group alternates text and placeholder names: even indexes are text.
  const source = parts.map((part, i) => (i % 2 === 0 ? escapeRegExp(part) : `(?<${part}>.+?)`)).join('');
  return new RegExp(`^${source}$`, 's');
}

/** Each catalogue's templates and how to read a message back into each, built once when first asked. */
const templateReaders = new Map<Catalogue, { reader: RegExp; translated: string }[]>();
function templatesOf(catalogue: Catalogue) {
  let readers = templateReaders.get(catalogue);
  if (!readers) {
    readers = Object.entries(catalogue.messages)
      .filter(([english]) => english.includes('{{'))
      .map(([english, translated]) => ({ reader: readerOf(english), translated }));
    templateReaders.set(catalogue, readers);
  }
  return readers;
}

/** A value read back from a message: a field's name (`label`) is written as the language names it. */
const valuesIn = (groups: Record<string, string>, catalogue: Catalogue) =>
  Object.fromEntries(Object.entries(groups).map(([name, value]) => [name, name === 'label' ? (catalogue.labels[value] ?? value) : value]));

/** A field's name as a form labels it ("Due date"), in `language`, or as it is when the catalogue has none. */
export function labelIn(label: string, language: string | null | undefined): string {
  const catalogue = language ? (CATALOGUES as Record<string, Catalogue | undefined>)[language] : undefined;
  return catalogue?.labels[label] ?? label;
}

/** `message` in `language` (a code of shared/src/languages.ts), or as it is when the catalogue has none. */
export function inMemberLanguage(message: string, language: string | null | undefined): string {
  const catalogue = language ? (CATALOGUES as Record<string, Catalogue | undefined>)[language] : undefined;
  if (!catalogue) return message;
  const exact = catalogue.messages[message];
  if (exact) return exact;
  for (const { shape, reader } of READERS) {
    const read = reader.exec(message);
    const translated = read && catalogue.patterns[shape];
    if (!read?.groups || !translated) continue;
    return fill(translated, valuesIn(read.groups, catalogue));
  }
  for (const { reader, translated } of templatesOf(catalogue)) {
    const read = reader.exec(message);
    if (read?.groups) return fill(translated, valuesIn(read.groups, catalogue));
  }
  return message;
}
