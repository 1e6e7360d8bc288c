// Recent Group Status Updates: the latest status of each member of the group, newest first. The
// page's subscription keeps it current without a reload (docs/product/service-group.md).
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { StatusBoard_group$key } from '../../__generated__/StatusBoard_group.graphql';
import { StatusUpdate } from './StatusUpdate.tsx';
import * as styles from './service-group.css.ts';

export function StatusBoard({ group: key }: { group: StatusBoard_group$key }) {
  const group = useFragment(
    graphql`
      fragment StatusBoard_group on ServiceGroup {
        board {
          latestStatuses {
            id
            ...StatusUpdate_alert
          }
        }
      }
    `,
    key,
  );
  const { t } = useTranslation('serviceGroup');
  const statuses = group.board.latestStatuses;
  return (
    <section className={styles.card} aria-labelledby="status-board-title">
      <h2 id="status-board-title" className={styles.cardTitle}>
        {t('board.title')}
      </h2>
      <p className={styles.muted}>{t('board.intro')}</p>
      {statuses.length === 0 ? (
        <p className={styles.empty}>{t('board.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {statuses.map((alert) => (
            <StatusUpdate key={alert.id} alert={alert} />
          ))}
        </ul>
      )}
    </section>
  );
}
