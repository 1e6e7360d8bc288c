// Roll-call: any member asks the whole group for their status (after a storm, say), or starts a
// drill to practise it. While one runs, the card shows who has sent a status since it started
// and who has not been heard from; any member ends it.
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { RollCallCard_group$data, RollCallCard_group$key } from '../../__generated__/RollCallCard_group.graphql';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { MAX_TEXT, formatWhen } from './alert-types.ts';
import { StatusBadge } from './StatusUpdate.tsx';
import { useEndRollCallMutation } from './useEndRollCallMutation.ts';
import { useStartRollCallMutation } from './useStartRollCallMutation.ts';
import * as styles from './service-group.css.ts';

export function RollCallCard({ group: key, connectionId }: { group: RollCallCard_group$key; connectionId: string }) {
  const group = useFragment(
    graphql`
      fragment RollCallCard_group on ServiceGroup {
        board {
          activeRollCall {
            kind
            isDrill
            startedAt
            startedBy
            message
            alert {
              id
              isMine
            }
            heardFrom {
              member {
                id
                name
                isViewer
              }
              alert {
                id
                status
                sentAt
              }
            }
            notHeardFrom {
              id
              name
              isViewer
            }
          }
        }
      }
    `,
    key,
  );
  const rollCall = group.board.activeRollCall;
  return rollCall ? <ActiveRollCall rollCall={rollCall} /> : <StartRollCall connectionId={connectionId} />;
}

function StartRollCall({ connectionId }: { connectionId: string }) {
  const [message, setMessage] = useState('');
  const [commit, starting] = useStartRollCallMutation();
  const start = (kind: 'rollcall' | 'drill') =>
    commit({
      variables: { input: { kind, message }, connections: [connectionId] },
      onCompleted: ({ startRollCall: result }) => {
        if (result.__typename === 'RollCallStarted') {
          setMessage('');
          toast({
            title: kind === 'drill' ? 'Drill Started' : 'Roll-call Started',
            description: 'Your group has been asked to send their status.',
          });
        } else errorToast(result.message ?? 'Failed to start the roll-call. Please try again.');
      },
      onError: () => {
        errorToast('Failed to start the roll-call. Please try again.');
      },
    });

  return (
    <section className={styles.rollCall} aria-labelledby="roll-call-title">
      <h2 id="roll-call-title" className={styles.cardTitle}>
        Roll-call
      </h2>
      <p className={styles.muted}>
        Ask every member of your group to send their status, for example after a storm. A drill is a practice roll-call and is
        marked as one everywhere.
      </p>
      <TextField label="Roll-call message (optional)" value={message} onChange={setMessage} maxLength={MAX_TEXT} />
      <div className={styles.actions}>
        <Button onPress={() => start('rollcall')} isDisabled={starting}>
          Start Roll-call
        </Button>
        <Button variant="secondary" onPress={() => start('drill')} isDisabled={starting}>
          Start Drill
        </Button>
      </div>
    </section>
  );
}

type ActiveRollCallData = NonNullable<RollCallCard_group$data['board']['activeRollCall']>;

function ActiveRollCall({ rollCall }: { rollCall: ActiveRollCallData }) {
  const [commit, ending] = useEndRollCallMutation();
  const name = rollCall.isDrill ? 'Drill' : 'Roll-call';
  const viewerSilent = rollCall.notHeardFrom.some((m) => m.isViewer);
  const end = () =>
    commit({
      variables: { input: { id: rollCall.alert.id } },
      onCompleted: ({ endRollCall: result }) => {
        if (result.__typename === 'RollCallEnded') toast({ title: `${name} Ended` });
        else errorToast(result.message ?? 'Failed to end the roll-call. Please try again.');
      },
      onError: () => {
        errorToast('Failed to end the roll-call. Please try again.');
      },
    });

  return (
    <section className={styles.rollCallActive} aria-labelledby="roll-call-title">
      <div className={styles.row}>
        {rollCall.isDrill && <span className={styles.drillBadge}>Drill</span>}
        <h2 id="roll-call-title" className={styles.cardTitle}>
          {rollCall.isDrill ? 'Drill in progress (practice)' : 'Roll-call in progress'}
        </h2>
      </div>
      <p className={styles.muted}>
        Started by {rollCall.alert.isMine ? 'you' : rollCall.startedBy} at{' '}
        <time dateTime={rollCall.startedAt}>{formatWhen(rollCall.startedAt)}</time>
      </p>
      {rollCall.message && <p className={styles.text}>{rollCall.message}</p>}
      {viewerSilent && (
        <p className={styles.rollCallBanner}>Your group has not heard from you yet: send your status with one of the alert buttons.</p>
      )}
      <div className={styles.twoLists}>
        <div>
          <h3 id="heard-from-title" className={styles.subheading}>Heard from ({rollCall.heardFrom.length})</h3>
          <ul className={styles.plainList} aria-labelledby="heard-from-title">
            {rollCall.heardFrom.map(({ member, alert }) => (
              <li key={member.id}>
                {member.isViewer ? `${member.name} (you)` : member.name}{' '}
                {alert ? <StatusBadge status={alert.status} /> : <span className={styles.neutralBadge}>Started the {name.toLowerCase()}</span>}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 id="not-heard-from-title" className={styles.subheading}>Not heard from ({rollCall.notHeardFrom.length})</h3>
          {rollCall.notHeardFrom.length === 0 ? (
            <p className={styles.muted}>Everyone has answered.</p>
          ) : (
            <ul className={styles.plainList} aria-labelledby="not-heard-from-title">
              {rollCall.notHeardFrom.map((member) => (
                <li key={member.id}>{member.isViewer ? `${member.name} (you)` : member.name}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={end} isDisabled={ending}>
          End {name}
        </Button>
      </div>
    </section>
  );
}
