// What the pubsub carries when a check-in takes a step (docs/product/check-ins.md): which check-in,
// whose, in which group, and the step. Kept apart from steps.ts so the pubsub's event map can name
// it without importing the feature.
import type { CheckInStep } from './inputs.ts';

export interface CheckInChange {
  id: number;
  userId: number;
  groupId: number;
  escalated: boolean;
  step: CheckInStep;
}
