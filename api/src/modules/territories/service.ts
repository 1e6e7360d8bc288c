// My Assigned Territories (docs/product/territories.md): a member's territories, their houses and
// the calls made at them. GraphQL (schema.ts) and /api/territories (rest.ts) both call these
// functions, so every rule and every ownership check lives here once: a territory, its houses,
// its calls and its image are its owner's alone, and another member's id is "not found".
//
// A territory's figures (houses, contacted houses, progress) are typed in by hand until it has
// house rows; from then on they come from the rows, recomputed in the same transaction as every
// change to a house, and each status change of a house records a call dated the member's today.
import { join } from 'node:path';
import { inOneTransaction, whenCommitted, type Context } from '../../access/context.ts';
import type { Prisma, Territory, TerritoryHouse } from '../../generated/sqlite/client.ts';
import { requireViewer } from '../../access/viewer.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { NEWEST_FIRST } from '../../lib/order.ts';
import type { RowWindow } from '../../lib/rest-page.ts';
import {
  IMAGE_POLICY_TYPES,
  imagePolicy,
  inlineDisposition,
  readUpload,
  removeUpload,
  saveUpload,
  type UploadedFile,
} from '../../lib/storage.ts';
import { chosenImage } from '../experiences/index.ts';
import {
  CHART_WEEKS,
  addDays,
  callsPerWeek,
  coverageRate,
  effectiveStatus,
  figuresFromHouses,
  housesByStatus,
  utcToday,
  weekStart,
} from './figures.ts';
import { HOUSE_STATUSES, MESSAGES, type AddHouseInput, type TerritoryFields, type UpdateHouseInput, type UpdateTerritoryInput } from './inputs.ts';

export const IMAGE_POLICY = imagePolicy({ tooLarge: MESSAGES.imageTooLarge, wrongType: MESSAGES.invalidImage });

export const imageDir = (ctx: Pick<Context, 'config'>) => join(ctx.config.uploadDir, 'territories');

export const imagePath = (filename: string) => `/api/territories/image/${encodeURIComponent(filename)}`;

const MIME_OF_EXTENSION: Record<string, string> = Object.fromEntries(Object.entries(IMAGE_POLICY_TYPES).map(([mime, ext]) => [ext, mime]));

/** Return visits by their next visit; the id breaks ties. */
export const RETURN_VISIT_ORDER: Prisma.TerritoryHouseOrderByWithRelationInput[] = [{ nextVisitDate: 'asc' }, { id: 'asc' }];
export const HOUSE_ORDER: Prisma.TerritoryHouseOrderByWithRelationInput[] = [{ address: 'asc' }, { id: 'asc' }];

async function ownTerritory(ctx: Context, id: number): Promise<Territory> {
  const viewer = requireViewer(ctx);
  const territory = await ctx.db.territory.findFirst({ where: { id, userId: viewer.id } });
  if (!territory) throw new NotFoundError(MESSAGES.notFound);
  return territory;
}

async function ownHouse(ctx: Context, id: number): Promise<TerritoryHouse> {
  const viewer = requireViewer(ctx);
  const house = await ctx.db.territoryHouse.findFirst({ where: { id, territory: { userId: viewer.id } } });
  if (!house) throw new NotFoundError(MESSAGES.houseNotFound);
  return house;
}

export function listTerritories(ctx: Context, window?: RowWindow): Promise<Territory[]> {
  const viewer = requireViewer(ctx);
  return ctx.db.territory.findMany({ where: { userId: viewer.id }, orderBy: NEWEST_FIRST, ...window });
}

function territoryData(input: TerritoryFields) {
  return {
    territoryNumber: input.territoryNumber,
    name: input.name,
    description: input.description,
    assignedDate: input.assignedDate,
    dueDate: input.dueDate,
    status: input.status,
    type: input.type,
    boundaries: input.boundaries,
    notes: input.notes,
  };
}

/** The typed-in figures, used while a territory has no house rows. */
const typedFigures = (input: TerritoryFields) => ({
  houses: input.houses ?? 0,
  contactedHouses: input.contactedHouses ?? 0,
  progress: input.progress ?? 0,
});

async function storeImage(ctx: Context, value: unknown) {
  const file: UploadedFile | null | 'invalid' = chosenImage(value);
  if (file === 'invalid') throw new ValidationError(MESSAGES.invalidImage, [{ path: 'image', message: MESSAGES.invalidImage }]);
  return file ? saveUpload(imageDir(ctx), file, IMAGE_POLICY, ctx.config.antivirus) : null;
}

const imageColumns = (stored: Awaited<ReturnType<typeof storeImage>>) =>
  stored ? { imageFilename: stored.filename, imageOriginalName: stored.originalName, imageFileSize: stored.size } : {};

export async function createTerritory(ctx: Context, input: TerritoryFields): Promise<Territory> {
  const viewer = requireViewer(ctx);
  const stored = await storeImage(ctx, input.image);
  try {
    return await ctx.db.territory.create({
      data: { userId: viewer.id, ...territoryData(input), ...typedFigures(input), ...imageColumns(stored) },
    });
  } catch (error) {
    if (stored) await removeUpload(imageDir(ctx), stored.filename);
    throw error;
  }
}

/** Saves the form; a new image replaces the old one, whose file is then removed. */
export async function updateTerritory(ctx: Context, input: UpdateTerritoryInput): Promise<Territory> {
  const territory = await ownTerritory(ctx, input.id);
  const stored = await storeImage(ctx, input.image);
  let updated: Territory;
  try {
    updated = await inOneTransaction(ctx, async (tx) => {
      const statuses = await tx.territoryHouse.findMany({ where: { territoryId: territory.id }, select: { status: true } });
      // With house rows, the figures are theirs: what the form typed is not kept.
      const figures = statuses.length > 0 ? figuresFromHouses(statuses.map((h) => h.status)) : typedFigures(input);
      return tx.territory.update({
        where: { id: territory.id },
        data: { ...territoryData(input), ...figures, ...imageColumns(stored) },
      });
    });
  } catch (error) {
    if (stored) await removeUpload(imageDir(ctx), stored.filename);
    throw error;
  }
  // The old file goes once the new one is committed (a write on the sync path may yet roll back).
  const replaced = stored ? territory.imageFilename : null;
  if (replaced) await whenCommitted(ctx, () => removeUpload(imageDir(ctx), replaced));
  return updated;
}

/** Removes the territory, its houses and calls (cascade) and its image file. */
export async function deleteTerritory(ctx: Context, id: number): Promise<number> {
  const territory = await ownTerritory(ctx, id);
  await ctx.db.territory.delete({ where: { id: territory.id } });
  const image = territory.imageFilename;
  if (image) await whenCommitted(ctx, () => removeUpload(imageDir(ctx), image));
  return territory.id;
}

/** GET /api/territories/image/{filename}: to the territory's owner only. */
export async function territoryImage(ctx: Context, filename: string): Promise<{ bytes: Buffer; mimeType: string; disposition: string }> {
  const viewer = requireViewer(ctx);
  const territory = await ctx.db.territory.findUnique({ where: { imageFilename: filename } });
  if (!territory || territory.userId !== viewer.id) throw new NotFoundError(MESSAGES.imageNotFound);
  const bytes = await readUpload(imageDir(ctx), filename);
  const mimeType = MIME_OF_EXTENSION[filename.split('.').pop() ?? ''];
  if (!bytes || !mimeType) throw new NotFoundError(MESSAGES.imageNotFound);
  return { bytes, mimeType, disposition: inlineDisposition(filename, territory.imageOriginalName) };
}

// ---- houses

type Tx = Prisma.TransactionClient;

/** A territory's figures follow its house rows. */
export async function recomputeFigures(tx: Tx, territoryId: number): Promise<Territory> {
  const statuses = await tx.territoryHouse.findMany({ where: { territoryId }, select: { status: true } });
  return tx.territory.update({ where: { id: territoryId }, data: figuresFromHouses(statuses.map((h) => h.status)) });
}

/** A status other than "not visited" that differs from the house's last one is a call made today. */
async function recordCall(tx: Tx, house: TerritoryHouse, previous: string | null, today: string) {
  if (house.status === previous || house.status === 'not_visited') return house;
  await tx.territoryCall.create({ data: { territoryId: house.territoryId, houseId: house.id, status: house.status, date: today } });
  return tx.territoryHouse.update({ where: { id: house.id }, data: { lastCallDate: today } });
}

/** A next visit belongs to a return visit only. */
const nextVisitOf = (input: { status: string; nextVisitDate: string | null }) => (input.status === 'return_visit' ? input.nextVisitDate : null);

export interface HouseChange {
  house: TerritoryHouse;
  territory: Territory;
}

export async function addHouse(ctx: Context, input: AddHouseInput): Promise<HouseChange> {
  const territory = await ownTerritory(ctx, input.territoryId);
  const today = input.today ?? utcToday();
  return inOneTransaction(ctx, async (tx) => {
    const created = await tx.territoryHouse.create({
      data: { territoryId: territory.id, address: input.address, status: input.status, nextVisitDate: nextVisitOf(input), notes: input.notes },
    });
    const house = await recordCall(tx, created, null, today);
    return { house, territory: await recomputeFigures(tx, territory.id) };
  });
}

export async function updateHouse(ctx: Context, input: UpdateHouseInput): Promise<HouseChange> {
  const before = await ownHouse(ctx, input.id);
  const today = input.today ?? utcToday();
  return inOneTransaction(ctx, async (tx) => {
    const updated = await tx.territoryHouse.update({
      where: { id: before.id },
      data: { address: input.address, status: input.status, nextVisitDate: nextVisitOf(input), notes: input.notes },
    });
    const house = await recordCall(tx, updated, before.status, today);
    return { house, territory: await recomputeFigures(tx, before.territoryId) };
  });
}

export async function deleteHouse(ctx: Context, id: number): Promise<{ id: number; territory: Territory }> {
  const house = await ownHouse(ctx, id);
  return inOneTransaction(ctx, async (tx) => {
    await tx.territoryHouse.delete({ where: { id: house.id } });
    return { id: house.id, territory: await recomputeFigures(tx, house.territoryId) };
  });
}

/** Return visits whose next visit is today or later, soonest first, across the member's territories. */
export function upcomingReturnVisitsWhere(userId: number, today: string): Prisma.TerritoryHouseWhereInput {
  return { status: 'return_visit', nextVisitDate: { gte: today }, territory: { userId } };
}

// ---- the stat cards and the coverage chart

export interface TerritorySummary {
  active: number;
  completed: number;
  overdue: number;
  houses: number;
  contactedHouses: number;
  coverageRate: number;
  housesByStatus: { status: string; count: number }[];
  callsByWeek: { weekStart: string; calls: number }[];
}

export async function territorySummary(ctx: Context, userId: number, today: string): Promise<TerritorySummary> {
  const firstWeek = addDays(weekStart(today), -7 * (CHART_WEEKS - 1));
  const [territories, houses, calls] = await Promise.all([
    ctx.db.territory.findMany({ where: { userId }, select: { status: true, dueDate: true, houses: true, contactedHouses: true } }),
    ctx.db.territoryHouse.findMany({ where: { territory: { userId } }, select: { status: true } }),
    ctx.db.territoryCall.findMany({ where: { territory: { userId }, date: { gte: firstWeek, lte: today } }, select: { date: true } }),
  ]);
  const statuses = territories.map((t) => effectiveStatus(t, today));
  const total = territories.reduce((sum, t) => sum + t.houses, 0);
  const contacted = territories.reduce((sum, t) => sum + Math.min(t.contactedHouses, t.houses), 0);
  return {
    active: statuses.filter((s) => s === 'active').length,
    completed: statuses.filter((s) => s === 'completed').length,
    overdue: statuses.filter((s) => s === 'overdue').length,
    houses: total,
    contactedHouses: contacted,
    coverageRate: coverageRate(contacted, total),
    housesByStatus: housesByStatus(houses.map((h) => h.status), HOUSE_STATUSES),
    callsByWeek: callsPerWeek(calls.map((c) => c.date), today),
  };
}

/** A territory as the spec's client reads it from the REST shim; its status is judged on `today`. */
export function restTerritory(territory: Territory, today: string) {
  return {
    id: territory.id,
    userId: territory.userId,
    territoryNumber: territory.territoryNumber,
    name: territory.name,
    description: territory.description,
    assignedDate: territory.assignedDate,
    dueDate: territory.dueDate,
    status: effectiveStatus(territory, today),
    progress: territory.progress,
    houses: territory.houses,
    contactedHouses: territory.contactedHouses,
    type: territory.type,
    boundaries: territory.boundaries,
    notes: territory.notes,
    imageFilename: territory.imageFilename,
    imageOriginalName: territory.imageOriginalName,
    imageFileSize: territory.imageFileSize,
    imageUrl: territory.imageFilename ? imagePath(territory.imageFilename) : null,
    createdAt: territory.createdAt,
    updatedAt: territory.updatedAt,
  };
}
