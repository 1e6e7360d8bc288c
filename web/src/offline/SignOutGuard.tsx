// Asked by sign-out when writes of this member have not reached the server (sign-out.ts): wait
// until they are delivered, export them to a file, or stay signed in. Nothing is erased unasked.
// GPS points recorded without signal count as writes too.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { PendingList } from './PendingList.tsx';
import { deliverGpsNow, exportChanges, onSignOutRequest, pendingGpsItems, type SignOutRequest } from './sign-out.ts';
import { deliverNow } from './sync.ts';
import { usePendingChanges } from './usePendingChanges.ts';
import * as styles from './offline.css.ts';

export function SignOutGuard() {
  const { t } = useTranslation('offline');
  const [request, setRequest] = useState<SignOutRequest | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [gps, setGps] = useState<SignOutRequest['gps']>([]);
  const changes = usePendingChanges();

  useEffect(() => onSignOutRequest((next) => {
    setRequest(next);
    setGps(next?.gps ?? []);
    setWaiting(false);
  }), []);

  // Waiting: keep delivering; sign out once both outboxes are empty.
  useEffect(() => {
    if (!request || !waiting) return;
    if (changes.length === 0 && gps.length === 0) {
      request.answer(true);
      return;
    }
    const deliver = async () => {
      await Promise.all([deliverNow(), deliverGpsNow(request.owner).catch(() => undefined)]);
      setGps(await pendingGpsItems(request.owner));
    };
    void deliver();
    const timer = setInterval(() => void deliver(), 5000);
    return () => clearInterval(timer);
  }, [request, waiting, changes.length, gps.length]);

  if (!request) return null;
  // The live list once it has loaded; while waiting, an empty list means all were delivered.
  const records = changes.length ? changes : waiting ? [] : request.changes;
  // A recorded walk counts by its points; a route's "finished" alone counts as one change.
  const gpsCount = gps.filter((item) => item.kind === 'point').length || gps.length;
  return (
    <Dialog title={t('signOut.title')} isOpen onOpenChange={(open) => !open && request.answer(false)} role="alertdialog">
      <p>{waiting ? t('signOut.waiting') : t('signOut.body', { count: records.length + gpsCount })}</p>
      {records.length > 0 && <PendingList changes={records} />}
      {gps.length > 0 && <p>{t('signOut.gps', { count: gpsCount })}</p>}
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
            exportChanges(records, gps);
            request.answer(true);
          }}
        >
          {t('signOut.export')}
        </Button>
      </div>
    </Dialog>
  );
}
