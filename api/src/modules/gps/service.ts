// GPS points and recorded routes (docs/product/gps.md). GraphQL (schema.ts) and the REST shim
// (rest.ts) both call these functions. Every point and route is its owner's: the owner is part of
// each query's `where`, so another member's route is answered as "not found".
//
// Exactly once: a point carries the id the device gave it (clientId). The device replays what it
// queued offline, possibly twice after a lost answer; the unique (user, clientId) pair makes the
// second delivery answer the stored point instead of adding another.
import { inOneTransaction, type Context } from '../../access/context.ts';
import type { GpsRoute, GpsTracking } from '../../generated/sqlite/client.ts';
import { requireViewer } from '../../access/viewer.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { NEWEST_FIRST } from '../../lib/order.ts';
import { isUniqueViolation } from '../../lib/prisma-errors.ts';
import type { RowWindow } from '../../lib/rest-page.ts';
import { MESSAGES, type FinishRouteInput, type RecordPointInput } from './inputs.ts';

export const ROUTE_ORDER = NEWEST_FIRST;
export const POINT_ORDER = [{ timestamp: 'asc' as const }, { id: 'asc' as const }];

const EARTH_RADIUS_M = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in metres on a sphere of radius 6371 km. */
export function greatCircleMeters(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The length of a path through the points, in their order. */
export function pathMeters(points: readonly { latitude: number; longitude: number }[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += greatCircleMeters(points[i - 1]!, points[i]!);
  return total;
}

export async function recordPoint(ctx: Context, input: RecordPointInput): Promise<{ point: GpsTracking; replayed: boolean }> {
  const viewer = requireViewer(ctx);
  const { clientId } = input;
  if (clientId) {
    const stored = await ctx.db.gpsTracking.findUnique({ where: { userId_clientId: { userId: viewer.id, clientId } } });
    if (stored) return { point: stored, replayed: true };
  }
  try {
    return { point: await ctx.db.gpsTracking.create({ data: { ...input, userId: viewer.id } }), replayed: false };
  } catch (error) {
    // Two deliveries of one point raced past the lookup: the first one's row is the answer.
    if (clientId && isUniqueViolation(error)) {
      const stored = await ctx.db.gpsTracking.findUniqueOrThrow({ where: { userId_clientId: { userId: viewer.id, clientId } } });
      return { point: stored, replayed: true };
    }
    throw error;
  }
}

export async function sessionPoints(ctx: Context, sessionId: string): Promise<GpsTracking[]> {
  const viewer = requireViewer(ctx);
  return ctx.db.gpsTracking.findMany({ where: { userId: viewer.id, sessionId }, orderBy: POINT_ORDER });
}

/**
 * Keeps a recording as a route, its figures computed here from the stored points (never taken
 * from the device). Finishing again (a replay, or points that arrived late) recomputes them.
 */
export async function finishRoute(ctx: Context, input: FinishRouteInput): Promise<GpsRoute> {
  const viewer = requireViewer(ctx);
  const points = await sessionPoints(ctx, input.sessionId);
  if (points.length === 0) throw new ValidationError(MESSAGES.noPoints, [{ path: 'sessionId', message: MESSAGES.noPoints }]);
  const startedAt = points[0]!.timestamp;
  const endedAt = points[points.length - 1]!.timestamp;
  const figures = {
    startedAt,
    endedAt,
    distanceMeters: pathMeters(points),
    durationSeconds: Math.round((endedAt.getTime() - startedAt.getTime()) / 1000),
    pointCount: points.length,
  };
  const name = input.name ?? `Route ${startedAt.toISOString().slice(0, 16).replace('T', ' ')}`;
  return ctx.db.gpsRoute.upsert({
    where: { userId_sessionId: { userId: viewer.id, sessionId: input.sessionId } },
    create: { ...figures, name, sessionId: input.sessionId, userId: viewer.id },
    update: { ...figures, ...(input.name ? { name } : {}) },
  });
}

export async function listRoutes(ctx: Context, window?: RowWindow): Promise<GpsRoute[]> {
  const viewer = requireViewer(ctx);
  return ctx.db.gpsRoute.findMany({ where: { userId: viewer.id }, orderBy: ROUTE_ORDER, ...window });
}

export async function getRoute(ctx: Context, id: number): Promise<GpsRoute> {
  const viewer = requireViewer(ctx);
  const route = await ctx.db.gpsRoute.findFirst({ where: { id, userId: viewer.id } });
  if (!route) throw new NotFoundError(MESSAGES.routeNotFound);
  return route;
}

/** Deletes the route and the points recorded in it. */
export async function deleteRoute(ctx: Context, id: number): Promise<number> {
  const viewer = requireViewer(ctx);
  const route = await getRoute(ctx, id);
  await inOneTransaction(ctx, async (tx) => {
    await tx.gpsTracking.deleteMany({ where: { userId: viewer.id, sessionId: route.sessionId } });
    await tx.gpsRoute.deleteMany({ where: { id: route.id, userId: viewer.id } });
  });
  return id;
}
