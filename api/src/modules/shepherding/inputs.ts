// Shepherding-call requests: the rules of docs/product/shepherding.md (request type required, priority
// urgent/normal/low defaulting to normal, description of at least 10 characters) and the status
// an elder or an admin moves a request through.
import { SHEPHERDING_LIMITS as LIMITS } from '@ministry/shared/shepherding.ts';
import { z } from 'zod';
import { globalIdOf } from '../../lib/validate.ts';
import { optionalText } from '../../lib/text.ts';

export const MESSAGES = {
  requestType: 'Request type is required',
  priority: 'Priority must be urgent, normal or low',
  description: 'Description must be at least 10 characters',
  notFound: 'Request not found',
  notAnElder: 'Only an elder of the service group or an admin can update a request',
  status: 'Status must be pending, assigned, scheduled, completed or cancelled',
  assignedElder: 'Assigned elder is required',
  scheduledDate: 'Scheduled date is required',
  scheduledDateType: 'Scheduled date must be a date and time',
} as const;

export const PRIORITIES = ['urgent', 'normal', 'low'] as const;
export const STATUSES = ['pending', 'assigned', 'scheduled', 'completed', 'cancelled'] as const;
export type Status = (typeof STATUSES)[number];

/** Where each status may go next: forward one step, or cancelled until completed. */
export const NEXT_STATUSES: Record<Status, readonly Status[]> = {
  pending: ['assigned', 'cancelled'],
  assigned: ['scheduled', 'cancelled'],
  scheduled: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};


export const createShepherdingRequestInput = z.object({
  requestType: z
    .string({ error: MESSAGES.requestType })
    .trim()
    .min(1, MESSAGES.requestType)
    .max(LIMITS.requestType, `Request type must be at most ${LIMITS.requestType} characters`),
  // A form that leaves the choice blank gets the spec's default.
  priority: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 'normal' : v),
    z.enum(PRIORITIES, MESSAGES.priority),
  ),
  preferredElders: optionalText('Preferred elders', LIMITS.preferredElders),
  description: z
    .string({ error: MESSAGES.description })
    .trim()
    .min(LIMITS.descriptionMin, MESSAGES.description)
    .max(LIMITS.description, `Description must be at most ${LIMITS.description} characters`),
  notes: optionalText('Notes', LIMITS.notes),
});
export type CreateShepherdingRequestInput = z.infer<typeof createShepherdingRequestInput>;

export const updateShepherdingRequestStatusInput = z.object({
  id: globalIdOf('ShepherdingRequest'),
  status: z.enum(STATUSES, MESSAGES.status),
  assignedElder: optionalText('Assigned elder', 100).optional(),
  scheduledDate: z.date({ error: MESSAGES.scheduledDateType }).nullish(),
  completionNotes: optionalText('Completion notes', 2000).optional(),
});
export type UpdateShepherdingRequestStatusInput = z.infer<typeof updateShepherdingRequestStatusInput>;
