// Reading the audit log (docs/product/admin.md, "Audit log"): admins only, newest first, filtered
// by action or by a username. Entries are written by the access layer's `audit` (access/audit.ts).
import type { Context } from '../../access/context.ts';
import type { AuditAction } from '../../access/audit.ts';
import { requireAdmin } from '../../access/guards.ts';
import type { Prisma } from '../../generated/sqlite/client.ts';

/** Newest first by when it happened: entries are written after their answers, so ids may not follow time. */
export const AUDIT_ORDER = [{ createdAt: 'desc' }, { id: 'desc' }] as const satisfies Prisma.AuditEventOrderByWithRelationInput[];

/** What an admin's filter keeps: one action, and/or events by or about one username. */
export function auditWhere(ctx: Context, filter: { action?: AuditAction | null; username?: string | null }): Prisma.AuditEventWhereInput {
  requireAdmin(ctx);
  const name = filter.username?.trim();
  return {
    ...(filter.action ? { action: filter.action } : {}),
    ...(name ? { OR: [{ actorName: name }, { targetName: name }] } : {}),
  };
}


export { AUDIT_ACTIONS, type AuditAction } from '../../access/audit.ts';
