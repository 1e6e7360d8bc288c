// Why a record of an import was refused, as a key of the screen's message catalogue
// (docs/product/export.md, "Import"): the screen shows each reason in the member's language. The
// rules keep refusing with the modules' own sentences (the same ones their screens and the API
// answer); this names each sentence that an import can give, and the two shapes a text field's
// sentence takes, by a key and its values. A sentence not named here keeps no key and is shown as
// the server wrote it, in the language of the request (lib/server-words.ts).
import { MESSAGES as CALENDAR } from '../calendar/index.ts';
import { MESSAGES as CONTACTS } from '../contacts/index.ts';
import { MESSAGES as NOTES } from '../notes/index.ts';
import { MESSAGES as REPORT } from '../report/index.ts';
import { MESSAGES as VISITS } from '../return-visits/index.ts';
import { MESSAGES as TERRITORIES } from '../territories/index.ts';
import { inMemberLanguage } from '../../lib/server-words.ts';
import { NUL_MESSAGE } from '../../lib/text.ts';
import { IMPORT_MESSAGES } from './import-rules.ts';

export interface RefusalReason {
  /** The rule's own sentence, in the language of the request (English when its catalogue has none). */
  message: string;
  /** Its key under `dataImport.refusalReasons` of the catalogue, or null when it has none. */
  key: string | null;
  values: Record<string, string | number>;
}

const KEYED: Record<string, string> = {
  ...Object.fromEntries(Object.entries(IMPORT_MESSAGES).map(([key, message]) => [message, key])),
  [NUL_MESSAGE]: 'nul',
  [CALENDAR.date]: 'date',
  [CALENDAR.time]: 'time',
  [CALENDAR.type]: 'eventType',
  [CALENDAR.priority]: 'priority',
  [CALENDAR.attendees]: 'attendees',
  [CALENDAR.missingInformation]: 'eventMissing',
  [CONTACTS.emailInvalid]: 'email',
  [NOTES.ideasForConductor]: 'ideasForConductor',
  [REPORT.month]: 'month',
  [REPORT.duration]: 'duration',
  [REPORT.hours]: 'hours',
  [REPORT.minutes]: 'minutes',
  [REPORT.kind]: 'kind',
  [REPORT.studies]: 'studies',
  [VISITS.latitude]: 'latitude',
  [VISITS.longitude]: 'longitude',
  [VISITS.bothCoordinates]: 'bothCoordinates',
  [VISITS.nextVisitDate]: 'nextVisitDate',
  [VISITS.callDate]: 'callDate',
  [TERRITORIES.houseStatus]: 'houseStatus',
  [TERRITORIES.status]: 'territoryStatus',
  [TERRITORIES.type]: 'territoryType',
  [TERRITORIES.progress]: 'progress',
  [TERRITORIES.houses]: 'houses',
  [TERRITORIES.contactedHouses]: 'contactedHouses',
  [TERRITORIES.contactedOverHouses]: 'contactedOverHouses',
};

/** "Phone number" → "phoneNumber": the field's key under `dataImport.fields`. */
const fieldKey = (label: string) => label.toLowerCase().replace(/ (\w)/g, (_, c: string) => c.toUpperCase());

/** The sentences of a text field (lib/text.ts): too long, required, not text. */
const PATTERNS: [RegExp, string, (m: RegExpExecArray) => Record<string, string | number>][] = [
  [/^(.+) must be at most (\d+) characters$/, 'tooLong', (m) => ({ field: fieldKey(m[1]!), label: m[1]!, max: Number(m[2]) })],
  [/^(.+) is required$/, 'required', (m) => ({ field: fieldKey(m[1]!), label: m[1]! })],
  [/^(.+) must be text$/, 'notText', (m) => ({ field: fieldKey(m[1]!), label: m[1]! })],
];

/** Every key this names: each one has its sentence in every language of the catalogue. */
export const REFUSAL_KEYS = [...new Set([...Object.values(KEYED), ...PATTERNS.map(([, key]) => key)])];

/** The reason of `message`, a rule's English sentence, written in `language` (a code of shared/src/languages.ts). */
export function refusalReason(message: string, language?: string | null): RefusalReason {
  const written = inMemberLanguage(message, language);
  const key = KEYED[message];
  if (key) return { message: written, key, values: {} };
  for (const [pattern, patternKey, values] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return { message: written, key: patternKey, values: values(match) };
  }
  return { message: written, key: null, values: {} };
}
