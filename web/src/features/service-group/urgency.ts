// Which alerts come first (docs/product/service-group.md, "Emergencies first"): another member's
// latest status that asks for help (In Trouble, Some Damage, drills included and marked), and a
// roll-call someone else started. The board moves them above the send form; every other screen
// shows them in a banner until the member has answered or they have ended.
import { needsHelp } from './alert-types.ts';

interface StatusLike {
  status: string | null | undefined;
  isMine: boolean;
  responses?: readonly { isMine: boolean }[];
}

interface RollCallLike {
  alert: { isMine: boolean };
  heardFrom: readonly { member: { isViewer: boolean }; alert: unknown }[];
}

/** Another member's latest status asks the group for help. */
export const asksForHelp = (alert: StatusLike): boolean => !alert.isMine && needsHelp(alert.status);

/** …and the member has not answered it yet. */
export const awaitsAnswer = (alert: StatusLike): boolean => asksForHelp(alert) && !(alert.responses ?? []).some((r) => r.isMine);

/** A roll-call someone else started, that the member has not sent a status for since. */
export const rollCallAwaits = (rollCall: RollCallLike | null | undefined): boolean =>
  !!rollCall && !rollCall.alert.isMine && !rollCall.heardFrom.some((entry) => entry.member.isViewer && entry.alert);
