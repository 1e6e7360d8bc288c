// "Import my data" (docs/product/export.md, "Import"): a member brings back the file of "Download
// my data", from this server or another one. The preview and the import run the same plan: each
// record of the file is read with its module's rules (import-rules.ts) and is new, already there
// or refused with the screen's message; the import then writes the new ones in one transaction,
// under the signed-in member only. Ids of the file never reach a query as a row to change: they
// only name the file's own records (a house's territory, import-linked.ts) and the marks by which
// a record already there is recognised (import-rules.ts, import-sort.ts).
import { z } from 'zod';
import type { Context } from '../../access/context.ts';
import { lockForTransaction } from '../../db.ts';
import type { User } from '../../generated/sqlite/client.ts';
import { requireViewer } from '../../access/viewer.ts';
import { worded } from '../../lib/server-words.ts';
import { ValidationError } from '../../lib/errors.ts';
import { containsNul, NUL_MESSAGE } from '../../lib/text.ts';
import { MAX_IMPORT_BYTES, type ImportSummary, type NotImportedReason } from '@ministry/shared/data-exchange.ts';
import { audit } from '../../access/audit.ts';
import { refusalReason } from './import-messages.ts';
import { convertOrganized, looksLikeOrganized } from './import-organized.ts';
import { planReturnVisits, planTerritories, writeReturnVisits, writeTerritories, type LinkTargets } from './import-linked.ts';
import { FLAT_RULES, IMPORT_MESSAGES, type FlatArea, type Tx } from './import-rules.ts';
import { importClientId, listOf, markIndex, recordOutcome, sortRecords, type AreaPlan, type Outcomes, type Source } from './import-sort.ts';

export { MAX_IMPORT_BYTES, type ImportSummary, type NotImportedReason };

export const FILE_MESSAGES = {
  tooLarge: 'The file is larger than 10 MB: it is not an export of this app',
  notJson: 'The file is not valid JSON: choose the .json file that "Download my data" saved',
  notExport:
    'The file is not an export of this app nor a backup of Organized: an export needs exportedAt, member and areas as "Download my data" writes them, a backup of Organized name, exported and data',
  notList: worded('The area {{area}} of the file must be a list of records', (area: string) => ({ area })),
} as const;

/** The areas that come back in, in the export's order. */
export const IMPORT_AREAS = [...(Object.keys(FLAT_RULES) as FlatArea[]), 'territories', 'territoryHouses', 'territoryCalls', 'returnVisits', 'returnVisitCalls'] as const;
export type ImportArea = (typeof IMPORT_AREAS)[number];

/**
 * Why an area of the file is not imported: `account` (the account's own settings), `files` (the
 * bytes are not in the file), `group` (it belongs with a service group), `sent` (sent to the
 * admins of the other server), `notSupported` (not imported yet), `unknown` (not an area of this app).
 */
export const NOT_IMPORTED = {
  profile: 'account',
  preferences: 'account',
  reportSettings: 'account',
  serviceTimer: 'account',
  assistantUse: 'account',
  songs: 'files',
  sharedFiles: 'files',
  experiences: 'group',
  experienceLikes: 'group',
  emergencyAlerts: 'group',
  alertResponses: 'group',
  groupMemberships: 'group',
  shepherdingRequests: 'group',
  problemReports: 'sent',
  suggestions: 'sent',
  customAppRequests: 'sent',
  publications: 'notSupported',
  gpsRoutes: 'notSupported',
  gpsPoints: 'notSupported',
} as const satisfies Record<string, NotImportedReason>;

const exportFile = z.object({
  exportedAt: z.string(),
  member: z.object({ id: z.number().int().positive(), username: z.string() }),
  areas: z.record(z.string(), z.unknown()),
});

/** The file an import reads: an export of this app, or another app's file as the areas of one. */
export type ImportFile = z.infer<typeof exportFile> & {
  format: 'app' | 'organized';
  /** Another app's file: its areas that stay out, with why. */
  notImported?: { area: string; inFile: number; reason: NotImportedReason }[];
};

/**
 * The request body as an export file, or a backup of Organized (import-organized.ts) turned into
 * one; anything else is a 400 saying what the file should be.
 */
export function parseImportFile(text: string): ImportFile {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ValidationError(FILE_MESSAGES.notJson);
  }
  if (containsNul(body)) throw new ValidationError(NUL_MESSAGE);
  if (looksLikeOrganized(body)) return convertOrganized(body);
  const parsed = exportFile.safeParse(body);
  if (!parsed.success) throw new ValidationError(FILE_MESSAGES.notExport);
  for (const area of IMPORT_AREAS) {
    const value = parsed.data.areas[area];
    if (value !== undefined && !Array.isArray(value)) throw new ValidationError(FILE_MESSAGES.notList(area), [{ path: `areas.${area}`, message: FILE_MESSAGES.notList(area) }]);
  }
  return { ...parsed.data, format: 'app' };
}

async function planFlat(tx: Tx, viewer: User, file: ImportFile, source: Source, area: FlatArea, now: Date, outcomes?: Outcomes) {
  const rule = FLAT_RULES[area];
  return sortRecords(
    {
      area,
      records: listOf(file.areas, area),
      index: markIndex(await rule.existing(tx, viewer.id)),
      ownMark: (record, sourceId) => (source.sameAccount ? `id:${rule.ref ? rule.ref(record) : sourceId}` : null),
      read: (record) => rule.read(record, viewer),
      marksOf: (data, sourceId) => {
        if (rule.match === 'key') return { marks: [`key:${rule.key!(data)}`], clientId: null };
        if (sourceId === null) return { refused: IMPORT_MESSAGES.noId };
        const clientId = importClientId(source, area, sourceId);
        return { marks: [`client:${clientId}`], clientId };
      },
      ...(outcomes ? { onRecord: recordOutcome(outcomes) } : {}),
    },
    now,
  );
}

// ---- the plan, previewed or written

const present = (file: ImportFile, areas: readonly string[]) => areas.some((area) => file.areas[area] !== undefined);

/** The plan of `file` for `viewer`; the reasons of refused records are written in `language`. */
async function plan(tx: Tx, viewer: User, file: ImportFile, now: Date, language: string | undefined) {
  const source: Source =
    file.format === 'organized'
      ? { memberId: 0, sameAccount: false, mark: 'organized' }
      : {
          memberId: file.member.id,
          sameAccount: file.member.id === viewer.id && file.member.username === viewer.username,
          mark: `${file.member.id}.${file.member.username}`,
        };
  const links: LinkTargets = { notes: new Map(), noteClientIds: new Map(), houses: new Map() };
  const flat: { area: FlatArea; plan: AreaPlan<unknown> }[] = [];
  for (const area of Object.keys(FLAT_RULES) as FlatArea[]) {
    if (file.areas[area] === undefined) continue;
    const isNote = area === 'notes' || area === 'ideas';
    const planned = await planFlat(tx, viewer, file, source, area, now, isNote ? links.notes : undefined);
    if (isNote) for (const record of planned.records) if (record.sourceId !== null) links.noteClientIds.set(record.sourceId, record.clientId!);
    flat.push({ area, plan: planned });
  }
  const territories = present(file, ['territories', 'territoryHouses', 'territoryCalls']) ? await planTerritories(tx, viewer, file.areas, source, now) : null;
  links.houses = territories?.houseOutcomes ?? new Map();
  const returnVisits = present(file, ['returnVisits', 'returnVisitCalls']) ? await planReturnVisits(tx, viewer, file.areas, source, links, now) : null;

  const counts = [
    ...flat.map((f) => f.plan.count),
    ...(territories ? [territories.territoryPlan.count, territories.housePlan.count, territories.callPlan.count] : []),
    ...(returnVisits ? [returnVisits.visitPlan.count, returnVisits.callPlan.count] : []),
  ];
  const summary: ImportSummary = {
    imported: false,
    source: { format: file.format, username: file.member.username, exportedAt: file.exportedAt, sameAccount: source.sameAccount },
    areas: counts
      .filter((c) => file.areas[c.area] !== undefined)
      .map((c) => ({ ...c, refusals: c.refusals.map(({ message, count }) => ({ ...refusalReason(message, language), count })) })),
    notImported: file.notImported ?? Object.entries(file.areas)
      .filter(([area]) => !(IMPORT_AREAS as readonly string[]).includes(area))
      .map(([area, value]) => ({
        area,
        inFile: Array.isArray(value) ? value.length : value === null ? 0 : 1,
        reason: Object.hasOwn(NOT_IMPORTED, area) ? NOT_IMPORTED[area as keyof typeof NOT_IMPORTED] : 'unknown',
      })),
  };
  return { summary, flat, territories, returnVisits, links };
}

/** Serialises two imports of one member (two tabs at once) on PostgreSQL; SQLite writes one at a time. */
const IMPORT_LOCK = 7_310_003;
/** A large file's records are written in one transaction: longer than Prisma's default 5 s. */
const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 120_000 } as const;

/** What importing `file` would do; writes nothing. */
export async function previewImport(ctx: Context, file: ImportFile, now = new Date()): Promise<ImportSummary> {
  const viewer = requireViewer(ctx);
  return (await plan(ctx.db, viewer, file, now, ctx.language)).summary;
}

/** Writes the file's new records for the signed-in member, all or none. */
export async function importData(ctx: Context, file: ImportFile, now = new Date()): Promise<ImportSummary> {
  const viewer = requireViewer(ctx);
  const summary = await ctx.db.$transaction(async (tx) => {
    await lockForTransaction(ctx.db, tx, IMPORT_LOCK, viewer.id);
    const planned = await plan(tx, viewer, file, now, ctx.language);
    for (const { area, plan: p } of planned.flat) if (p.records.length > 0) await FLAT_RULES[area].write(tx, viewer.id, p.records);
    const houses = planned.territories ? await writeTerritories(tx, viewer.id, planned.territories) : new Map<number, number>();
    if (planned.returnVisits) await writeReturnVisits(tx, viewer.id, planned.returnVisits, planned.links, houses);
    return planned.summary;
  }, TRANSACTION_OPTIONS);
  await audit(ctx, 'data-imported', { detail: importDetail(summary), detailLimit: 1000 });
  return { ...summary, imported: true };
}

/**
 * The audit entry's detail: the file's kind and, area by area, how many records were added,
 * already here and refused; never what they hold. Areas with nothing in them are left out.
 */
export function importDetail(summary: ImportSummary) {
  const areas = summary.areas.filter((a) => a.inFile > 0).map((a) => `${a.area} ${a.new}/${a.present}/${a.refused}`);
  return `format: ${summary.source.format}, added/here/refused: ${areas.join(', ') || 'none'}`;
}
