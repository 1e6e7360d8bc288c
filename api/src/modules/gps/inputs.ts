// The GPS rules of docs/product/gps.md as zod schemas: the REST routes and GraphQL both validate
// with these. A point needs a position on the globe, an accuracy (a reading without one cannot be
// trusted or drawn) and a time that is neither before GPS phones existed nor in the future.
import { z } from 'zod';
import { worded } from '../../lib/server-words.ts';
import { globalIdOf } from '../../lib/validate.ts';
import { optionalText } from '../../lib/text.ts';

export const MESSAGES = {
  latitude: 'Latitude must be a number from -90 to 90',
  longitude: 'Longitude must be a number from -180 to 180',
  accuracy: 'Accuracy is required and must be 0 or more metres',
  timestamp: 'The time of the reading must be a real time, not in the future',
  sessionId: 'A recording session id is required',
  clientId: 'The point id must be 1 to 100 characters',
  number: worded('{{label}} must be a number', (label: string) => ({ label })),
  routeNotFound: 'Route not found',
  noPoints: 'This recording has no points yet',
} as const;

/** Earliest time a reading may carry; a phone's clock reset to 1970 gives an obviously wrong point. */
const EARLIEST = Date.UTC(2000, 0, 1);
/** Clocks drift: a reading up to a day ahead of the server is accepted. */
const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;

const bounded = (message: string, min: number, max: number) =>
  z.number({ error: message }).refine(Number.isFinite, message).refine((v) => v >= min && v <= max, message);

const optionalReading = (label: string) =>
  z
    .number({ error: MESSAGES.number(label) })
    .refine(Number.isFinite, MESSAGES.number(label))
    .nullish()
    .transform((v) => v ?? null);

const sessionId = z.string({ error: MESSAGES.sessionId }).trim().min(1, MESSAGES.sessionId).max(100, MESSAGES.sessionId);

/** A time as epoch milliseconds or an ISO string. */
const timestamp = z
  .union([z.number(), z.string()], { error: MESSAGES.timestamp })
  .transform((v) => new Date(v))
  .refine((d) => !Number.isNaN(d.getTime()) && d.getTime() >= EARLIEST && d.getTime() <= Date.now() + FUTURE_SLACK_MS, MESSAGES.timestamp);

export const recordPointInput = z.object({
  clientId: z.string({ error: MESSAGES.clientId }).trim().min(1, MESSAGES.clientId).max(100, MESSAGES.clientId).nullish().transform((v) => v ?? null),
  sessionId,
  latitude: bounded(MESSAGES.latitude, -90, 90),
  longitude: bounded(MESSAGES.longitude, -180, 180),
  accuracy: z.number({ error: MESSAGES.accuracy }).refine((v) => Number.isFinite(v) && v >= 0, MESSAGES.accuracy),
  altitude: optionalReading('Altitude'),
  speed: optionalReading('Speed'),
  heading: optionalReading('Heading'),
  timestamp,
});
export type RecordPointInput = z.infer<typeof recordPointInput>;

export const finishRouteInput = z.object({
  sessionId,
  name: optionalText('Route name', 200),
});
export type FinishRouteInput = z.infer<typeof finishRouteInput>;

export const deleteRouteInput = z.object({ id: globalIdOf('GpsRoute') });
