// The check-ins at the top of every screen (docs/product/check-ins.md), a part of the shell that
// loads after the first paint (app/shell-part.tsx): the member's own check-in as a countdown (or
// "Are you safe?" once due), a check-in they started with no signal as "Not active until sent"
// until the server has it, and every overdue check-in of someone they look out for as the
// emergency banner.
import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLazyLoadQuery } from 'react-relay';
import type { queriesCheckInsQuery } from '../../__generated__/queriesCheckInsQuery.graphql';
import type { QueuedChange } from '../../offline/engine.ts';
import { usePendingChanges } from '../../offline/usePendingChanges.ts';
import { CheckInCard } from './CheckInCard.tsx';
import { checkInsQuery, useLiveCheckIns, useRefreshCheckIns } from './queries.ts';
import * as styles from './check-ins.css.ts';

export function CheckInBar() {
  const data = useLazyLoadQuery<queriesCheckInsQuery>(checkInsQuery, {}, { fetchPolicy: 'store-and-network' });
  const refresh = useRefreshCheckIns();
  useLiveCheckIns(refresh);
  const queued = usePendingChanges().filter((change) => change.type === 'checkIn' && change.action === 'create');
  const viewer = data.viewer;
  if (!viewer) return null;
  const hasGroup = viewer.groupNumber !== 'NONE' && !viewer.groupPending;
  const shown = viewer.openCheckIns.edges
    .map((edge) => edge.node)
    .filter((node) => node.isMine || node.status === 'OVERDUE' || node.status === 'ACKNOWLEDGED')
    .sort((a, b) => Number(b.isMine) - Number(a.isMine));
  if (shown.length === 0 && queued.length === 0) return null;
  return (
    <div className={styles.stack}>
      {queued.map((change) => (
        <QueuedCheckIn key={change.clientId} change={change} />
      ))}
      {shown.map((node) => (
        <CheckInCard key={node.id} checkIn={node} hasGroup={hasGroup} onChanged={refresh} />
      ))}
    </div>
  );
}

/** A check-in still on the device: it is not running, and says so plainly. */
function QueuedCheckIn({ change }: { change: QueuedChange }) {
  const { t } = useTranslation('checkIns');
  const refused = change.state === 'refused';
  return (
    <section className={styles.pending} aria-labelledby={`queued-${change.clientId}`} role="status">
      <h2 id={`queued-${change.clientId}`} className={styles.label}>
        <Timer aria-hidden="true" className={styles.icon} /> {refused ? t('card.refusedTitle') : t('card.pendingTitle')}
      </h2>
      <p className={styles.text}>{refused ? change.message : t('card.pendingText', { minutes: Number(change.fields.minutes) || 0 })}</p>
      {typeof change.fields.note === 'string' && change.fields.note && <p className={styles.muted}>{change.fields.note}</p>}
    </section>
  );
}
