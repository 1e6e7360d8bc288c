// The audit log in GraphQL: `adminAuditLog`, newest first, filtered by action or username.
// Admins only, with the second factor given when it is on (service.ts says what is recorded).
import { builder } from '../../builder.ts';
import { parseInput } from '../../lib/validate.ts';
import { exposed } from '../../lib/exposed.ts';
import { auditLogArgs } from './inputs.ts';
import * as audit from './service.ts';

/** SIGN_IN_FAILED for the stored "sign-in-failed". */
const enumName = (action: audit.AuditAction) => action.toUpperCase().replace(/-/g, '_');

export const AuditActionEnum = builder.enumType('AuditAction', {
  description: 'What an audit log entry records',
  values: Object.fromEntries(audit.AUDIT_ACTIONS.map((action) => [enumName(action), { value: action }])) as Record<string, { value: audit.AuditAction }>,
});

builder.prismaObject('AuditEvent', {
  description: 'One action recorded in the audit log',
  fields: (t) => ({
    id: t.globalID({ resolve: (e) => ({ type: 'AuditEvent', id: String(e.id) }) }),
    action: t.field({ type: AuditActionEnum, resolve: (e) => e.action as audit.AuditAction }),
    actorName: t.exposeString('actorName', { nullable: true, description: 'Who acted (a failed sign-in: the username typed)' }),
    targetName: t.exposeString('targetName', { nullable: true, description: 'The account acted on, when another than the actor' }),
    address: t.exposeString('address', { description: 'The client address the request came from' }),
    detail: t.exposeString('detail', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('adminAuditLog', (t) =>
  t.prismaConnection({
    type: 'AuditEvent',
    cursor: 'id',
    description: 'The audit log, newest first',
    args: { action: t.arg({ type: AuditActionEnum }), username: t.arg.string() },
    authScopes: { admin: true },
    totalCount: (_root, args, ctx) => exposed(async () => ctx.db.auditEvent.count({ where: audit.auditWhere(ctx, parseInput(auditLogArgs, args)) })),
    resolve: (query, _root, args, ctx) =>
      exposed(async () =>
        ctx.db.auditEvent.findMany({ ...query, where: audit.auditWhere(ctx, parseInput(auditLogArgs, args)), orderBy: audit.AUDIT_ORDER }),
      ),
  }),
);
