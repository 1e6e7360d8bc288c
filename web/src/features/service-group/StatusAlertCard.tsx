// The Emergency Status Alert card (spec 02): an optional message, the current location, and the
// three alert types, each with an optional comment. One press sends the alert to the group.
import { useState } from 'react';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { ALERT_TYPES, FAILED_TOAST, MAX_TEXT, SENT_TOAST, type AlertStatus, type AlertType } from './alert-types.ts';
import { useCurrentLocation, type LocationState } from './useCurrentLocation.ts';
import { useSendStatusAlertMutation } from './useSendStatusAlertMutation.ts';
import * as styles from './service-group.css.ts';

type Comments = Record<AlertStatus, { on: boolean; text: string }>;
const NO_COMMENTS: Comments = { red: { on: false, text: '' }, orange: { on: false, text: '' }, green: { on: false, text: '' } };

export function StatusAlertCard({ connectionId }: { connectionId: string }) {
  const [message, setMessage] = useState('');
  const [comments, setComments] = useState<Comments>(NO_COMMENTS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sendingStatus, setSendingStatus] = useState<AlertStatus | null>(null);
  const location = useCurrentLocation();
  const [commit] = useSendStatusAlertMutation();

  const send = (type: AlertType) => {
    const comment = comments[type.status];
    setSendingStatus(type.status);
    setErrors({});
    const failed = () => errorToast(FAILED_TOAST.description, FAILED_TOAST.title);
    commit({
      variables: {
        connections: [connectionId],
        input: {
          status: type.status,
          message,
          comment: comment.on ? comment.text : null,
          location: location.state.status === 'found' ? location.state.text : null,
        },
      },
      onCompleted: ({ sendStatusAlert: result }) => {
        setSendingStatus(null);
        if (result.__typename === 'StatusAlertSent') {
          toast({ title: SENT_TOAST, description: type.sentDescription });
          setMessage('');
          setComments(NO_COMMENTS);
        } else {
          const { fields } = failureOf(result, FAILED_TOAST.description);
          // The comment sent belongs to this alert type's comment field.
          setErrors({ ...fields, ...(fields.comment ? { [`comment-${type.status}`]: fields.comment } : {}) });
          failed();
        }
      },
      onError: () => {
        setSendingStatus(null);
        failed();
      },
    });
  };

  return (
    <section className={styles.alertCard} aria-labelledby="status-alert-title">
      <h2 id="status-alert-title" className={styles.cardTitle}>
        Emergency Status Alert
      </h2>
      <p className={styles.muted}>Tell your service group how you are. Everyone in the group sees it at once.</p>
      <TextField
        label="Message (optional)"
        multiline
        rows={3}
        maxLength={MAX_TEXT}
        value={message}
        onChange={setMessage}
        errorMessage={errors.message}
        placeholder="Where you are, what happened, what you need"
      />
      <LocationLine state={location.state} supported={location.supported} onLocate={location.locate} error={errors.location} />
      <div className={styles.typeList} role="group" aria-label="Alert type">
        {ALERT_TYPES.map((type) => {
          const comment = comments[type.status];
          const setComment = (change: Partial<{ on: boolean; text: string }>) =>
            setComments((all) => ({ ...all, [type.status]: { ...all[type.status], ...change } }));
          return (
            <div key={type.status} className={styles.typeOption[type.status]}>
              <Button
                className={styles.statusButton[type.status]}
                onPress={() => send(type)}
                isDisabled={sendingStatus !== null}
                aria-describedby={`hint-${type.status}`}
              >
                {sendingStatus === type.status ? 'Sending…' : type.label}
              </Button>
              <p id={`hint-${type.status}`} className={styles.muted}>
                {type.hint}
              </p>
              <Checkbox isSelected={comment.on} onChange={(on) => setComment({ on })}>
                Add a comment<span className="visually-hidden"> to {type.label}</span>
              </Checkbox>
              {comment.on && (
                <TextField
                  label={`Comment for ${type.label}`}
                  multiline
                  rows={2}
                  maxLength={MAX_TEXT}
                  value={comment.text}
                  onChange={(text) => setComment({ text })}
                  errorMessage={errors[`comment-${type.status}`]}
                />
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}

function LocationLine({
  state,
  supported,
  onLocate,
  error,
}: {
  state: LocationState;
  supported: boolean;
  onLocate: () => void;
  error?: string;
}) {
  return (
    <div className={styles.location} role="group" aria-label="Current location">
      <div>
        <strong>Current location: </strong>
        <span role="status">
          {state.status === 'found' && state.text}
          {state.status === 'locating' && 'Finding your location…'}
          {state.status === 'idle' && 'Not shared yet'}
          {state.status === 'error' && <span className={styles.locationError}>{state.message}</span>}
        </span>
        {state.status === 'error' && <p className={styles.muted}>Alerts are sent without your location.</p>}
        {error && <p className={styles.locationError}>{error}</p>}
      </div>
      {supported && state.status !== 'locating' && (
        <Button variant="secondary" onPress={onLocate}>
          {state.status === 'found' ? 'Update Location' : 'Share My Location'}
        </Button>
      )}
    </div>
  );
}
