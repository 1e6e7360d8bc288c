// The Emergency Status Alert card (docs/product/service-group.md): an optional message, the
// current location, and the three alert types, each with an optional comment. One press sends
// the alert to the group.
import { useState } from 'react';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { isNetworkUnavailable } from '../../offline/queue.ts';
import { errorToast, toast } from '../../ui/toast.tsx';
import { useCurrentLocation, type LocationState } from '../../platform/current-location.ts';
import { ALERT_STATUSES, MAX_TEXT, type AlertStatus } from './alert-types.ts';
import { StatusIcon } from './StatusIcon.tsx';
import { useSendStatusAlertMutation } from './useSendStatusAlertMutation.ts';
import * as styles from './service-group.css.ts';

type Comments = Record<AlertStatus, { on: boolean; text: string }>;
const NO_COMMENTS = Object.fromEntries(ALERT_STATUSES.map((status) => [status, { on: false, text: '' }])) as Comments;

export function StatusAlertCard({ connectionId }: { connectionId: string }) {
  const { t } = useTranslation('serviceGroup');
  const [message, setMessage] = useState('');
  const [comments, setComments] = useState<Comments>(NO_COMMENTS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sendingStatus, setSendingStatus] = useState<AlertStatus | null>(null);
  const location = useCurrentLocation();
  const [commit] = useSendStatusAlertMutation();

  const send = (status: AlertStatus) => {
    const comment = comments[status];
    setSendingStatus(status);
    setErrors({});
    const failed = () => errorToast(t('alert.failedText'), t('alert.failedTitle'));
    const sent = () => {
      setMessage('');
      setComments(NO_COMMENTS);
    };
    commit({
      variables: {
        connections: [connectionId],
        input: {
          status,
          message,
          comment: comment.on ? comment.text : null,
          location: location.state.status === 'found' ? location.state.text : null,
        },
      },
      onCompleted: ({ sendStatusAlert: result }) => {
        setSendingStatus(null);
        if (result.__typename === 'StatusAlertSent') {
          toast({ title: t('alert.sentTitle'), description: t(`types.${status}.sent`) });
          sent();
        } else {
          const { fields } = failureOf(result, t('alert.failedText'));
          // The comment sent belongs to this alert type's comment field.
          setErrors({ ...fields, ...(fields.comment ? { [`comment-${status}`]: fields.comment } : {}) });
          failed();
        }
      },
      onError: (error) => {
        setSendingStatus(null);
        // Kept on the device, in the history and the list of changes waiting to sync.
        if (isNetworkUnavailable(error)) {
          toast({ title: t('alert.savedOfflineTitle'), description: t('alert.savedOfflineText') }, 5000);
          sent();
        } else failed();
      },
    });
  };

  return (
    <section className={styles.alertCard} aria-labelledby="status-alert-title">
      <h2 id="status-alert-title" className={styles.cardTitle}>
        {t('alert.title')}
      </h2>
      <p className={styles.muted}>{t('alert.intro')}</p>
      <TextField
        label={t('alert.message')}
        multiline
        rows={3}
        maxLength={MAX_TEXT}
        value={message}
        onChange={setMessage}
        errorMessage={errors.message}
        placeholder={t('alert.messagePlaceholder')}
      />
      <LocationLine state={location.state} supported={location.supported} onLocate={location.locate} error={errors.location} />
      <fieldset className={styles.typeList}>
        <legend className="visually-hidden">{t('alert.types')}</legend>
        {ALERT_STATUSES.map((status) => {
          const comment = comments[status];
          const label = t(`types.${status}.label`);
          const setComment = (change: Partial<{ on: boolean; text: string }>) =>
            setComments((all) => ({ ...all, [status]: { ...all[status], ...change } }));
          return (
            <div key={status} className={styles.typeOption[status]}>
              <Button
                className={styles.statusButton[status]}
                onPress={() => send(status)}
                isDisabled={sendingStatus !== null}
                aria-describedby={`hint-${status}`}
              >
                <StatusIcon status={status} />
                {sendingStatus === status ? t('alert.sending') : label}
              </Button>
              <p id={`hint-${status}`} className={styles.muted}>
                {t(`types.${status}.hint`)}
              </p>
              <Checkbox isSelected={comment.on} onChange={(on) => setComment({ on })} aria-label={t('alert.addCommentTo', { type: label })}>
                {t('alert.addComment')}
              </Checkbox>
              {comment.on && (
                <TextField
                  label={t('alert.commentFor', { type: label })}
                  multiline
                  rows={2}
                  maxLength={MAX_TEXT}
                  value={comment.text}
                  onChange={(text) => setComment({ text })}
                  errorMessage={errors[`comment-${status}`]}
                />
              )}
            </div>
          );
        })}
      </fieldset>
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
  const { t } = useTranslation('serviceGroup');
  return (
    <fieldset className={styles.location}>
      <legend className="visually-hidden">{t('location.group')}</legend>
      <div>
        <MapPin aria-hidden="true" className={styles.icon} /> <strong>{t('location.label')} </strong>
        <span role="status">
          {state.status === 'found' && state.text}
          {state.status === 'locating' && t('location.locating')}
          {state.status === 'idle' && t('location.idle')}
          {state.status === 'error' && <span className={styles.locationError}>{t(`location.errors.${state.error}`)}</span>}
        </span>
        {state.status === 'error' && <p className={styles.muted}>{t('location.withoutLocation')}</p>}
        {error && <p className={styles.locationError}>{error}</p>}
      </div>
      {supported && state.status !== 'locating' && (
        <Button variant="secondary" onPress={onLocate}>
          {state.status === 'found' ? t('location.update') : t('location.share')}
        </Button>
      )}
    </fieldset>
  );
}
