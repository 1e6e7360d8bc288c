// The server's own messages in the member's language (docs/product/languages.md): every message a
// failure carries is written in English in its module; the catalogue of each other language
// (api/src/i18n/<code>.json) gives it by its English text, and the three shapes the text rules
// build from a field's name ("Title is required") by the shape and the field's name. A message the
// catalogue lacks stays English; tests/api/server-words.test.ts fails on any the modules write
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
    return fill(translated, { label: catalogue.labels[read.groups.label!] ?? read.groups.label!, max: read.groups.max ?? '' });
  }
  return message;
}
