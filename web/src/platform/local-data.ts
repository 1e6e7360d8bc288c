// What this device keeps for a signed-in user outside the Relay store. Signing out removes it so
// the next person on a shared phone sees nothing of the last one. The theme stays: it belongs to
// the device.
import { db } from '../offline/db.ts';
import { forgetDevice } from '../offline/sync.ts';
import { forgetStore } from '../relay/environment.ts';

const USER_KEYS = ['ministry-setup-data', 'userPreferences', 'userBranding', 'customVideos', 'customScriptures'];

export function clearUserLocalData() {
  for (const key of USER_KEYS) localStorage.removeItem(key);
  sessionStorage.removeItem('currentUser');
  void db.queryCache.clear().catch(() => {});
  void forgetDevice();
  void Promise.all([db.notes.clear(), db.conventionNotes.clear()]).catch(() => {});
  // Answers of the REST shim the service worker kept (web/vite.config.ts, "api-get").
  if ('caches' in window) void caches.delete('api-get').catch(() => false);
}

/**
 * A session ended elsewhere (a password changed on another device, an admin's reset, expiry): the
 * copies of the server's data on this device go with it, in memory and saved: the group's members
 * and alerts, contacts, notes. A phone lost or stolen shows nothing more once it is online again.
 * What the member wrote and has not delivered, their drafts and their timer stay for their next
 * sign-in (docs/product/offline.md, "Signing out").
 */
export async function forgetServerCopies() {
  await forgetStore();
  if ('caches' in window) await caches.delete('api-get').catch(() => false);
}
