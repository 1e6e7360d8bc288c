// How long householder records are kept (docs/product/privacy.md). A householder record is a note
// that names a householder or an address, a house of a territory with what was learnt there, or a
// return visit.
// Each is kept for the admin's retention period (AppSettings.householderRetentionMonths) after
// its last call or change; then the server removes what it holds about the person:
// - a householder note is deleted;
// - a return visit is deleted with its calls (docs/product/return-visits.md);
// - a house keeps its address (part of the territory) and is set back to "not visited", its notes,
//   dates and calls removed; a do-not-call house keeps its address, its status and the day it was
//   asked, which is what honouring it needs, and loses the rest.
// The member sees each record RETENTION_NOTICE_DAYS before it goes, and keeps it by changing it
// or recording a call. Days are calendar days in UTC: a record never goes a day early.
import type { Db } from '../../db.ts';
import { addDays, recomputeFigures } from '../territories/index.ts';
import { DEFAULT_SETTINGS } from '../settings/index.ts';
import { RETENTION_NOTICE_DAYS, addMonths, dayOf, expiresOn } from './rules.ts';

export type ExpiringKind = 'note' | 'house' | 'returnVisit';
export interface ExpiringRecord {
  kind: ExpiringKind;
  id: number;
  /** The note's title, the house's address, or the return visit's name. */
  label: string;
  /** For a house: its territory's number and name. */
  territory: string | null;
  /** The first day the record is no longer kept, YYYY-MM-DD. */
  expiresOn: string;
}

/** The later of a house's or a return visit's last call and its last change. */
const lastActivity = (updatedAt: Date, lastCallDate: string | null) => {
  const changed = dayOf(updatedAt);
  return lastCallDate && lastCallDate > changed ? lastCallDate : changed;
};

export async function retentionMonths(db: Db): Promise<number> {
  const row = await db.appSettings.findUnique({ where: { id: 1 }, select: { householderRetentionMonths: true } });
  return row?.householderRetentionMonths ?? DEFAULT_SETTINGS.householderRetentionMonths;
}

/**
 * Records changed on or before `latest` are the only ones that can expire by `until`: a prefilter
 * for the database (a few days wide, for the month-end rule), the exact rule is applied after.
 */
const latestChange = (until: string, months: number) => new Date(`${addDays(addMonths(until, -months), 4)}T00:00:00Z`);

const householderNote = { OR: [{ householderName: { not: null } }, { address: { not: null } }] };
const hasHouseholderData = (note: { householderName: string | null; address: string | null }) =>
  Boolean(note.householderName?.trim() || note.address?.trim());

/** Householder records of one member (or of everyone) that expire on or before `until`. */
async function expiringBy(db: Db, until: string, months: number, userId?: number): Promise<ExpiringRecord[]> {
  const before = latestChange(until, months);
  const [notes, houses, visits] = await Promise.all([
    db.note.findMany({
      where: { ...(userId === undefined ? {} : { userId }), updatedAt: { lt: before }, ...householderNote },
      select: { id: true, title: true, householderName: true, address: true, updatedAt: true },
    }),
    db.territoryHouse.findMany({
      where: {
        territory: userId === undefined ? {} : { userId },
        updatedAt: { lt: before },
        // What has nothing to remove is left alone: a house never visited, a do-not-call house
        // already reduced to what honouring it needs.
        OR: [{ status: { notIn: ['not_visited', 'do_not_call'] } }, { notes: { not: null } }, { nextVisitDate: { not: null } }, { calls: { some: {} } }],
      },
      select: { id: true, address: true, lastCallDate: true, updatedAt: true, territory: { select: { territoryNumber: true, name: true } } },
    }),
    db.returnVisit.findMany({
      where: { ...(userId === undefined ? {} : { userId }), updatedAt: { lt: before } },
      select: { id: true, name: true, updatedAt: true, calls: { select: { date: true }, orderBy: { date: 'desc' }, take: 1 } },
    }),
  ]);
  const records: ExpiringRecord[] = [];
  for (const note of notes) {
    const day = expiresOn(dayOf(note.updatedAt), months);
    if (hasHouseholderData(note) && day <= until) records.push({ kind: 'note', id: note.id, label: note.title, territory: null, expiresOn: day });
  }
  for (const house of houses) {
    const day = expiresOn(lastActivity(house.updatedAt, house.lastCallDate), months);
    if (day <= until) {
      records.push({ kind: 'house', id: house.id, label: house.address, territory: `${house.territory.territoryNumber} ${house.territory.name}`, expiresOn: day });
    }
  }
  for (const visit of visits) {
    const day = expiresOn(lastActivity(visit.updatedAt, visit.calls[0]?.date ?? null), months);
    if (day <= until) records.push({ kind: 'returnVisit', id: visit.id, label: visit.name, territory: null, expiresOn: day });
  }
  return records.sort((a, b) => a.expiresOn.localeCompare(b.expiresOn) || a.kind.localeCompare(b.kind) || a.id - b.id);
}

/** The member's householder records that go within the notice period, soonest first. */
export async function expiringSoon(db: Db, userId: number, now = new Date()): Promise<{ months: number; records: ExpiringRecord[] }> {
  const months = await retentionMonths(db);
  return { months, records: await expiringBy(db, addDays(dayOf(now), RETENTION_NOTICE_DAYS), months, userId) };
}

export interface PurgeResult {
  notesDeleted: number;
  housesCleared: number;
  returnVisitsDeleted: number;
}

/** Removes what every member's expired householder records hold about people (the header says what). */
export async function purgeExpired(db: Db, now = new Date()): Promise<PurgeResult> {
  const months = await retentionMonths(db);
  const expired = await expiringBy(db, dayOf(now), months);
  const noteIds = expired.filter((r) => r.kind === 'note').map((r) => r.id);
  const houseIds = expired.filter((r) => r.kind === 'house').map((r) => r.id);
  const visitIds = expired.filter((r) => r.kind === 'returnVisit').map((r) => r.id);
  if (noteIds.length) await db.note.deleteMany({ where: { id: { in: noteIds } } });
  // Its calls go with it (cascade).
  if (visitIds.length) await db.returnVisit.deleteMany({ where: { id: { in: visitIds } } });
  if (houseIds.length) {
    await db.$transaction(async (tx) => {
      await tx.territoryCall.deleteMany({ where: { houseId: { in: houseIds } } });
      await tx.territoryHouse.updateMany({
        where: { id: { in: houseIds }, status: 'do_not_call' },
        data: { notes: null, nextVisitDate: null },
      });
      await tx.territoryHouse.updateMany({
        where: { id: { in: houseIds }, status: { not: 'do_not_call' } },
        data: { status: 'not_visited', notes: null, nextVisitDate: null, lastCallDate: null },
      });
      const territories = await tx.territoryHouse.findMany({ where: { id: { in: houseIds } }, select: { territoryId: true }, distinct: ['territoryId'] });
      for (const { territoryId } of territories) await recomputeFigures(tx, territoryId);
    });
  }
  return { notesDeleted: noteIds.length, housesCleared: houseIds.length, returnVisitsDeleted: visitIds.length };
}
