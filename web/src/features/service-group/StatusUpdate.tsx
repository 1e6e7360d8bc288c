// One member's latest status on the board: status, who and when, message, comment, location
// (with a map link when it is coordinates), the group's responses, and the ways to respond.
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { StatusUpdate_alert$key } from '../../__generated__/StatusUpdate_alert.graphql';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { AlertResponses } from './AlertResponses.tsx';
import { MAX_TEXT, STATUS_LABELS, formatWhen, mapLink } from './alert-types.ts';
import { useRespondToAlertMutation } from './useRespondToAlertMutation.ts';
import * as styles from './service-group.css.ts';

type ResponseKind = 'on-my-way' | 'can-help' | 'message';
const RESPOND_FAILED = 'Failed to send your response. Please try again.';

export function StatusBadge({ status }: { status: string | null | undefined }) {
  if (status !== 'red' && status !== 'orange' && status !== 'green') return null;
  return <span className={styles.statusBadge[status]}>{STATUS_LABELS[status]}</span>;
}

export function StatusUpdate({ alert: key }: { alert: StatusUpdate_alert$key }) {
  const alert = useFragment(
    graphql`
      fragment StatusUpdate_alert on EmergencyAlert {
        id
        status
        message
        comment
        location
        senderName
        isMine
        sentAt
        isDrill
        responses {
          id
          status
          message
          responderName
          isMine
          respondedAt
        }
      }
    `,
    key,
  );
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState('');
  const [replyError, setReplyError] = useState<string>();
  const [commit, responding] = useRespondToAlertMutation();
  const map = alert.location ? mapLink(alert.location) : null;
  const headingId = `status-${alert.id}`;
  const needsHelp = alert.status === 'red' || alert.status === 'orange';

  const respond = (status: ResponseKind, message?: string) =>
    commit({
      variables: { input: { alertId: alert.id, status, message } },
      optimisticUpdater: (store) => {
        const record = store.get(alert.id);
        if (!record) return;
        const id = `client:response:${alert.id}:${Date.now()}`;
        const response = store.create(id, 'AlertResponse');
        response.setValue(id, 'id');
        response.setValue(status, 'status');
        response.setValue(message ?? null, 'message');
        response.setValue('', 'responderName');
        response.setValue(true, 'isMine');
        response.setValue(new Date().toISOString(), 'respondedAt');
        record.setLinkedRecords([...(record.getLinkedRecords('responses') ?? []), response], 'responses');
      },
      onCompleted: ({ respondToAlert: result }) => {
        if (result.__typename === 'AlertResponded') {
          toast({ title: 'Response Sent', description: `${alert.senderName} and your group can see it.` });
          setReplying(false);
          setReply('');
          setReplyError(undefined);
        } else {
          setReplyError(failureOf(result, RESPOND_FAILED).fields.message);
          errorToast(result.message ?? RESPOND_FAILED);
        }
      },
      onError: () => {
        errorToast(RESPOND_FAILED);
      },
    });

  const sendReply = (event: FormEvent) => {
    event.preventDefault();
    if (!reply.trim()) {
      setReplyError('Please write a message');
      return;
    }
    respond('message', reply);
  };

  const who = alert.isMine ? 'You' : alert.senderName;
  return (
    <li className={styles.update} aria-labelledby={headingId}>
      <div className={styles.updateHeader}>
        <StatusBadge status={alert.status} />
        {alert.isDrill && <span className={styles.drillBadge}>Drill</span>}
        <h3 id={headingId} className={styles.sender} style={{ margin: 0, fontSize: 'inherit' }}>
          {who}
        </h3>
        <time dateTime={alert.sentAt} className={styles.muted}>
          {formatWhen(alert.sentAt)}
        </time>
      </div>
      {alert.message && <p className={styles.text}>{alert.message}</p>}
      {alert.comment && (
        <p className={styles.text}>
          <strong>Comment:</strong> {alert.comment}
        </p>
      )}
      {alert.location && (
        <p className={styles.text}>
          <strong>Location:</strong> {alert.location}
          {map && (
            <>
              {' '}
              <a href={map} target="_blank" rel="noopener noreferrer">
                Show on map<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </>
          )}
        </p>
      )}
      <AlertResponses responses={alert.responses} />
      {!alert.isMine && (
        <div className={styles.actions}>
          {needsHelp && (
            <>
              <Button variant="secondary" onPress={() => respond('on-my-way')} isDisabled={responding}>
                On My Way<span className="visually-hidden"> to {alert.senderName}</span>
              </Button>
              <Button variant="secondary" onPress={() => respond('can-help')} isDisabled={responding}>
                Can Help<span className="visually-hidden"> {alert.senderName}</span>
              </Button>
            </>
          )}
          {!replying && (
            <Button variant="ghost" onPress={() => setReplying(true)}>
              Reply<span className="visually-hidden"> to {alert.senderName}</span>
            </Button>
          )}
        </div>
      )}
      {replying && (
        <form onSubmit={sendReply} className={styles.actions} style={{ flexDirection: 'column', alignItems: 'stretch' }}>
          <TextField
            label={`Reply to ${alert.senderName}`}
            multiline
            rows={2}
            maxLength={MAX_TEXT}
            value={reply}
            onChange={setReply}
            errorMessage={replyError}
            autoFocus
          />
          <div className={styles.actions}>
            <Button type="submit" isDisabled={responding}>
              Send Reply
            </Button>
            <Button variant="secondary" onPress={() => setReplying(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}
