// What the screens used from the version 1 queue, now served by the one write path (sync.ts).
import { deliverNow } from './sync.ts';

export { OFFLINE_REPLAYED_EVENT, type ReplayedEvent } from './sync.ts';

/** Delivers what is queued now; resolves when this try is over. */
export const replay = (_environment?: unknown) => deliverNow();

/** True for the error a write answers when it waits on the device for a connection. */
export const isNetworkUnavailable = (error: unknown) => error instanceof Error && error.name === 'NetworkUnavailableError';
