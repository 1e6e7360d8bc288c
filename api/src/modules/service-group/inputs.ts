// The service-group rules as zod schemas: GraphQL input types validate with these. Spec 02 names
// the alert statuses (red, orange, green) but no length bounds; the bounds here keep one alert a
// short message a phone can show in a notification.
import { z } from 'zod';
import { globalIdOf } from '../../lib/validate.ts';
import { optionalText } from '../../lib/text.ts';

export const ALERT_STATUSES = ['red', 'orange', 'green'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** How a member answers someone's alert: "on my way", "can help", or a message of their own. */
export const RESPONSE_KINDS = ['on-my-way', 'can-help', 'message'] as const;
export type ResponseKind = (typeof RESPONSE_KINDS)[number];

export const ROLL_CALL_KINDS = ['rollcall', 'drill'] as const;
export type RollCallKind = (typeof ROLL_CALL_KINDS)[number];

/** What an alert row is: a member's status, or a roll-call or drill someone started. */
export const ALERT_KINDS = ['status', ...ROLL_CALL_KINDS] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export { MAX_ALERT_LOCATION as MAX_LOCATION, MAX_ALERT_TEXT as MAX_TEXT } from '@ministry/shared/alerts.ts';
import { MAX_ALERT_LOCATION as MAX_LOCATION, MAX_ALERT_TEXT as MAX_TEXT } from '@ministry/shared/alerts.ts';

export const MESSAGES = {
  status: 'Status must be red, orange or green',
  responseKind: 'Response must be on my way, can help, or a message',
  responseMessage: 'Please write a message',
  rollCallKind: 'Kind must be rollcall or drill',
  noGroup: 'You are not in a service group. Choose yours in your account to use the group page.',
  pendingApproval: "Waiting for approval from your group's overseer. Enter an invitation code of the group to join at once.",
  otherGroup: 'You can only see the members of your own service group',
  alertNotFound: 'Alert not found',
  rollCallNotFound: 'Roll-call not found',
  noActiveRollCall: 'There is no roll-call running in your group',
  rollCallRunning: 'A roll-call is already running in your group. End it before starting another.',
} as const;


export const sendStatusAlertInput = z.object({
  status: z.enum(ALERT_STATUSES, MESSAGES.status),
  message: optionalText('Message', MAX_TEXT),
  comment: optionalText('Comment', MAX_TEXT),
  location: optionalText('Location', MAX_LOCATION),
});
export type SendStatusAlertInput = z.infer<typeof sendStatusAlertInput>;

export const respondToAlertInput = z
  .object({
    alertId: globalIdOf('EmergencyAlert'),
    status: z.enum(RESPONSE_KINDS, MESSAGES.responseKind),
    message: optionalText('Message', MAX_TEXT),
  })
  .refine((input) => input.status !== 'message' || input.message !== null, {
    message: MESSAGES.responseMessage,
    path: ['message'],
  });
export type RespondToAlertInput = z.infer<typeof respondToAlertInput>;

export const startRollCallInput = z.object({
  kind: z.enum(ROLL_CALL_KINDS, MESSAGES.rollCallKind),
  message: optionalText('Message', MAX_TEXT),
});
export type StartRollCallInput = z.infer<typeof startRollCallInput>;

export const endRollCallInput = z.object({
  /** The roll-call to end; the group's running one when omitted. */
  id: globalIdOf('EmergencyAlert').nullish(),
});
export type EndRollCallInput = z.infer<typeof endRollCallInput>;

/** GET /api/service-group-members?groupNumber=n: the spec keys the list by the group number. */
export const membersQuery = z.object({
  groupNumber: z
    .string()
    .regex(/^\d$/, 'The service group must be a number from 0 to 9')
    .transform(Number)
    .optional(),
});
