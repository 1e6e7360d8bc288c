// Asked by sign-out when writes of this member have not reached the server (sign-out.ts): wait
// until they are delivered, export them to a file, or stay signed in. Nothing is erased unasked.
// GPS points recorded without signal are writes like any other.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { PendingList } from './PendingList.tsx';
import { exportChanges, onSignOutRequest, type SignOutRequest } from './sign-out.ts';
import { deliverNow } from './sync.ts';
import { usePendingChanges } from './usePendingChanges.ts';
import * as styles from './offline.css.ts';

export function SignOutGuard() {
  const { t } = useTranslation('offline');
  const [request, setRequest] = useState<SignOutRequest | null>(null);
  const [waiting, setWaiting] = useState(false);
  const changes = usePendingChanges();

  useEffect(() => onSignOutRequest((next) => {
    setRequest(next);
    setWaiting(false);
  }), []);

  // Waiting: keep delivering; sign out once the outbox is empty.
  useEffect(() => {
    if (!request || !waiting) return;
    if (changes.length === 0) {
      request.answer(true);
      return;
    }
    void deliverNow();
    const timer = setInterval(() => void deliverNow(), 5000);
    return () => clearInterval(timer);
  }, [request, waiting, changes.length]);

  if (!request) return null;
  // The live list once it has loaded; while waiting, an empty list means all were delivered.
  const records = changes.length ? changes : waiting ? [] : request.changes;
  return (
    <Dialog title={t('signOut.title')} isOpen onOpenChange={(open) => !open && request.answer(false)} role="alertdialog">
      <p>{waiting ? t('signOut.waiting') : t('signOut.body', { count: records.length })}</p>
      {records.length > 0 && <PendingList changes={records} />}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => request.answer(false)}>
          {t('signOut.stay')}
        </Button>
        {!waiting && (
          <Button variant="secondary" onPress={() => setWaiting(true)}>
            {t('signOut.wait')}
          </Button>
        )}
        <Button
          onPress={() => {
            exportChanges(records);
            request.answer(true);
          }}
        >
          {t('signOut.export')}
        </Button>
      </div>
    </Dialog>
  );
}
