// The convention-note rules the form and the list share (docs/product/convention-notes.md): the
// required fields, whose messages are catalogue keys `messages.<field>` of the `conventionNotes`
// namespace (their English text is the API's own message, api/src/modules/convention-notes/inputs.ts),
// the sessions offered in the form, and how a note's scriptures are split into references.
export const REQUIRED_FIELDS = ['title', 'speaker', 'date', 'session', 'content'] as const;

/**
 * A regional convention runs Friday to Sunday, a morning and an afternoon session each day. The
 * value is what is stored (the English name, as notes written by the original app hold it); the
 * label is the catalogue key `sessions.<key>`.
 */
export const SESSIONS = [
  { value: 'Friday Morning', key: 'fridayMorning' },
  { value: 'Friday Afternoon', key: 'fridayAfternoon' },
  { value: 'Saturday Morning', key: 'saturdayMorning' },
  { value: 'Saturday Afternoon', key: 'saturdayAfternoon' },
  { value: 'Sunday Morning', key: 'sundayMorning' },
  { value: 'Sunday Afternoon', key: 'sundayAfternoon' },
] as const;

export type SessionKey = (typeof SESSIONS)[number]['key'];

/** The catalogue key of a stored session, or undefined for a session the app does not offer. */
export function sessionKey(value: string): SessionKey | undefined {
  return SESSIONS.find((s) => s.value === value)?.key;
}

/** The references of a note's scriptures field, one per line or semicolon ("John 3:16; Ps 83:18"). */
export function splitReferences(scriptures: string | null | undefined): string[] {
  return (scriptures ?? '')
    .split(/[;\n]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}
