// What the shepherding calls offer the offline write path: a member's request made on the device
// is created by the same rule and input as one sent with a signal, and answered as the same node.
export { createShepherdingRequestInput, MESSAGES, PRIORITIES } from './inputs.ts';
export { ShepherdingRequestNode } from './schema.ts';
export { createRequest } from './service.ts';
