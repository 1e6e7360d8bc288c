// Form drafts belong to the account that wrote them (docs/product/offline.md, "Drafts"). A draft
// is kept under "<viewer id>#<form key>" (a visitor's under "visitor#…"), so after a session that
// ended elsewhere another account signed in on the device opens a blank form while the draft waits
// for its own member. A draft saved before drafts were kept per account has the bare form key;
// the first account to open that form takes it.
import { db } from './db.ts';

/** Where an account's draft of a form is kept. Global ids are base64 and never hold '#'. */
export const ownDraftKey = (owner: string | null, key: string) => `${owner ?? 'visitor'}#${key}`;

/** The account's draft of a form, or one saved before drafts were kept per account (then taken). */
export async function loadOwnDraft<T>(owner: string | null, key: string): Promise<T | null> {
  const own = ownDraftKey(owner, key);
  const row = await db
    .transaction('rw', db.drafts, async () => {
      const mine = await db.drafts.get(own);
      if (mine) return mine;
      const unowned = await db.drafts.get(key);
      if (!unowned) return undefined;
      await db.drafts.delete(key);
      await db.drafts.put({ ...unowned, key: own });
      return unowned;
    })
    .catch(() => undefined);
  return row ? (row.data as T) : null;
}

/**
 * Sign-out: the account's drafts go, with a visitor's and any not yet tied to an account. The
 * drafts of another account, kept from a session that ended elsewhere, wait for their member.
 * With no account known every draft goes.
 */
export async function forgetDrafts(owner: string | null): Promise<void> {
  if (!owner) {
    await db.drafts.clear().catch(() => undefined);
    return;
  }
  await db.drafts
    .filter(({ key }) => !key.includes('#') || key.startsWith(`${owner}#`) || key.startsWith('visitor#'))
    .delete()
    .catch(() => undefined);
}
