// Service Group (/service-group, docs/product/service-group.md): the Emergency Status Alert card,
// the live board (Recent Group Status Updates and the roll-call), the group's activity, the member
// list, push notifications, the Spiritual Support card and the note on who receives alerts.
// Visitors are asked to sign in; a member without a group (group 0) is asked to choose one.
// The page's query is started by the router with the page's code (usePageQuery).
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { HeartHandshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { ServiceGroupPageQuery } from '../../__generated__/ServiceGroupPageQuery.graphql';
import { usePageQuery } from '../../platform/page-query.ts';
import { OFFLINE_REPLAYED_EVENT, type ReplayedEvent } from '../../offline/queue.ts';
import { SUBSCRIPTIONS_RESUMED_EVENT } from '../../relay/environment.ts';
import { useShell } from '../../platform/shell-context.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { AlertHistory, HISTORY_CONNECTION } from './AlertHistory.tsx';
import { isAlertStatus } from './alert-types.ts';
import { asksForHelp, rollCallAwaits } from './urgency.ts';
import { defaultGroupName, useGroupName } from './labels.ts';
import { GroupAdmissions } from './GroupAdmissions.tsx';
import { MemberList } from './MemberList.tsx';
import { PendingGroup } from './PendingGroup.tsx';
import { PushCard } from './PushCard.tsx';
import { serviceGroupPageVariables } from './queries.ts';
import { RollCallCard } from './RollCallCard.tsx';
import { StatusAlertCard } from './StatusAlertCard.tsx';
import { StatusBoard } from './StatusBoard.tsx';
import { useGroupStatusSubscription, type GroupStatusEvent } from './useGroupStatusSubscription.ts';
import { StartCheckInCard, CheckInLog } from '../check-ins/index.ts';
import * as styles from './service-group.css.ts';

const pageQuery = graphql`
  query ServiceGroupPageQuery($count: Int!) {
    webPushPublicKey
    viewer {
      id
      groupNumber
      groupPending
      managesServiceGroup
      ...CheckInLog_viewer
      serviceGroup {
        id
        number
        label
        board {
          latestStatuses {
            id
            status
            isMine
          }
          activeRollCall {
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
        ...StatusBoard_group
        ...RollCallCard_group
        ...MemberList_group
        ...AlertHistory_group @arguments(count: $count)
        ...GroupAdmissions_group
      }
    }
  }
`;

/** What this page shows of the writes the device delivers for the member. */
const BOARD_TYPES: readonly string[] = ['statusAlert', 'alertResponse'];

/**
 * Fetches the page's query again when the device comes back online or to the foreground and when
 * the group's socket is back after it was lost (events sent meanwhile were missed), when the device
 * has delivered an alert or an answer (the socket may be back only after it arrived, and would not
 * hear it), and when someone signs in or out on this page. While that fetch runs,
 * parts of the page whose data is missing wait for it (Relay suspends on the active request).
 */
function useRefresh(viewerId: string | null) {
  const environment = useRelayEnvironment();
  const refresh = useCallback(() => {
    fetchQuery<ServiceGroupPageQuery>(environment, pageQuery, serviceGroupPageVariables(), { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment]);
  useEffect(() => {
    const onReturn = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    const onDelivered = (event: Event) => {
      if ((event as ReplayedEvent).detail?.types.some((type) => BOARD_TYPES.includes(type))) refresh();
    };
    window.addEventListener('online', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener(OFFLINE_REPLAYED_EVENT, onDelivered);
    window.addEventListener(SUBSCRIPTIONS_RESUMED_EVENT, refresh);
    return () => {
      window.removeEventListener(SUBSCRIPTIONS_RESUMED_EVENT, refresh);
      window.removeEventListener('online', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
      window.removeEventListener(OFFLINE_REPLAYED_EVENT, onDelivered);
    };
  }, [refresh]);
  const loadedFor = useRef(viewerId);
  useEffect(() => {
    if (loadedFor.current === viewerId) return;
    loadedFor.current = viewerId;
    refresh();
  }, [viewerId, refresh]);
  return refresh;
}

export function ServiceGroupPage() {
  return (
    <Suspense fallback={<ServiceGroupLoading />}>
      <ServiceGroup />
    </Suspense>
  );
}

function ServiceGroup() {
  const data = usePageQuery<ServiceGroupPageQuery>(pageQuery);
  const { t } = useTranslation(['serviceGroup', 'common']);
  const groupName = useGroupName();
  const shell = useShell();
  const { viewer } = data;
  const refresh = useRefresh(viewer?.id ?? null);

  if (!viewer) {
    return (
      <div className={styles.page}>
        <PageHeader subtitle={t('visitor.subtitle')} />
        <section className={styles.prompt} aria-labelledby="group-sign-in">
          <h2 id="group-sign-in" className={styles.cardTitle}>
            {t('visitor.title')}
          </h2>
          <p className={styles.muted}>{t('visitor.text')}</p>
          <Button onPress={() => shell.openAccount('sign-in')}>{t('common:actions.signIn')}</Button>
        </section>
        <SpiritualSupport />
        <AlertsNote />
      </div>
    );
  }

  const group = viewer.serviceGroup;
  // Undefined (not null) while the group of a member who just signed in here is being fetched.
  if (group === undefined) return <ServiceGroupLoading />;
  if (viewer.groupPending) {
    const waitingFor = defaultGroupName(t, viewer.groupNumber);
    return (
      <div className={styles.page}>
        <PageHeader subtitle={waitingFor} />
        <PendingGroup groupName={waitingFor} onJoined={refresh} />
        <StartCheckInCard hasGroup={false} />
        <SpiritualSupport />
      </div>
    );
  }
  if (!group) {
    return (
      <div className={styles.page}>
        <PageHeader subtitle={t('groups.none')} />
        <section className={styles.prompt} aria-labelledby="group-choose">
          <h2 id="group-choose" className={styles.cardTitle}>
            {t('noGroup.title')}
          </h2>
          <p className={styles.muted}>{t('noGroup.text')}</p>
          <Button onPress={() => shell.openAccount()}>{t('noGroup.openAccount')}</Button>
        </section>
        <StartCheckInCard hasGroup={false} />
        <CheckInLog viewer={viewer} />
        <SpiritualSupport />
      </div>
    );
  }

  const history = ConnectionHandler.getConnectionID(group.id, HISTORY_CONNECTION);
  const name = groupName(group.label, group.number);
  // Another member's call for help, or a roll-call waiting for the member's status, comes before
  // the send form, which stays one tap away (docs/product/service-group.md, "Emergencies first").
  const rollCallFirst = rollCallAwaits(group.board.activeRollCall);
  const boardFirst = group.board.latestStatuses.some(asksForHelp);
  return (
    <div className={styles.page}>
      <PageHeader subtitle={name} />
      <LiveGroup historyConnectionId={history} />
      <div className={styles.columns}>
        <div className={styles.column}>
          {(boardFirst || rollCallFirst) && (
            <a href="#status-alert-title" className={styles.jumpToSend}>
              {t('board.sendYours')}
            </a>
          )}
          {rollCallFirst && <RollCallCard group={group} connectionId={history} />}
          {boardFirst && <StatusBoard group={group} />}
          <StatusAlertCard connectionId={history} />
          <StartCheckInCard hasGroup />
          {!rollCallFirst && <RollCallCard group={group} connectionId={history} />}
        </div>
        <div className={styles.column}>
          {!boardFirst && <StatusBoard group={group} />}
          <AlertHistory group={group} />
          <MemberList group={group} groupName={name} />
          {viewer.managesServiceGroup && <GroupAdmissions group={group} />}
          <CheckInLog viewer={viewer} />
          <PushCard publicKey={data.webPushPublicKey} />
          <SpiritualSupport />
          <AlertsNote />
        </div>
      </div>
    </div>
  );
}

/** The subscription, and a polite announcement of what others sent, for screen-reader users. */
function LiveGroup({ historyConnectionId }: { historyConnectionId: string }) {
  const { t } = useTranslation(['serviceGroup', 'common']);
  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback(
    ({ change, alert, response }: GroupStatusEvent): string => {
      const drill = alert.isDrill;
      if (change === 'RESPONSE') {
        return response && !response.isMine ? t('announce.response', { name: response.responderName, sender: alert.senderName }) : '';
      }
      if (alert.isMine) return '';
      if (change === 'ROLLCALL_ENDED') return drill ? t('announce.drillEnded') : t('announce.rollCallEnded');
      if (alert.kind === 'STATUS') {
        const status = isAlertStatus(alert.status) ? t(`types.${alert.status}.label`) : '';
        return t(drill ? 'announce.drillStatus' : 'announce.status', { name: alert.senderName, status });
      }
      return t(drill ? 'announce.drillStarted' : 'announce.rollCallStarted', { name: alert.senderName });
    },
    [t],
  );
  const onEvent = useCallback((event: GroupStatusEvent) => setAnnouncement(announce(event)), [announce]);
  useGroupStatusSubscription(historyConnectionId, onEvent);
  return (
    <div className="visually-hidden" role="status" aria-live="polite">
      {announcement}
    </div>
  );
}

function PageHeader({ subtitle }: { subtitle: string }) {
  const { t } = useTranslation(['serviceGroup', 'common']);
  return (
    <div className={styles.header}>
      <h1>{t('title')}</h1>
      <p className={styles.subtitle}>{subtitle}</p>
    </div>
  );
}

function SpiritualSupport() {
  const { t } = useTranslation(['serviceGroup', 'common']);
  return (
    <section className={styles.card} aria-labelledby="spiritual-support-title">
      <h2 id="spiritual-support-title" className={styles.cardTitle}>
        {t('support.title')}
      </h2>
      <p className={styles.muted}>{t('support.text')}</p>
      <ButtonLink href="/shepherding-call" variant="secondary">
        <HeartHandshake aria-hidden="true" className={styles.icon} />
        {t('support.link')}
      </ButtonLink>
    </section>
  );
}

function AlertsNote() {
  const { t } = useTranslation(['serviceGroup', 'common']);
  return (
    <aside className={styles.note} aria-label={t('note.label')}>
      <p className={styles.text}>
        <strong>{t('note.lead')}</strong> {t('note.text')}
      </p>
    </aside>
  );
}

function ServiceGroupLoading() {
  const { t } = useTranslation(['serviceGroup', 'common']);
  return (
    <div role="status" aria-label={t('loading')} className={styles.page}>
      <div className={styles.skeleton} />
      <div className={styles.skeleton} />
      <div className={styles.skeleton} />
    </div>
  );
}
