// The group alerts' rules, inputs and node, for the offline write path.
export { ALERT_STATUSES, MESSAGES, respondToAlertInput, RESPONSE_KINDS, sendStatusAlertInput } from './inputs.ts';
export { respondToAlert, sendStatusAlert } from './service.ts';
export { EmergencyAlertNode } from './types.ts';
