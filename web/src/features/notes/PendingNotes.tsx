// Notes written without a network, shown until the offline queue has delivered them.
import { usePending } from '../../offline/usePending.ts';
import * as styles from './notes.css.ts';

export function PendingNotes() {
  const records = usePending('notes').filter((r) => r.action === 'create');
  if (records.length === 0) return null;
  return (
    <section aria-label="Waiting to sync" className={styles.pending}>
      <h2 className={styles.pendingTitle}>Waiting to sync ({records.length})</h2>
      <ul className={styles.pendingList}>
        {records.map((record) => (
          <li key={record.id} className={styles.pendingItem}>
            <strong>{String(record.data.title ?? '')}</strong>
            <span>{String(record.data.content ?? '')}</span>
            <span className={styles.pendingBadge}>Saved offline</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
