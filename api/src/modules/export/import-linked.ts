// The areas of an import whose records name each other (docs/product/export.md, "Import"): a
// territory's houses and calls, a return visit's calls and the note or house it is linked to. An id
// of the file only ever names another record of the same file; where that record went (a row of
// the member already there, or one this import writes) is what the child is attached to, so no id
// of the file reaches a row of someone else.
import { z } from 'zod';
import type { User } from '../../generated/sqlite/client.ts';
import { createReturnVisitInput, MESSAGES as VISIT_MESSAGES, updateCallFields } from '../return-visits/index.ts';
import { isCalendarDate } from '../calendar/index.ts';
import {
  addHouseInput,
  HOUSE_STATUSES,
  MESSAGES as TERRITORY_MESSAGES,
  optionalDate,
  territoryFields,
  recomputeFigures,
} from '../territories/index.ts';
import type { Row } from './areas.ts';
import { check, IMPORT_MESSAGES, joinKey, type Tx } from './import-rules.ts';
import { importClientId, listOf, markIndex, parentMark, parentOf, recordOutcome, sortRecords, type FileAreas, type Outcomes, type Parent, type Source } from './import-sort.ts';

const territoryRecord = territoryFields.transform(({ image: _, ...fields }) => fields);
type TerritoryData = z.infer<typeof territoryRecord>;

const houseStatus = z.enum(HOUSE_STATUSES, { error: TERRITORY_MESSAGES.houseStatus });
/** A house as the screen adds it, with the day of its last call; a next visit belongs to a return visit only. */
const houseRecord = addHouseInput
  .omit({ territoryId: true, today: true })
  .extend({ lastCallDate: optionalDate })
  .transform((house) => ({ ...house, nextVisitDate: house.status === 'return_visit' ? house.nextVisitDate : null }));
type HouseData = z.infer<typeof houseRecord> & { parent: Parent };

const callRecord = z.object({ status: houseStatus, date: z.string({ error: TERRITORY_MESSAGES.date }).refine(isCalendarDate, TERRITORY_MESSAGES.date) });
type CallData = z.infer<typeof callRecord> & { territory: Parent; house: Parent };

export async function planTerritories(tx: Tx, viewer: User, areas: FileAreas, source: Source, now: Date) {
  const ownMark = (_: Row, sourceId: number) => (source.sameAccount ? `id:${sourceId}` : null);
  const needsId = <T>(marks: (data: T) => string[]) => (data: T, sourceId: number | null) =>
    sourceId === null ? { refused: IMPORT_MESSAGES.noId } : { marks: marks(data), clientId: null };

  const territories = await tx.territory.findMany({ where: { userId: viewer.id }, select: { id: true, territoryNumber: true, name: true } });
  const territoryOutcomes: Outcomes = new Map();
  const territoryPlan = sortRecords<TerritoryData>(
    {
      area: 'territories',
      records: listOf(areas, 'territories'),
      index: markIndex(territories.map((t) => ({ id: t.id, marks: [`id:${t.id}`, `key:${joinKey(t.territoryNumber, t.name)}`] }))),
      ownMark,
      read: (record) => check(territoryRecord, record),
      marksOf: needsId((data) => [`key:${joinKey(data.territoryNumber, data.name)}`]),
      onRecord: recordOutcome(territoryOutcomes),
    },
    now,
  );

  const houses = await tx.territoryHouse.findMany({ where: { territory: { userId: viewer.id } }, select: { id: true, territoryId: true, address: true } });
  const houseOutcomes: Outcomes = new Map();
  const housePlan = sortRecords<HouseData>(
    {
      area: 'territoryHouses',
      records: listOf(areas, 'territoryHouses'),
      index: markIndex(houses.map((h) => ({ id: h.id, marks: [`id:${h.id}`, `key:${joinKey(`r${h.territoryId}`, h.address)}`] }))),
      ownMark,
      read: (record) => {
        const parent = parentOf(territoryOutcomes, record.territoryId, IMPORT_MESSAGES.territoryRefused, IMPORT_MESSAGES.territoryMissing);
        if ('refused' in parent) return parent;
        const read = check(houseRecord, record);
        return 'refused' in read ? read : { data: { ...read.data, parent } };
      },
      marksOf: needsId((data) => [`key:${joinKey(parentMark(data.parent), data.address)}`]),
      onRecord: recordOutcome(houseOutcomes),
    },
    now,
  );

  const calls = await tx.territoryCall.findMany({ where: { territory: { userId: viewer.id } }, select: { id: true, houseId: true, status: true, date: true } });
  const callPlan = sortRecords<CallData>(
    {
      area: 'territoryCalls',
      records: listOf(areas, 'territoryCalls'),
      index: markIndex(calls.map((c) => ({ id: c.id, marks: [`id:${c.id}`, `key:${joinKey(`r${c.houseId}`, c.date, c.status)}`] }))),
      ownMark,
      read: (record) => {
        const territory = parentOf(territoryOutcomes, record.territoryId, IMPORT_MESSAGES.territoryRefused, IMPORT_MESSAGES.territoryMissing);
        if ('refused' in territory) return territory;
        const house = parentOf(houseOutcomes, record.houseId, IMPORT_MESSAGES.houseRefused, IMPORT_MESSAGES.houseMissing);
        if ('refused' in house) return house;
        const read = check(callRecord, record);
        return 'refused' in read ? read : { data: { ...read.data, territory, house } };
      },
      marksOf: (data) => ({ marks: [`key:${joinKey(parentMark(data.house), data.date, data.status)}`], clientId: null }),
    },
    now,
  );
  return { territoryPlan, housePlan, callPlan, houseOutcomes };
}

export type TerritoryPlans = Awaited<ReturnType<typeof planTerritories>>;

export async function writeTerritories(tx: Tx, userId: number, { territoryPlan, housePlan, callPlan }: TerritoryPlans) {
  const created = { territory: new Map<number, number>(), house: new Map<number, number>() };
  const rowOf = (p: Parent, made: Map<number, number>) => ('row' in p ? p.row : made.get(p.file)!);
  for (const { data, createdAt, sourceId } of territoryPlan.records) {
    const row = await tx.territory.create({ data: { ...data, userId, createdAt }, select: { id: true } });
    created.territory.set(sourceId!, row.id);
  }
  const grown = new Set<number>();
  for (const { data: { parent, ...fields }, createdAt, sourceId } of housePlan.records) {
    const territoryId = rowOf(parent, created.territory);
    if ('row' in parent) grown.add(territoryId);
    const row = await tx.territoryHouse.create({ data: { ...fields, territoryId, createdAt }, select: { id: true } });
    created.house.set(sourceId!, row.id);
  }
  await tx.territoryCall.createMany({
    data: callPlan.records.map(({ data, createdAt }) => ({
      territoryId: rowOf(data.territory, created.territory),
      houseId: rowOf(data.house, created.house),
      status: data.status,
      date: data.date,
      createdAt,
    })),
  });
  // A territory already there that got houses from the file: its figures follow its house rows.
  for (const territoryId of grown) await recomputeFigures(tx, territoryId);
  return created.house;
}


// ---- return visits and their calls

/** Where the notes and houses of the file went, so a return visit keeps its links. */
export interface LinkTargets {
  notes: Outcomes;
  /** The client id each new note of the file is written with, by its id in the file. */
  noteClientIds: Map<number, string>;
  houses: Outcomes;
}

/** A link to a record of the file: where it went, or none when it is not in the file or was refused. */
const linkOf = (outcomes: Outcomes, sourceId: unknown): Parent | null => {
  const outcome = typeof sourceId === 'number' ? outcomes.get(sourceId) : undefined;
  return outcome && outcome !== 'refused' ? outcome : null;
};

const visitRecord = createReturnVisitInput.transform(({ noteId: _n, houseId: _h, clientId: _c, ...fields }) => fields);
type VisitData = z.infer<typeof visitRecord> & { note: Parent | null; house: Parent | null };
type VisitCallData = { date: string; notes: string | null; publication: string | null; visit: Parent };

export async function planReturnVisits(tx: Tx, viewer: User, areas: FileAreas, source: Source, links: LinkTargets, now: Date) {
  const ownMark = (_: Row, sourceId: number) => (source.sameAccount ? `id:${sourceId}` : null);
  const clientIdOf = (area: string, sourceId: number) => importClientId(source, area, sourceId);

  const visits = await tx.returnVisit.findMany({ where: { userId: viewer.id }, select: { id: true, clientId: true } });
  const visitOutcomes: Outcomes = new Map();
  const visitPlan = sortRecords<VisitData>(
    {
      area: 'returnVisits',
      records: listOf(areas, 'returnVisits'),
      index: markIndex(visits.map((v) => ({ id: v.id, marks: [`id:${v.id}`, ...(v.clientId ? [`client:${v.clientId}`] : [])] }))),
      ownMark,
      // The links are the file's own ids: checked here as records of the file, not as global ids.
      read: (record) => {
        const read = check(visitRecord, { ...record, noteId: null, houseId: null, clientId: null });
        return 'refused' in read ? read : { data: { ...read.data, note: linkOf(links.notes, record.noteId), house: linkOf(links.houses, record.houseId) } };
      },
      marksOf: (_, sourceId) => {
        if (sourceId === null) return { refused: IMPORT_MESSAGES.noId };
        const clientId = clientIdOf('returnVisits', sourceId);
        return { marks: [`client:${clientId}`], clientId };
      },
      onRecord: recordOutcome(visitOutcomes),
    },
    now,
  );

  const calls = await tx.returnVisitCall.findMany({ where: { returnVisit: { userId: viewer.id } }, select: { id: true, returnVisitId: true, clientId: true } });
  const callPlan = sortRecords<VisitCallData>(
    {
      area: 'returnVisitCalls',
      records: listOf(areas, 'returnVisitCalls'),
      index: markIndex(calls.map((c) => ({ id: c.id, marks: [`id:${c.id}`, ...(c.clientId ? [`client:${joinKey(`r${c.returnVisitId}`, c.clientId)}`] : [])] }))),
      ownMark,
      read: (record) => {
        const visit = parentOf(visitOutcomes, record.returnVisitId, IMPORT_MESSAGES.visitRefused, IMPORT_MESSAGES.visitMissing);
        if ('refused' in visit) return visit;
        const read = check(updateCallFields, record);
        if ('refused' in read) return read;
        if (read.data.date === undefined) return { refused: VISIT_MESSAGES.callDate };
        return { data: { date: read.data.date, notes: read.data.notes ?? null, publication: read.data.publication ?? null, visit } };
      },
      marksOf: (data, sourceId) => {
        if (sourceId === null) return { refused: IMPORT_MESSAGES.noId };
        const clientId = clientIdOf('returnVisitCalls', sourceId);
        return { marks: [`client:${joinKey(parentMark(data.visit), clientId)}`], clientId };
      },
    },
    now,
  );
  return { visitPlan, callPlan };
}

export type ReturnVisitPlans = Awaited<ReturnType<typeof planReturnVisits>>;

/** Writes the visits and calls once the notes and houses they link to are written (`houses`: the new ones' rows). */
export async function writeReturnVisits(tx: Tx, userId: number, { visitPlan, callPlan }: ReturnVisitPlans, links: LinkTargets, houses: Map<number, number>) {
  const rowsByClientId = async (table: 'note' | 'returnVisit', clientIds: string[]) => {
    const where = { userId, clientId: { in: clientIds } };
    const rows = table === 'note' ? await tx.note.findMany({ where, select: { id: true, clientId: true } }) : await tx.returnVisit.findMany({ where, select: { id: true, clientId: true } });
    return new Map(rows.map((r) => [r.clientId!, r.id]));
  };
  const wantedNotes = visitPlan.records.flatMap(({ data }) => (data.note && 'file' in data.note ? [links.noteClientIds.get(data.note.file)!] : []));
  const notes = await rowsByClientId('note', wantedNotes);
  const noteRow = (p: Parent | null) => (p === null ? null : 'row' in p ? p.row : (notes.get(links.noteClientIds.get(p.file)!) ?? null));
  const houseRow = (p: Parent | null) => (p === null ? null : 'row' in p ? p.row : (houses.get(p.file) ?? null));

  await tx.returnVisit.createMany({
    data: visitPlan.records.map(({ data: { note, house, ...fields }, clientId, createdAt }) => ({ ...fields, noteId: noteRow(note), houseId: houseRow(house), clientId, userId, createdAt })),
  });
  const visits = await rowsByClientId('returnVisit', visitPlan.records.map((r) => r.clientId!));
  const fileVisit = new Map(visitPlan.records.map((r) => [r.sourceId!, visits.get(r.clientId!)!]));
  await tx.returnVisitCall.createMany({
    data: callPlan.records.map(({ data: { visit, ...fields }, clientId, createdAt }) => ({
      ...fields,
      returnVisitId: 'row' in visit ? visit.row : fileVisit.get(visit.file)!,
      clientId,
      createdAt,
    })),
  });
}
