// The return visit rules of docs/product/return-visits.md as zod schemas: the sync path's record
// kinds (sync/kinds.ts) check every write with these, and the messages are the product's own.
// Dates are calendar dates (YYYY-MM-DD) so no time zone moves them; a linked note or house is
// named by its global id, and service.ts checks it is the owner's.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { optionalText, requiredText } from '../../lib/text.ts';
import { parseRowId } from '../../lib/validate.ts';
import { isCalendarDate } from '../calendar/index.ts';

export const MESSAGES = {
  nameRequired: 'Name is required',
  addressRequired: 'Address is required',
  latitude: 'Latitude must be a number from -90 to 90',
  longitude: 'Longitude must be a number from -180 to 180',
  bothCoordinates: 'Give both latitude and longitude, or neither',
  nextVisitDate: 'Next visit must be a real calendar date written as YYYY-MM-DD',
  callDate: 'The date of the call must be a real calendar date written as YYYY-MM-DD',
  dueBy: 'Due by must be a real calendar date written as YYYY-MM-DD',
  note: 'The linked note must be one of your notes',
  house: 'The linked house must be a house of one of your territories',
  returnVisit: 'returnVisitId must name one of your return visits',
  notFound: 'Return visit not found',
  callNotFound: 'Call not found',
} as const;

export const LIMITS = { name: 100, address: 300, phoneNumber: 30, language: 50, topic: 500, publication: 200, notes: 2000 } as const;

/** A calendar day; blank, null or absent is none. */
const optionalDay = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => v === '' || isCalendarDate(v), message)
    .nullish()
    .transform((v) => (v ? v : null));

/** A coordinate in its range; null or absent is none. */
const coordinate = (limit: number, message: string) =>
  z
    .number({ error: message })
    .refine((v) => Number.isFinite(v) && Math.abs(v) <= limit, message)
    .nullish()
    .transform((v) => v ?? null);

/** A global id of `typename` as a device sends it (a string): its row id; blank or null is no link. */
const link = (typename: string, message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === '') return null;
      try {
        const { typename: type, id } = decodeGlobalID(String(value));
        const row = type === typename ? parseRowId(id) : undefined;
        if (row !== undefined) return row;
      } catch {
        // answered below
      }
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

const visitShape = {
  name: requiredText('Name', LIMITS.name, MESSAGES.nameRequired),
  address: requiredText('Address', LIMITS.address, MESSAGES.addressRequired),
  phoneNumber: optionalText('Phone number', LIMITS.phoneNumber),
  latitude: coordinate(90, MESSAGES.latitude),
  longitude: coordinate(180, MESSAGES.longitude),
  language: optionalText('Language', LIMITS.language),
  topic: optionalText('Topic', LIMITS.topic),
  publication: optionalText('Publication', LIMITS.publication),
  nextVisitDate: optionalDay(MESSAGES.nextVisitDate),
  noteId: link('Note', MESSAGES.note),
  houseId: link('TerritoryHouse', MESSAGES.house),
};

export const VISIT_FIELDS = Object.keys(visitShape) as (keyof typeof visitShape)[];

/** A position is both coordinates or neither. */
export const hasBothOrNeither = (v: { latitude?: number | null; longitude?: number | null }) => (v.latitude == null) === (v.longitude == null);

export const createReturnVisitInput = z
  .object({ ...visitShape, clientId: z.string().max(100).nullish() })
  .refine(hasBothOrNeither, { message: MESSAGES.bothCoordinates, path: ['longitude'] });
export type CreateReturnVisitInput = z.infer<typeof createReturnVisitInput>;

/** A change: any subset of the fields; a required one may not be emptied, a blank optional one is cleared. */
export const updateReturnVisitFields = z
  .object(Object.fromEntries(Object.entries(visitShape).map(([k, v]) => [k, v.optional()])) as { [K in keyof typeof visitShape]: z.ZodOptional<(typeof visitShape)[K]> })
  .transform((v) => Object.fromEntries(Object.entries(v).filter(([, value]) => value !== undefined)) as Partial<CreateReturnVisitInput>);
export type ReturnVisitChanges = z.infer<typeof updateReturnVisitFields>;

const callShape = {
  date: z
    .string({ error: MESSAGES.callDate })
    .trim()
    .refine(isCalendarDate, MESSAGES.callDate),
  notes: optionalText('Notes', LIMITS.notes),
  publication: optionalText('Publication', LIMITS.publication),
};
export const CALL_FIELDS = Object.keys(callShape) as (keyof typeof callShape)[];

/** A call on one of the member's visits; `nextVisitDate`, when given, becomes the visit's. */
export const recordCallInput = z.object({
  returnVisitId: link('ReturnVisit', MESSAGES.returnVisit).refine((id) => id !== null, MESSAGES.returnVisit).transform((id) => id!),
  ...callShape,
  nextVisitDate: optionalDay(MESSAGES.nextVisitDate).optional(),
  clientId: z.string().max(100).nullish(),
});
export type RecordCallInput = z.infer<typeof recordCallInput>;

export const updateCallFields = z
  .object({ date: callShape.date.optional(), notes: callShape.notes.optional(), publication: callShape.publication.optional() })
  .transform((v) => Object.fromEntries(Object.entries(v).filter(([, value]) => value !== undefined)) as Partial<{ date: string; notes: string | null; publication: string | null }>);

/** The `dueBy` argument: a calendar day. */
export const dueByArg = z
  .string({ error: MESSAGES.dueBy })
  .refine(isCalendarDate, MESSAGES.dueBy)
  .nullish()
  .transform((v) => v ?? null);
