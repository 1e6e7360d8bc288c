// A return visit's calls, newest first, read when the member opens them (a card holds none, so the
// list stays cheap to load). A call recorded while the history is open heads it at once.
import { useTranslation } from 'react-i18next';
import { ConnectionHandler, graphql, useLazyLoadQuery } from 'react-relay';
import type { CallHistoryQuery } from '../../__generated__/CallHistoryQuery.graphql';
import { useFormat } from '../../i18n/format.ts';
import * as styles from './returnVisits.css.ts';

export const CALLS_SHOWN = 20;

/** The store's list of a visit's calls, where a call recorded on the device is shown. */
export const callsConnectionOf = (visitId: string) => ConnectionHandler.getConnectionID(visitId, 'CallHistory_calls');

export function CallHistory({ visitId, name }: { visitId: string; name: string }) {
  const { t } = useTranslation('returnVisits');
  const format = useFormat();
  const data = useLazyLoadQuery<CallHistoryQuery>(
    graphql`
      query CallHistoryQuery($id: ID!, $count: Int!) {
        node(id: $id) {
          ... on ReturnVisit {
            calls(first: $count) @connection(key: "CallHistory_calls") {
              edges {
                node {
                  id
                  date
                  notes
                  publication
                }
              }
            }
          }
        }
      }
    `,
    { id: visitId, count: CALLS_SHOWN },
    { fetchPolicy: 'store-and-network' },
  );
  const calls = data.node?.calls?.edges ?? [];
  if (calls.length === 0) return <p className={styles.muted}>{t('card.noCalls')}</p>;
  return (
    <ul className={styles.calls} aria-label={`${t('card.calls')}: ${name}`}>
      {calls.map(({ node: call }) => (
        <li key={call.id} className={styles.call}>
          <strong>{format.calendarDate(call.date)}</strong>
          {call.notes && <p className={styles.detail}>{call.notes}</p>}
          {call.publication && <p className={styles.detail}>{`${t('card.publication')}: ${call.publication}`}</p>}
        </li>
      ))}
    </ul>
  );
}
