// The territory rules of docs/product/territories.md as zod schemas: the GraphQL input types and
// the /api/territories routes both validate with these. The image is checked from its bytes in
// service.ts, through the one storage module.
import { z } from 'zod';
import { optionalText, requiredText } from '../../lib/text.ts';
import { globalIdOf } from '../../lib/validate.ts';
import { isCalendarDate } from '../calendar/index.ts';

export const MESSAGES = {
  numberRequired: 'Territory number is required',
  nameRequired: 'Territory name is required',
  progress: 'Progress must be a whole number from 0 to 100',
  houses: 'Houses must be a whole number of 0 or more',
  contactedHouses: 'Contacted houses must be a whole number of 0 or more',
  contactedOverHouses: 'Contacted houses cannot be more than houses',
  status: 'Status must be active, completed or overdue',
  type: 'Type must be residential, business, apartment or rural',
  date: 'Date must be a real calendar date written as YYYY-MM-DD',
  today: 'Today must be a real calendar date written as YYYY-MM-DD',
  invalidImage: 'Please select a valid image file.',
  imageTooLarge: 'Image file size must be less than 10MB.',
  notFound: 'Territory not found',
  addressRequired: 'Address is required',
  houseStatus: 'House status must be not visited, home, not at home, do not call or return visit',
  houseNotFound: 'House not found',
  badData: 'Send the territory as JSON in the data field',
  imageNotFound: 'Image not found',
} as const;

export const TERRITORY_STATUSES = ['active', 'completed', 'overdue'] as const;
export const TERRITORY_TYPES = ['residential', 'business', 'apartment', 'rural'] as const;
export const HOUSE_STATUSES = ['not_visited', 'home', 'not_at_home', 'do_not_call', 'return_visit'] as const;
export type TerritoryStatus = (typeof TERRITORY_STATUSES)[number];
export type TerritoryType = (typeof TERRITORY_TYPES)[number];
export type HouseStatus = (typeof HOUSE_STATUSES)[number];

/** The largest count of houses a territory is given by hand. */
export const MAX_HOUSES = 100_000;

/** A form sends numbers as text; blank is "not given". */
const numeric = (value: unknown) => {
  if (typeof value === 'string') return value.trim() === '' ? undefined : Number(value);
  return value === null ? undefined : value;
};

const wholeNumber = (message: string, max: number) =>
  z.preprocess(numeric, z.number({ error: message }).int(message).min(0, message).max(max, message).optional());

/** A calendar day (YYYY-MM-DD); blank, null or absent is none. */
export const optionalDate = z
  .string({ error: MESSAGES.date })
  .trim()
  .refine((v) => v === '' || isCalendarDate(v), MESSAGES.date)
  .nullish()
  .transform((v) => (v ? v : null));

/** The member's own day, sent by the client: overdue is judged against it. */
export const todayArg = z
  .string({ error: MESSAGES.today })
  .refine(isCalendarDate, MESSAGES.today)
  .nullish()
  .transform((v) => v ?? null);

const territoryObject = z.object({
  territoryNumber: requiredText('Territory number', 50, MESSAGES.numberRequired),
  name: requiredText('Territory name', 200, MESSAGES.nameRequired),
  description: optionalText('Description', 2000),
  assignedDate: optionalDate,
  dueDate: optionalDate,
  status: z.enum(TERRITORY_STATUSES, { error: MESSAGES.status }).nullish().transform((v) => v ?? 'active'),
  type: z.enum(TERRITORY_TYPES, { error: MESSAGES.type }).nullish().transform((v) => v ?? 'residential'),
  progress: z.preprocess(numeric, z.number({ error: MESSAGES.progress }).int(MESSAGES.progress).min(0, MESSAGES.progress).max(100, MESSAGES.progress).optional()),
  houses: wholeNumber(MESSAGES.houses, MAX_HOUSES),
  contactedHouses: wholeNumber(MESSAGES.contactedHouses, MAX_HOUSES),
  boundaries: optionalText('Boundaries', 5000),
  notes: optionalText('Notes', 5000),
  /** Checked from its bytes by the storage module, after the text fields. */
  image: z.unknown().optional(),
});

export const territoryFields = territoryObject.refine((t) => (t.contactedHouses ?? 0) <= (t.houses ?? 0), {
  message: MESSAGES.contactedOverHouses,
  path: ['contactedHouses'],
});
export type TerritoryFields = z.infer<typeof territoryFields>;

export const createTerritoryInput = territoryFields;
/** The fields a change queued on a device may carry, each checked alone (the whole is checked on save). */
export const territoryChangeFields = territoryObject.omit({ image: true }).partial();
export const updateTerritoryInput = z.intersection(territoryFields, z.object({ id: globalIdOf('Territory') }));
export type UpdateTerritoryInput = z.infer<typeof updateTerritoryInput>;
export const territoryIdInput = z.object({ id: globalIdOf('Territory') });

const houseFields = {
  address: requiredText('Address', 300, MESSAGES.addressRequired),
  status: z.enum(HOUSE_STATUSES, { error: MESSAGES.houseStatus }).nullish().transform((v) => v ?? 'not_visited'),
  nextVisitDate: optionalDate,
  notes: optionalText('Notes', 2000),
  today: todayArg,
};

export const addHouseInput = z.object({ territoryId: globalIdOf('Territory'), ...houseFields });
export type AddHouseInput = z.infer<typeof addHouseInput>;
export const updateHouseInput = z.object({ id: globalIdOf('TerritoryHouse'), ...houseFields });
export type UpdateHouseInput = z.infer<typeof updateHouseInput>;
export const houseIdInput = z.object({ id: globalIdOf('TerritoryHouse') });
