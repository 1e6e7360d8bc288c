// The writes waiting on this device, each with why it waits: for a connection, being sent, or
// refused by the server (its message, and a way to discard it; editing the record fixes it). The
// points of a GPS recording waiting together are one line with their count.
import { useTranslation } from 'react-i18next';
import { useRelayEnvironment } from 'react-relay';
import type { AlertResponseKind, AlertStatus } from '../generated/enums.ts';
import { Button } from '../ui/Button.tsx';
import type { QueuedChange } from './engine.ts';
import { discard } from './sync.ts';
import { titleOf, useEngineStatus } from './usePendingChanges.ts';
import * as styles from './offline.css.ts';

const isWaitingPoint = (change: QueuedChange) => change.type === 'gpsPoint' && change.state === 'queued';

export function PendingList({ changes }: { changes: readonly QueuedChange[] }) {
  const { t } = useTranslation('offline');
  const environment = useRelayEnvironment();
  const status = useEngineStatus();
  if (changes.length === 0) return <p>{t('pending.empty')}</p>;
  const waiting = status.sending
    ? t('pending.sending')
    : status.nextTryAt > Date.now()
      ? t('pending.nextTry', { seconds: Math.ceil((status.nextTryAt - Date.now()) / 1000) })
      : t('pending.waiting');
  const points = changes.filter(isWaitingPoint).length;
  return (
    <ul className={styles.list}>
      {points > 0 && (
        <li className={styles.item}>
          <div className={styles.itemHeader}>
            <strong>{t('pending.gpsPoints', { count: points })}</strong>
            <span className={styles.kind}>{t('kinds.gpsPoint.create')}</span>
          </div>
          <span className={styles.state}>{waiting}</span>
        </li>
      )}
      {changes.filter((change) => !isWaitingPoint(change)).map((change) => {
        const title =
          change.type === 'statusAlert'
            ? t(`kinds.statusAlert.status.${change.fields.status as AlertStatus}`)
            : change.type === 'alertResponse'
              ? String(change.fields.message ?? '') || t(`kinds.alertResponse.status.${change.fields.status as AlertResponseKind}`)
              : titleOf(change, environment) || t('pending.untitled');
        return (
          <li key={change.clientId} className={styles.item}>
            <div className={styles.itemHeader}>
              <strong>{title}</strong>
              <span className={styles.kind}>{t(`kinds.${change.type}.${change.action}`)}</span>
            </div>
            {change.state === 'refused' ? (
              <>
                <span className={styles.refused}>{t('pending.refused', { message: change.message ?? '' })}</span>
                <span className={styles.kind}>{t('pending.fixHint')}</span>
                <div className={styles.actions}>
                  <Button variant="secondary" aria-label={t('pending.discardLabel', { title })} onPress={() => void discard(environment, change.clientId)}>
                    {t('pending.discard')}
                  </Button>
                </div>
              </>
            ) : (
              <span className={styles.state}>{waiting}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
