// The sorting shared by every area of an import (docs/product/export.md, "Import"): each record of
// the file is already there, refused with its reason, or new, and the counts the member sees are
// kept as it goes. A record is already there when one of its marks (import-rules.ts) is one the
// member's rows carry, or one an earlier record of the same file took.
import type { Row } from './areas.ts';
import { createdAtOf, IMPORT_MESSAGES, isRecord, sourceIdOf, type Existing, type NewRecord, type Read } from './import-rules.ts';

/** The file's areas by name, as read from its JSON. */
export type FileAreas = Record<string, unknown>;

export interface AreaCount {
  area: string;
  inFile: number;
  new: number;
  present: number;
  refused: number;
  /** Each reason a record was refused for, with how many. */
  refusals: { message: string; count: number }[];
}

/** One area's records sorted out: the new ones to write and the counts. */
export interface AreaPlan<T> {
  count: AreaCount;
  records: (NewRecord<T> & { sourceId: number | null })[];
}

function tally(area: string, inFile: number): AreaCount {
  return { area, inFile, new: 0, present: 0, refused: 0, refusals: [] };
}

function refuse(count: AreaCount, message: string) {
  count.refused += 1;
  const known = count.refusals.find((r) => r.message === message);
  if (known) known.count += 1;
  else count.refusals.push({ message, count: 1 });
}

/** Where a record already there is: a row of the member, or an earlier record of the same file. */
export type Parent = { row: number } | { file: number };
export const parentMark = (p: Parent) => ('row' in p ? `r${p.row}` : `f${p.file}`);

/** The marks the member's rows carry, each with its row. */
export function markIndex(rows: Existing[]) {
  const index = new Map<string, Parent>();
  for (const row of rows) for (const mark of row.marks) index.set(mark, { row: row.id });
  return index;
}

export interface Source {
  memberId: number;
  sameAccount: boolean;
  /**
   * What names the file's account in the marks of imported records: its id and username, so that
   * two accounts of the same id on two servers are told apart.
   */
  mark: string;
}

/** The client id an imported record keeps, by which a second import of the same file finds it. */
export const importClientId = (source: Source, area: string, sourceId: number) => `import:${source.mark}:${area}:${sourceId}`;

interface Sorting<T> {
  area: string;
  records: unknown[];
  index: Map<string, Parent>;
  /** The mark of a record of this same account: it is there while its row is, whatever became of it. */
  ownMark: (record: Row, sourceId: number) => string | null;
  read: (record: Row) => Read<T>;
  marksOf: (data: T, sourceId: number | null) => { marks: string[]; clientId: string | null } | { refused: string };
  onRecord?: (sourceId: number | null, outcome: Parent | 'refused') => void;
}

/**
 * Sorts one list of records: already there (a mark the member's rows or an earlier record of the
 * file carries: where it is is answered), refused (with the reason) or new (its marks taken, so
 * the same record twice in the file is written once).
 */
export function sortRecords<T>({ area, records, index, ownMark, read, marksOf, onRecord }: Sorting<T>, now: Date): AreaPlan<T> {
  const plan: AreaPlan<T> = { count: tally(area, records.length), records: [] };
  for (const record of records) {
    if (!isRecord(record)) {
      refuse(plan.count, IMPORT_MESSAGES.notARecord);
      continue;
    }
    const sourceId = sourceIdOf(record);
    const own = sourceId === null ? null : ownMark(record, sourceId);
    if (own !== null && index.has(own)) {
      plan.count.present += 1;
      onRecord?.(sourceId, index.get(own)!);
      continue;
    }
    const result = read(record);
    const found = 'data' in result ? marksOf(result.data, sourceId) : result;
    const marks = 'marks' in found && own !== null ? { ...found, marks: [own, ...found.marks] } : found;
    if ('refused' in result || 'refused' in marks) {
      refuse(plan.count, 'refused' in result ? result.refused : (marks as { refused: string }).refused);
      onRecord?.(sourceId, 'refused');
      continue;
    }
    const there = marks.marks.find((mark) => index.has(mark));
    if (there !== undefined) {
      plan.count.present += 1;
      onRecord?.(sourceId, index.get(there)!);
      continue;
    }
    const written: Parent = { file: sourceId ?? 0 };
    for (const mark of marks.marks) index.set(mark, written);
    plan.count.new += 1;
    plan.records.push({ data: result.data, clientId: marks.clientId, createdAt: createdAtOf(record, now), sourceId });
    onRecord?.(sourceId, written);
  }
  return plan;
}

/** An area's list of records in the file (checked to be a list when the file was read). */
export const listOf = (areas: FileAreas, area: string): unknown[] => (Array.isArray(areas[area]) ? (areas[area] as unknown[]) : []);

/** What became of each record of a parent area, by its id in the file. */
export type Outcomes = Map<number, Parent | 'refused'>;

export function parentOf(outcomes: Outcomes, sourceId: unknown, refused: string, missing: string): Parent | { refused: string } {
  const outcome = typeof sourceId === 'number' ? outcomes.get(sourceId) : undefined;
  if (outcome === 'refused') return { refused };
  return outcome ?? { refused: missing };
}

/** Notes where each record of a parent area went, so its children follow it. */
export function recordOutcome(outcomes: Outcomes) {
  return (sourceId: number | null, outcome: Parent | 'refused') => {
    if (sourceId !== null) outcomes.set(sourceId, outcome);
  };
}

