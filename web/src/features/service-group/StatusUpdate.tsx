// One member's latest status on the board: status, who and when, message, comment, location
// (with a map link when it is coordinates), the group's responses, and the ways to respond
// (docs/product/service-group.md).
import { ExternalLink, Hand, MessageSquare, Navigation } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { StatusUpdate_alert$key } from '../../__generated__/StatusUpdate_alert.graphql';
import { isNetworkUnavailable } from '../../offline/queue.ts';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { mapLink } from '../../lib/map-link.ts';
import { AlertResponses } from './AlertResponses.tsx';
import { MAX_TEXT, isAlertStatus, needsHelp, type ResponseKind } from './alert-types.ts';
import { useWhen } from './labels.ts';
import { StatusIcon } from './StatusIcon.tsx';
import { useRespondToAlertMutation } from './useRespondToAlertMutation.ts';
import { flipInRtl } from '../../ui/ui.css.ts';
import * as styles from './service-group.css.ts';

export function StatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation(['serviceGroup', 'common']);
  if (!isAlertStatus(status)) return null;
  return (
    <span className={styles.statusBadge[status]}>
      <StatusIcon status={status} />
      {t(`types.${status}.label`)}
    </span>
  );
}

export function DrillBadge() {
  const { t } = useTranslation(['serviceGroup', 'common']);
  return <span className={styles.drillBadge}>{t('drill')}</span>;
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
  const { t } = useTranslation(['serviceGroup', 'common']);
  const when = useWhen();
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState('');
  const [replyError, setReplyError] = useState<string>();
  const [commit, responding] = useRespondToAlertMutation();
  const map = alert.location ? mapLink(alert.location) : null;
  const headingId = `status-${alert.id}`;
  const asksForHelp = needsHelp(alert.status);
  const name = alert.senderName;

  const respond = (status: ResponseKind, message?: string) => {
    const sent = () => {
      setReplying(false);
      setReply('');
      setReplyError(undefined);
    };
    commit({
      variables: { input: { alertId: alert.id, status, message } },
      onCompleted: ({ respondToAlert: result }) => {
        if (result.__typename === 'AlertResponded') {
          toast({ title: t('update.sentTitle'), description: t('update.sentText', { name }) });
          sent();
        } else {
          // The server's message shows beside the reply field, once (no toast over the form).
          setReplyError(failureOf(result, t('update.failed')).fields.message ?? result.message ?? t('update.failed'));
          if (!replying) errorToast(result.message ?? t('update.failed'));
        }
      },
      onError: (error) => {
        // Kept on the device and shown under the alert; it is delivered when a connection returns.
        if (isNetworkUnavailable(error)) {
          toast({ title: t('update.savedOfflineTitle'), description: t('update.savedOfflineText', { name }) }, 5000);
          sent();
        } else errorToast(t('update.failed'));
      },
    });
  };

  const sendReply = (event: FormEvent) => {
    event.preventDefault();
    if (!reply.trim()) {
      setReplyError(t('update.writeMessage'));
      return;
    }
    respond('MESSAGE', reply);
  };

  return (
    <li className={styles.update} aria-labelledby={headingId}>
      <div className={styles.updateHeader}>
        <StatusBadge status={alert.status} />
        {alert.isDrill && <DrillBadge />}
        <h3 id={headingId} className={styles.sender}>
          {alert.isMine ? t('you') : name}
        </h3>
        <time dateTime={alert.sentAt} className={styles.muted}>
          {when(alert.sentAt)}
        </time>
      </div>
      {alert.message && <p className={styles.text}>{alert.message}</p>}
      {alert.comment && (
        <p className={styles.text}>
          <strong>{t('update.comment')}</strong> {alert.comment}
        </p>
      )}
      {alert.location && (
        <p className={styles.text}>
          <strong>{t('update.location')}</strong> {alert.location}
          {map && (
            <>
              {' '}
              <a href={map} target="_blank" rel="noopener noreferrer" className={styles.mapLink}>
                {t('update.showOnMap')}
                <ExternalLink aria-hidden="true" className={`${styles.icon} ${flipInRtl}`} />
                <span className="visually-hidden"> {t('update.newTab')}</span>
              </a>
            </>
          )}
        </p>
      )}
      <AlertResponses responses={alert.responses} />
      {!alert.isMine && (
        <div className={styles.actions}>
          {asksForHelp && (
            <>
              <Button variant="secondary" onPress={() => respond('ON_MY_WAY')} isDisabled={responding} aria-label={t('update.onMyWayTo', { name })}>
                <Navigation aria-hidden="true" className={styles.icon} />
                {t('update.onMyWay')}
              </Button>
              <Button variant="secondary" onPress={() => respond('CAN_HELP')} isDisabled={responding} aria-label={t('update.canHelpName', { name })}>
                <Hand aria-hidden="true" className={styles.icon} />
                {t('update.canHelp')}
              </Button>
            </>
          )}
          {!replying && (
            <Button variant="ghost" onPress={() => setReplying(true)} aria-label={t('update.replyTo', { name })}>
              <MessageSquare aria-hidden="true" className={styles.icon} />
              {t('update.reply')}
            </Button>
          )}
        </div>
      )}
      {replying && (
        <form onSubmit={sendReply} className={styles.replyForm}>
          <TextField
            label={t('update.replyTo', { name })}
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
              {t('update.sendReply')}
            </Button>
            <Button variant="secondary" onPress={() => setReplying(false)}>
              {t('common:actions.cancel')}
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}
