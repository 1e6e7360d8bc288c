// The notes written on this device that the server has not confirmed yet: shown with the note
// list until delivered, each marked "Saved offline", or with the server's reason when it refused
// one (then it can be edited in the list to fix it, or discarded here).
import { useTranslation } from 'react-i18next';
import { useRelayEnvironment } from 'react-relay';
import { discard } from '../../offline/sync.ts';
import { titleOf, useWaitingChanges } from '../../offline/usePendingChanges.ts';
import { Button } from '../../ui/Button.tsx';
import * as styles from './notes.css.ts';

export function PendingNotes() {
  const { t } = useTranslation('offline');
  const environment = useRelayEnvironment();
  const changes = useWaitingChanges().filter((c) => c.type === 'note');
  if (changes.length === 0) return null;
  return (
    <section aria-label={t('pending.title')} className={styles.pending}>
      <h2 className={styles.pendingTitle}>{t('pending.titleCount', { count: changes.length })}</h2>
      <ul className={styles.pendingList}>
        {changes.map((change) => {
          const title = titleOf(change, environment) || t('pending.untitled');
          return (
            <li key={change.clientId} className={styles.pendingItem}>
              <strong>{title}</strong>
              {typeof change.fields.content === 'string' && <span>{change.fields.content}</span>}
              <span>{t(`kinds.note.${change.action}`)}</span>
              {change.state === 'refused' ? (
                <>
                  <span className={styles.pendingBadge} role="alert">
                    {t('pending.refused', { message: change.message ?? '' })}
                  </span>
                  <span>{t('pending.fixHint')}</span>
                  <Button variant="secondary" aria-label={t('pending.discardLabel', { title })} onPress={() => void discard(environment, change.clientId)}>
                    {t('pending.discard')}
                  </Button>
                </>
              ) : (
                <span className={styles.pendingBadge}>{t('pending.savedOffline')}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
