// The Content tab (docs/product/admin.md, "Content"): videos and scriptures an admin adds for the
// whole congregation. Every signed-in member reads them (the Videos and Scriptures screens list
// them above the member's own), a visitor reads an empty list; only an admin adds or removes them.
import type { Context } from '../../access/context.ts';
import type { CongregationScripture, CongregationVideo } from '../../generated/sqlite/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { isRecordNotFound } from '../../lib/prisma-errors.ts';
import type { CongregationScriptureInput, CongregationVideoInput } from './inputs.ts';
import { MESSAGES } from './messages.ts';
import { requireRecentPassword } from '../../access/password-confirmation.ts';
import { requireAdmin } from '../../access/guards.ts';

const NEWEST_FIRST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

export async function videos(ctx: Context): Promise<CongregationVideo[]> {
  if (!ctx.viewer) return [];
  return ctx.db.congregationVideo.findMany({ orderBy: NEWEST_FIRST, take: 100 });
}

export async function scriptures(ctx: Context): Promise<CongregationScripture[]> {
  if (!ctx.viewer) return [];
  return ctx.db.congregationScripture.findMany({ orderBy: NEWEST_FIRST, take: 100 });
}

export async function addVideo(ctx: Context, input: CongregationVideoInput): Promise<CongregationVideo> {
  const admin = requireAdmin(ctx);
  return ctx.db.congregationVideo.create({ data: { ...input, createdById: admin.id } });
}

export async function addScripture(ctx: Context, input: CongregationScriptureInput): Promise<CongregationScripture> {
  const admin = requireAdmin(ctx);
  return ctx.db.congregationScripture.create({ data: { ...input, createdById: admin.id } });
}

export async function removeVideo(ctx: Context, id: number): Promise<number> {
  requireAdmin(ctx);
  requireRecentPassword(ctx);
  try {
    await ctx.db.congregationVideo.delete({ where: { id } });
  } catch (error) {
    if (isRecordNotFound(error)) throw new NotFoundError(MESSAGES.contentNotFound);
    throw error;
  }
  return id;
}

export async function removeScripture(ctx: Context, id: number): Promise<number> {
  requireAdmin(ctx);
  requireRecentPassword(ctx);
  try {
    await ctx.db.congregationScripture.delete({ where: { id } });
  } catch (error) {
    if (isRecordNotFound(error)) throw new NotFoundError(MESSAGES.contentNotFound);
    throw error;
  }
  return id;
}
