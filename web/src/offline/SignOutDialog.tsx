// What the sign-out guard (SignOutGuard.tsx) asks when writes still wait on this device: stay,
// wait for them to be delivered, or keep a copy and sign out. Loaded when it is asked.
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import type { QueuedChange } from './engine.ts';
import { PendingList } from './PendingList.tsx';
import { exportChanges, type SignOutRequest } from './sign-out.ts';
import * as styles from './offline.css.ts';

interface Props {
  request: SignOutRequest;
  /** The outbox as it is now. */
  changes: readonly QueuedChange[];
  /** The member chose to wait for the delivery. */
  waiting: boolean;
  onWait: () => void;
}

export function SignOutDialog({ request, changes, waiting, onWait }: Props) {
  const { t } = useTranslation('offline');
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
          <Button variant="secondary" onPress={onWait}>
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
