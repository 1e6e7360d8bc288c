// The audit log's filter: an action from the list, a username (at most 100 characters).
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../../access/audit.ts';

export const auditLogArgs = z.object({
  action: z.enum(AUDIT_ACTIONS, `action must be one of: ${AUDIT_ACTIONS.join(', ')}`).nullish(),
  username: z.string().max(100, 'username must be at most 100 characters').nullish(),
});
