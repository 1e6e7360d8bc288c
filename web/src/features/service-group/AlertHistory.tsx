// Group activity: every status, roll-call and drill of the group, newest first, a page at a time.
// New alerts are prepended by the mutations and the page's subscription.
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import type { AlertHistory_group$key } from '../../__generated__/AlertHistory_group.graphql';
import type { AlertHistory_item$key } from '../../__generated__/AlertHistory_item.graphql';
import { Button } from '../../ui/Button.tsx';
import { formatWhen } from './alert-types.ts';
import { StatusBadge } from './StatusUpdate.tsx';
import * as styles from './service-group.css.ts';

export const HISTORY_CONNECTION = 'AlertHistory_recentAlerts';
export const HISTORY_PAGE_SIZE = 10;

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
  const edges = data.recentAlerts.edges;
  return (
    <section className={styles.card} aria-labelledby="history-title">
      <h2 id="history-title" className={styles.cardTitle}>
        Group Activity
      </h2>
      {edges.length === 0 ? (
        <p className={styles.empty}>Nothing has been sent in your group yet.</p>
      ) : (
        <ul className={styles.plainList}>
          {edges.map(({ node }) => (
            <HistoryItem key={node.id} alert={node} />
          ))}
        </ul>
      )}
      {hasNext && (
        <Button variant="secondary" onPress={() => loadNext(HISTORY_PAGE_SIZE)} isDisabled={isLoadingNext}>
          {isLoadingNext ? 'Loading…' : 'Show Earlier Activity'}
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
  const who = alert.isMine ? 'You' : alert.senderName;
  const rollCallName = alert.kind === 'drill' ? 'drill' : 'roll-call';
  return (
    <li>
      <time dateTime={alert.sentAt} className={styles.muted}>
        {formatWhen(alert.sentAt)}
      </time>{' '}
      {alert.isDrill && <span className={styles.drillBadge}>Drill</span>}{' '}
      {alert.kind === 'status' ? (
        <>
          {who}: <StatusBadge status={alert.status} />
        </>
      ) : (
        <>
          {who} started a {rollCallName}
          {alert.endedAt && <> (ended {formatWhen(alert.endedAt)})</>}
        </>
      )}
      {alert.message && <> — {alert.message}</>}
    </li>
  );
}
