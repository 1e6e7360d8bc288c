// The app-wide emergency banner (docs/product/service-group.md, "Emergencies first"): on every
// screen but the group board, another member's call for help or a roll-call they started shows
// under the header, with who, what and since when, and a link to the board, until the member has
// answered it or it has ended. It is read out at once by screen readers (an assertive live region
// that is on the page before anything arrives in it). Kept current by the group's subscription.
import { Suspense, useMemo } from 'react';
import { TriangleAlert, ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, useLazyLoadQuery, useSubscription } from 'react-relay';
import type { EmergencyBannerQuery } from '../../__generated__/EmergencyBannerQuery.graphql';
import type { EmergencyBanner_group$key } from '../../__generated__/EmergencyBanner_group.graphql';
import type { EmergencyBannerSubscription } from '../../__generated__/EmergencyBannerSubscription.graphql';
import { Link } from '../../platform/router.tsx';
import { formatWhen } from './alert-types.ts';
import { awaitsAnswer, rollCallAwaits } from './urgency.ts';
import * as styles from './emergency-banner.css.ts';

/** At most this many calls are listed; the rest are counted. */
const SHOWN = 3;

export function EmergencyBanner() {
  // The live region is on the page before any call arrives in it; the banner's own region (a
  // landmark named "Group emergencies") only while there is a call to show.
  return (
    <div aria-live="assertive" aria-atomic="true" className={styles.region} data-emergency-banner="">
      <Suspense fallback={null}>
        <GroupBanner />
      </Suspense>
    </div>
  );
}

function GroupBanner() {
  const data = useLazyLoadQuery<EmergencyBannerQuery>(
    graphql`
      query EmergencyBannerQuery {
        viewer {
          id
          serviceGroup {
            ...EmergencyBanner_group
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const subscription = useMemo(
    () => ({
      subscription: graphql`
        subscription EmergencyBannerSubscription {
          groupStatusChanged {
            serviceGroup {
              ...EmergencyBanner_group
            }
          }
        }
      `,
      variables: {},
    }),
    [],
  );
  useSubscription<EmergencyBannerSubscription>(subscription);
  const group = data.viewer?.serviceGroup;
  return group ? <Calls group={group} /> : null;
}

function Calls({ group: key }: { group: EmergencyBanner_group$key }) {
  const group = useFragment(
    graphql`
      fragment EmergencyBanner_group on ServiceGroup {
        id
        board {
          latestStatuses {
            id
            status
            isMine
            isDrill
            senderName
            sentAt
            responses {
              id
              isMine
            }
          }
          activeRollCall {
            isDrill
            startedBy
            alert {
              id
              isMine
            }
            heardFrom {
              member {
                id
                isViewer
              }
              alert {
                id
              }
            }
          }
        }
      }
    `,
    key,
  );
  const { t, i18n } = useTranslation('shell');
  // In Trouble before Some Damage; newest first within each (the board's own order).
  const calls = group.board.latestStatuses.filter(awaitsAnswer).sort((x, y) => Number(y.status === 'RED') - Number(x.status === 'RED'));
  const rollCall = rollCallAwaits(group.board.activeRollCall) ? group.board.activeRollCall : null;
  if (calls.length === 0 && !rollCall) return null;
  const hidden = Math.max(0, calls.length - SHOWN);
  const red = calls.some((call) => call.status === 'RED');
  return (
    <section aria-label={t('emergency.region')} className={red ? styles.tone.red : styles.tone.amber}>
      <ul className={styles.calls}>
        {calls.slice(0, SHOWN).map((call) => (
          <li key={call.id} className={styles.call}>
            <TriangleAlert aria-hidden size={20} className={styles.icon} />
            <span>
              {call.isDrill && <strong className={styles.drill}>{t('emergency.drill')} </strong>}
              <strong>{t(call.status === 'RED' ? 'emergency.red' : 'emergency.orange', { name: call.senderName })}</strong>{' '}
              <span className={styles.since}>{t('emergency.since', { time: formatWhen(call.sentAt, i18n.language) })}</span>
            </span>
          </li>
        ))}
        {hidden > 0 && <li className={styles.more}>{t('emergency.more', { count: hidden })}</li>}
        {rollCall && (
          <li className={styles.call}>
            <ClipboardList aria-hidden size={20} className={styles.icon} />
            <span>
              {rollCall.isDrill && <strong className={styles.drill}>{t('emergency.drill')} </strong>}
              <strong>{t('emergency.rollCall', { name: rollCall.startedBy })}</strong>
            </span>
          </li>
        )}
      </ul>
      <Link to="/service-group" className={styles.open}>
        {t('emergency.open')}
      </Link>
    </section>
  );
}
