// Saved transcripts of the Voice Transcriber: each is its owner's alone. Another user's id is
// "not found", exactly like an id with no row. A save carries the browser's client id, so a save
// repeated after a lost answer makes one transcript (docs/product/transcriber.md).
import type { Context } from '../../access/context.ts';
import type { Transcript } from '../../generated/sqlite/client.ts';
import { requireViewer } from '../../access/viewer.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { NEWEST_FIRST } from '../../lib/order.ts';
import { isUniqueViolation } from '../../lib/prisma-errors.ts';
import { MESSAGES, type CreateTranscriptInput } from './inputs.ts';

export const TRANSCRIPT_ORDER = NEWEST_FIRST;

export async function createTranscript(ctx: Context, input: CreateTranscriptInput): Promise<Transcript> {
  const viewer = requireViewer(ctx);
  const { clientId } = input;
  const earlier = () =>
    clientId ? ctx.db.transcript.findUnique({ where: { userId_clientId: { userId: viewer.id, clientId } } }) : null;
  const existing = await earlier();
  if (existing) return existing;
  try {
    return await ctx.db.transcript.create({ data: { ...input, userId: viewer.id } });
  } catch (error) {
    // Two deliveries of the same save raced past the check above: the first one won.
    const winner = isUniqueViolation(error) ? await earlier() : null;
    if (winner) return winner;
    throw error;
  }
}

export async function deleteTranscript(ctx: Context, id: number): Promise<number> {
  const viewer = requireViewer(ctx);
  const { count } = await ctx.db.transcript.deleteMany({ where: { id, userId: viewer.id } });
  if (count === 0) throw new NotFoundError(MESSAGES.notFound);
  return id;
}
