// Group activity: every status, roll-call and drill of the group, newest first, a page at a time.
// New alerts are prepended by the mutations and the page's subscription
// (docs/product/service-group.md).
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import type { AlertHistory_group$key } from '../../__generated__/AlertHistory_group.graphql';
import type { AlertHistory_item$key } from '../../__generated__/AlertHistory_item.graphql';
import { Button } from '../../ui/Button.tsx';
import { useWhen } from './labels.ts';
import { HISTORY_PAGE_SIZE } from './queries.ts';
import { DrillBadge, StatusBadge } from './StatusUpdate.tsx';
import * as styles from './service-group.css.ts';

export const HISTORY_CONNECTION = 'AlertHistory_recentAlerts';

export function AlertHistory({ group: key }: { group: AlertHistory_group$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment AlertHistory_group on ServiceGroup
      @refetchable(queryName: "AlertHistoryPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        recentAlerts(first: $count, after: $cursor) @connection(key: "AlertHistory_recentAlerts") {
          edges {
            node {
              id
              ...AlertHistory_item
            }
          }
        }
      }
    `,
    key,
  );
  const { t } = useTranslation(['serviceGroup', 'common']);
  const edges = data.recentAlerts.edges;
  return (
    <section className={styles.card} aria-labelledby="history-title">
      <h2 id="history-title" className={styles.cardTitle}>
        {t('history.title')}
      </h2>
      {edges.length === 0 ? (
        <p className={styles.empty}>{t('history.empty')}</p>
      ) : (
        <ul className={styles.plainList}>
          {edges.map(({ node }) => (
            <HistoryItem key={node.id} alert={node} />
          ))}
        </ul>
      )}
      {hasNext && (
        <Button variant="secondary" onPress={() => loadNext(HISTORY_PAGE_SIZE)} isDisabled={isLoadingNext}>
          {isLoadingNext ? t('common:status.loading') : t('history.earlier')}
        </Button>
      )}
    </section>
  );
}

function HistoryItem({ alert: key }: { alert: AlertHistory_item$key }) {
  const alert = useFragment(
    graphql`
      fragment AlertHistory_item on EmergencyAlert {
        kind
        status
        senderName
        isMine
        sentAt
        endedAt
        isDrill
        message
      }
    `,
    key,
  );
  const { t } = useTranslation(['serviceGroup', 'common']);
  const when = useWhen();
  const who = alert.isMine ? t('you') : alert.senderName;
  return (
    <li>
      <time dateTime={alert.sentAt} className={styles.muted}>
        {when(alert.sentAt)}
      </time>{' '}
      {alert.isDrill && <DrillBadge />}{' '}
      {alert.kind === 'STATUS' ? (
        <>
          {t('history.status', { who })} <StatusBadge status={alert.status} />
        </>
      ) : (
        <>
          {alert.isMine
            ? t(alert.kind === 'DRILL' ? 'history.youStartedDrill' : 'history.youStartedRollCall')
            : t(alert.kind === 'DRILL' ? 'history.startedDrill' : 'history.startedRollCall', { who })}
          {alert.endedAt && <> {t('history.ended', { when: when(alert.endedAt) })}</>}
        </>
      )}
      {alert.message && (
        <>
          {' — '}
          <bdi>{alert.message}</bdi>
        </>
      )}
    </li>
  );
}
