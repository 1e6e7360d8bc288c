// Service Group (/service-group): the Emergency Status Alert card, the live board (Recent Group
// Status Updates and the roll-call), the group's activity, the member list, push notifications,
// the Spiritual Support card and the note on who receives alerts. Visitors are asked to sign in;
// a member without a group (group 0) is asked to choose one.
import { Suspense, useCallback, useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { ServiceGroupPageQuery } from '../../__generated__/ServiceGroupPageQuery.graphql';
import { useShell } from '../../app/shell-context.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { AlertHistory, HISTORY_CONNECTION, HISTORY_PAGE_SIZE } from './AlertHistory.tsx';
import { STATUS_LABELS } from './alert-types.ts';
import { MemberList } from './MemberList.tsx';
import { PushCard } from './PushCard.tsx';
import { RollCallCard } from './RollCallCard.tsx';
import { StatusAlertCard } from './StatusAlertCard.tsx';
import { StatusBoard } from './StatusBoard.tsx';
import { useGroupStatusSubscription, type GroupStatusEvent } from './useGroupStatusSubscription.ts';
import * as styles from './service-group.css.ts';

export function ServiceGroupPage() {
  return (
    <div className={styles.page}>
      <Suspense fallback={<ServiceGroupLoading />}>
        <ServiceGroup />
      </Suspense>
    </div>
  );
}

/** Refetches when the device comes back online or to the foreground: events sent meanwhile were missed. */
function useRefreshOnReturn(): number {
  const [fetchKey, setFetchKey] = useState(0);
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') setFetchKey((k) => k + 1);
    };
    window.addEventListener('online', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('online', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, []);
  return fetchKey;
}

function ServiceGroup() {
  const fetchKey = useRefreshOnReturn();
  const data = useLazyLoadQuery<ServiceGroupPageQuery>(
    graphql`
      query ServiceGroupPageQuery($count: Int!) {
        webPushPublicKey
        viewer {
          id
          serviceGroup {
            id
            label
            ...StatusBoard_group
            ...RollCallCard_group
            ...MemberList_group
            ...AlertHistory_group @arguments(count: $count)
          }
        }
      }
    `,
    { count: HISTORY_PAGE_SIZE },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const shell = useShell();
  const { viewer } = data;

  if (!viewer) {
    return (
      <>
        <PageHeader subtitle="Emergency status, roll-calls and members of your service group" />
        <section className={styles.prompt} aria-labelledby="group-sign-in">
          <h2 id="group-sign-in" className={styles.cardTitle}>
            Sign in to reach your service group
          </h2>
          <p className={styles.muted}>Send your status in an emergency, see how your group is doing, and find members’ phone numbers.</p>
          <Button onPress={() => shell.openAccount('sign-in')}>Sign In</Button>
        </section>
        <SpiritualSupport />
        <AlertsNote />
      </>
    );
  }

  const group = viewer.serviceGroup;
  if (!group) {
    return (
      <>
        <PageHeader subtitle="No service group (another congregation)" />
        <section className={styles.prompt} aria-labelledby="group-choose">
          <h2 id="group-choose" className={styles.cardTitle}>
            You are not in a service group here
          </h2>
          <p className={styles.muted}>Choose your service group in your account to send and receive your group’s alerts.</p>
          <Button onPress={() => shell.openAccount()}>Open Account</Button>
        </section>
        <SpiritualSupport />
      </>
    );
  }

  const history = ConnectionHandler.getConnectionID(group.id, HISTORY_CONNECTION);
  return (
    <>
      <PageHeader subtitle={group.label} />
      <LiveGroup historyConnectionId={history} />
      <div className={styles.columns}>
        <div className={styles.column}>
          <StatusAlertCard connectionId={history} />
          <RollCallCard group={group} connectionId={history} />
        </div>
        <div className={styles.column}>
          <StatusBoard group={group} />
          <AlertHistory group={group} />
          <MemberList group={group} />
          <PushCard publicKey={data.webPushPublicKey} />
          <SpiritualSupport />
          <AlertsNote />
        </div>
      </div>
    </>
  );
}

/** The subscription, and a polite announcement of what others sent, for screen-reader users. */
function LiveGroup({ historyConnectionId }: { historyConnectionId: string }) {
  const [announcement, setAnnouncement] = useState('');
  const onEvent = useCallback((event: GroupStatusEvent) => setAnnouncement(announce(event)), []);
  useGroupStatusSubscription(historyConnectionId, onEvent);
  return (
    <div className="visually-hidden" role="status" aria-live="polite">
      {announcement}
    </div>
  );
}

function announce({ change, alert, response }: GroupStatusEvent): string {
  const drill = alert.isDrill ? 'Drill: ' : '';
  if (change === 'response') return response && !response.isMine ? `${response.responderName} responded to ${alert.senderName}` : '';
  if (alert.isMine) return '';
  if (change === 'rollcall-ended') return `${drill}the roll-call has ended`;
  if (alert.kind === 'status') return `${drill}${alert.senderName}: ${STATUS_LABELS[alert.status ?? ''] ?? ''}`;
  return `${drill}${alert.senderName} started a roll-call. Please send your status.`;
}

function PageHeader({ subtitle }: { subtitle: string }) {
  return (
    <div className={styles.header}>
      <h1>Service Group</h1>
      <p className={styles.subtitle}>{subtitle}</p>
    </div>
  );
}

function SpiritualSupport() {
  return (
    <section className={styles.card} aria-labelledby="spiritual-support-title">
      <h2 id="spiritual-support-title" className={styles.cardTitle}>
        Spiritual Support
      </h2>
      <p className={styles.muted}>Would you like an elder to visit or call you or someone in your family?</p>
      <ButtonLink href="/shepherding-call" variant="secondary">
        Request a Shepherding Call
      </ButtonLink>
    </section>
  );
}

function AlertsNote() {
  return (
    <aside className={styles.note} aria-label="About alerts">
      <p className={styles.text}>
        <strong>Alerts go to all members of your service group.</strong> They appear at once on the group page of every member who
        has it open, and as a push notification on the devices where members allowed notifications.
      </p>
    </aside>
  );
}

function ServiceGroupLoading() {
  return (
    <div role="status" aria-label="Loading your service group" className={styles.page}>
      <div className={styles.skeleton} />
      <div className={styles.skeleton} />
      <div className={styles.skeleton} />
    </div>
  );
}
