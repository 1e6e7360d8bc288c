// What this device keeps for a signed-in user outside the Relay store. Signing out removes it so
// the next person on a shared phone sees nothing of the last one. The theme stays: it belongs to
// the device.
import { db } from '../offline/db.ts';
import { forgetDevice } from '../offline/sync.ts';

const USER_KEYS = ['ministry-setup-data', 'userPreferences', 'userBranding', 'customVideos', 'customScriptures'];

export function clearUserLocalData() {
  for (const key of USER_KEYS) localStorage.removeItem(key);
  sessionStorage.removeItem('currentUser');
  void db.queryCache.clear().catch(() => {});
  void forgetDevice();
  void Promise.all([db.notes.clear(), db.conventionNotes.clear(), db.drafts.clear()]).catch(() => {});
  // Answers of the REST shim the service worker kept (web/vite.config.ts, "api-get").
  if ('caches' in window) void caches.delete('api-get').catch(() => false);
}
