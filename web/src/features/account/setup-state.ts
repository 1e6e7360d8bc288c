// When the setup guide opens by itself (docs/product/accounts.md, "Setup guide"): a second after
// the app loads, for a signed-in member who has not finished it, unless they closed it earlier in
// this browser session, and never over a page where an overlay would be in the way, over another
// dialog, or for an admin.
import { overlayAllowedOn } from '../../platform/overlay-rules.ts';

export const SETUP_CHECK_DELAY_MS = 1000;
export const SETUP_COMPLETE_KEY = 'ministry-setup-complete';
export const SETUP_DATA_KEY = 'ministry-setup-data';
export const SETUP_CLOSED_KEY = 'ministry-setup-closed';

function listIn(storage: Storage, key: string): string[] {
  try {
    const value = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function addTo(storage: Storage, key: string, username: string) {
  try {
    storage.setItem(key, JSON.stringify([...new Set([...listIn(storage, key), username])]));
  } catch {
    // Storage full or refused: the guide may show again, nothing worse.
  }
}

export const completedLocally = (username: string) => listIn(localStorage, SETUP_COMPLETE_KEY).includes(username);
export const closedThisSession = (username: string) => listIn(sessionStorage, SETUP_CLOSED_KEY).includes(username);
export const rememberClosed = (username: string) => addTo(sessionStorage, SETUP_CLOSED_KEY, username);

export function markCompletedLocally(username: string, data: unknown) {
  addTo(localStorage, SETUP_COMPLETE_KEY, username);
  try {
    localStorage.setItem(SETUP_DATA_KEY, JSON.stringify(data));
  } catch {}
}

/**
 * Never for an admin (their setup is the admin panel's, and they sign in to manage, not to be
 * welcomed) and never while another dialog is open (`busy`: the account dialog, the admin panel).
 */
export function shouldOpenByItself(viewer: { username: string; setupCompleted: boolean; isAdmin: boolean }, pathname: string, busy = false): boolean {
  return (
    !viewer.isAdmin &&
    !busy &&
    !viewer.setupCompleted &&
    !completedLocally(viewer.username) &&
    !closedThisSession(viewer.username) &&
    overlayAllowedOn(pathname)
  );
}
