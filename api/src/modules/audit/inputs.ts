// The audit log's filter: an action from the list, a username (at most 100 characters).
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../../access/audit.ts';

export const MESSAGES = {
  action: `action must be one of: ${AUDIT_ACTIONS.join(', ')}`,
  username: 'username must be at most 100 characters',
} as const;

export const auditLogArgs = z.object({
  action: z.enum(AUDIT_ACTIONS, MESSAGES.action).nullish(),
  username: z.string().max(100, MESSAGES.username).nullish(),
});
