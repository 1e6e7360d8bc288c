// The server says this device's session is gone (a socket closed with 4401, an answer
// UNAUTHENTICATED): the member is shown as signed out and asked to sign in again (docs/api.md,
// Sessions). Only if the device still showed someone signed in: a visitor has no session to lose,
// and neither has a member who has just signed out here while an answer was still on its way.
import { commitLocalUpdate, ROOT_ID, type Environment } from 'relay-runtime';

/** True, with the viewer cleared from the store, when the device showed a member signed in. */
export function forgetLostSession(environment: Environment): boolean {
  if (!environment.getStore().getSource().get(ROOT_ID)?.viewer) return false;
  commitLocalUpdate(environment, (store) => store.getRoot().setValue(null, 'viewer'));
  return true;
}
