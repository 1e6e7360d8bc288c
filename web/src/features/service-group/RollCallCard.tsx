// Roll-call: any member asks the whole group for their status (after a storm, say), or starts a
// drill to practise it. While one runs, the card shows who has sent a status since it started
// and who has not been heard from; any member ends it (docs/product/service-group.md). Starting
// and ending one need a connection (docs/decisions.md, "Roll-calls stay off the path").
import { ClipboardCheck, ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { RollCallCard_group$data, RollCallCard_group$key } from '../../__generated__/RollCallCard_group.graphql';
import type { RollCallKind } from '../../generated/enums.ts';
import { isNetworkUnavailable } from '../../offline/queue.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { MAX_TEXT } from './alert-types.ts';
import { useWhen } from './labels.ts';
import { DrillBadge, StatusBadge } from './StatusUpdate.tsx';
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
  const { t } = useTranslation('serviceGroup');
  const [message, setMessage] = useState('');
  const [commit, starting] = useStartRollCallMutation();
  const start = (kind: RollCallKind) =>
    commit({
      variables: { input: { kind, message }, connections: [connectionId] },
      onCompleted: ({ startRollCall: result }) => {
        if (result.__typename === 'RollCallStarted') {
          setMessage('');
          toast({
            title: kind === 'DRILL' ? t('rollCall.startedDrill') : t('rollCall.startedRollCall'),
            description: t('rollCall.startedText'),
          });
        } else errorToast(result.message ?? t('rollCall.startFailed'));
      },
      onError: (error) => {
        errorToast(isNetworkUnavailable(error) ? t('rollCall.needsConnection') : t('rollCall.startFailed'));
      },
    });

  return (
    <section className={styles.rollCall} aria-labelledby="roll-call-title">
      <h2 id="roll-call-title" className={styles.cardTitle}>
        {t('rollCall.title')}
      </h2>
      <p className={styles.muted}>{t('rollCall.intro')}</p>
      <TextField label={t('rollCall.message')} value={message} onChange={setMessage} maxLength={MAX_TEXT} />
      <div className={styles.actions}>
        <Button onPress={() => start('ROLLCALL')} isDisabled={starting}>
          <ClipboardList aria-hidden="true" className={styles.icon} />
          {t('rollCall.startRollCall')}
        </Button>
        <Button variant="secondary" onPress={() => start('DRILL')} isDisabled={starting}>
          <ClipboardCheck aria-hidden="true" className={styles.icon} />
          {t('rollCall.startDrill')}
        </Button>
      </div>
    </section>
  );
}

type ActiveRollCallData = NonNullable<RollCallCard_group$data['board']['activeRollCall']>;

function ActiveRollCall({ rollCall }: { rollCall: ActiveRollCallData }) {
  const { t } = useTranslation('serviceGroup');
  const when = useWhen();
  const [commit, ending] = useEndRollCallMutation();
  const drill = rollCall.isDrill;
  const viewerSilent = rollCall.notHeardFrom.some((m) => m.isViewer);
  const nameOf = (member: { name: string; isViewer: boolean }) => (member.isViewer ? t('nameYou', { name: member.name }) : member.name);
  const end = () =>
    commit({
      variables: { input: { id: rollCall.alert.id } },
      onCompleted: ({ endRollCall: result }) => {
        if (result.__typename === 'RollCallEnded') toast({ title: drill ? t('rollCall.endedDrill') : t('rollCall.endedRollCall') });
        else errorToast(result.message ?? t('rollCall.endFailed'));
      },
      onError: (error) => {
        errorToast(isNetworkUnavailable(error) ? t('rollCall.needsConnection') : t('rollCall.endFailed'));
      },
    });

  return (
    <section className={styles.rollCallActive} aria-labelledby="roll-call-title">
      <div className={styles.row}>
        {drill && <DrillBadge />}
        <h2 id="roll-call-title" className={styles.cardTitle}>
          {drill ? t('rollCall.activeDrill') : t('rollCall.activeRollCall')}
        </h2>
      </div>
      <p className={styles.muted}>
        <Trans
          t={t}
          i18nKey={rollCall.alert.isMine ? 'rollCall.startedByYou' : 'rollCall.startedBy'}
          values={{ name: rollCall.startedBy, when: when(rollCall.startedAt) }}
          components={{ time: <time dateTime={rollCall.startedAt} /> }}
        />
      </p>
      {rollCall.message && <p className={styles.text}>{rollCall.message}</p>}
      {viewerSilent && <p className={styles.rollCallBanner}>{t('rollCall.notHeardYet')}</p>}
      <div className={styles.twoLists}>
        <div>
          <h3 id="heard-from-title" className={styles.subheading}>
            {t('rollCall.heardFrom', { count: rollCall.heardFrom.length })}
          </h3>
          <ul className={styles.plainList} aria-labelledby="heard-from-title">
            {rollCall.heardFrom.map(({ member, alert }) => (
              <li key={member.id}>
                {nameOf(member)}{' '}
                {alert ? (
                  <StatusBadge status={alert.status} />
                ) : (
                  <span className={styles.neutralBadge}>{drill ? t('rollCall.startedTheDrill') : t('rollCall.startedTheRollCall')}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 id="not-heard-from-title" className={styles.subheading}>
            {t('rollCall.notHeardFrom', { count: rollCall.notHeardFrom.length })}
          </h3>
          {rollCall.notHeardFrom.length === 0 ? (
            <p className={styles.muted}>{t('rollCall.everyoneAnswered')}</p>
          ) : (
            <ul className={styles.plainList} aria-labelledby="not-heard-from-title">
              {rollCall.notHeardFrom.map((member) => (
                <li key={member.id}>{nameOf(member)}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={end} isDisabled={ending}>
          {drill ? t('rollCall.endDrill') : t('rollCall.endRollCall')}
        </Button>
      </div>
    </section>
  );
}
