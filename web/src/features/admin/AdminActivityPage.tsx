// The User Activity Dashboard (/admin-activity, docs/product/admin.md): four counts, every account
// and the recent activity, kept current by a subscription instead of polling. Admins only: a
// member sees a page saying so, a visitor is asked to sign in, and an admin who owes the
// authenticator code is sent to the admin panel to give it. The route starts the dashboard's
// query with the page's when the device knows the admin may see it (./activity-route.ts).
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQuery, graphql, usePaginationFragment, usePreloadedQuery, useRelayEnvironment, useSubscription, type PreloadedQuery } from 'react-relay';
import type { AdminActivityPage_users$key } from '../../__generated__/AdminActivityPage_users.graphql';
import type { AdminActivityPageDashboardQuery } from '../../__generated__/AdminActivityPageDashboardQuery.graphql';
import type { AdminActivityPageQuery } from '../../__generated__/AdminActivityPageQuery.graphql';
import type { AdminActivityPageSubscription } from '../../__generated__/AdminActivityPageSubscription.graphql';
import { ErrorBoundary } from '../../platform/ErrorBoundary.tsx';
import { usePagePart, usePageQuery, usePreloadedForViewer, useReloadableQuery } from '../../platform/page-query.ts';
import { useShell } from '../../platform/shell-context.ts';
import { useFormat } from '../../i18n/format.ts';
import { Button } from '../../ui/Button.tsx';
import { dashboardVariables, USERS_PAGE } from './activity-route.ts';
import { groupLabel } from './groups.ts';
import * as styles from './admin.css.ts';

export const DashboardQuery = graphql`
  query AdminActivityPageDashboardQuery($count: Int!) {
    adminDashboard {
      id
      totalUsers
      newUsers
      activeSessions
      signInsToday
      checkInSteps {
        step
        count
      }
      recentActivity {
        id
        kind
        username
        detail
        createdAt
      }
    }
    ...AdminActivityPage_users @arguments(count: $count)
  }
`;

export function AdminActivityPage() {
  const { t } = useTranslation('admin');
  const shell = useShell();
  const { viewer, adminAccess } = usePageQuery<AdminActivityPageQuery>(graphql`
    query AdminActivityPageQuery {
      viewer {
        id
      }
      adminAccess {
        status
      }
    }
  `);
  const preloaded = usePreloadedForViewer();
  const part = usePagePart<AdminActivityPageDashboardQuery>(DashboardQuery);
  // The route started the dashboard when the device believed access granted; once this visit has
  // seen it refused (the code still owed), that start is not to be trusted, and the dashboard
  // loads its own query when access is granted.
  const [refused, setRefused] = useState(false);
  // A session owing its authenticator code has no viewer yet, but is an admin's on its way in.
  const owesCode = adminAccess.status === 'code';
  if ((viewer || owesCode) && adminAccess.status !== 'granted' && !refused) setRefused(true);
  let body: React.ReactNode;
  if (!viewer && !owesCode) {
    body = (
      <section className={styles.card} aria-labelledby="activity-gate">
        <h2 id="activity-gate" className={styles.heading}>
          {t('activity.signInTitle')}
        </h2>
        <p>{t('activity.signInBody')}</p>
        <div className={styles.startActions}>
          <Button onPress={() => shell.openAccount('sign-in')}>{t('activity.signIn')}</Button>
        </div>
      </section>
    );
  } else if (!viewer || adminAccess.status !== 'granted') {
    body = (
      <section className={styles.card} aria-labelledby="activity-gate">
        <h2 id="activity-gate" className={styles.heading}>
          {owesCode ? t('activity.codeTitle') : t('activity.adminsOnlyTitle')}
        </h2>
        <p>{owesCode ? t('activity.codeBody') : t('activity.adminsOnlyBody')}</p>
        {owesCode && (
          <div className={styles.startActions}>
            <Button onPress={() => shell.openAdminPanel()}>{t('activity.openPanel')}</Button>
          </div>
        )}
      </section>
    );
  } else {
    const loading = <p role="status">{t('panel.loading')}</p>;
    body = (
      <ErrorBoundary>
        <Suspense fallback={loading}>
          <OwnQuery key={viewer.id} preloaded={preloaded && !refused ? part : null} loading={loading} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return (
    <div className={styles.page}>
      <header className={styles.section}>
        <h1>{t('activity.title')}</h1>
        <p className={styles.muted}>{t('activity.subtitle')}</p>
      </header>
      {body}
    </div>
  );
}

const variables = dashboardVariables();

function OwnQuery({ preloaded, loading }: { preloaded: PreloadedQuery<AdminActivityPageDashboardQuery> | null; loading: React.ReactNode }) {
  const [queryRef] = useReloadableQuery<AdminActivityPageDashboardQuery>(DashboardQuery, preloaded, variables);
  return queryRef ? <Dashboard queryRef={queryRef} /> : loading;
}

function Dashboard({ queryRef }: { queryRef: PreloadedQuery<AdminActivityPageDashboardQuery> }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const shell = useShell();
  const environment = useRelayEnvironment();
  const data = usePreloadedQuery<AdminActivityPageDashboardQuery>(DashboardQuery, queryRef);
  const config = useMemo(
    () => ({
      subscription: graphql`
        subscription AdminActivityPageSubscription {
          adminDashboardChanged {
            id
            totalUsers
            newUsers
            activeSessions
            signInsToday
            checkInSteps {
              step
              count
            }
            recentActivity {
              id
              kind
              username
              detail
              createdAt
            }
          }
        }
      `,
      variables: {},
      // A new account or a sign-in changes the users list too: its first page is fetched again.
      onNext: () => void fetchQuery(environment, DashboardQuery, variables, { fetchPolicy: 'network-only' }).subscribe({}),
    }),
    [environment],
  );
  useSubscription<AdminActivityPageSubscription>(config);
  const d = data.adminDashboard;
  const cards: [string, number, string][] = [
    ['totalUsers', d.totalUsers, t('activity.totalUsers')],
    ['newUsers', d.newUsers, t('activity.newUsers')],
    ['activeSessions', d.activeSessions, t('activity.activeSessions')],
    ['signInsToday', d.signInsToday, t('activity.signInsToday')],
  ];
  return (
    <>
      <ul aria-label={t('activity.stats')} className={`${styles.cards} ${styles.plainList}`}>
        {cards.map(([id, value, label]) => (
          <li key={id} className={styles.card} data-stat={id}>
            <span className={styles.cardValue}>{format.number(value)}</span>
            <span className={styles.muted}>{label}</span>
          </li>
        ))}
      </ul>
      <h2 className={styles.heading}>{t('activity.checkIns')}</h2>
      <ul aria-label={t('activity.checkIns')} className={`${styles.cards} ${styles.plainList}`}>
        {d.checkInSteps.map(({ step, count }) => (
          <li key={step} className={styles.card} data-stat={`check-in-${step}`}>
            <span className={styles.cardValue}>{format.number(count)}</span>
            <span className={styles.muted}>{t(`activity.checkInStep.${step as 'started'}`)}</span>
          </li>
        ))}
      </ul>
      <UsersTable query={data} />
      <section className={styles.section} aria-labelledby="activity-recent">
        <h2 id="activity-recent" className={styles.heading}>
          {t('activity.recent')}
        </h2>
        {d.recentActivity.length === 0 ? (
          <p>{t('activity.noActivity')}</p>
        ) : (
          <ul className={styles.list}>
            {d.recentActivity.map((event) => (
              <li key={event.id} className={styles.row}>
                <span>
                  {t(`activity.kinds.${event.kind as 'sign-in'}`, { username: event.username, defaultValue: event.kind })}
                  {event.detail ? ` (${event.detail})` : ''}
                </span>
                <span className={styles.muted}>{format.instant(event.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className={styles.startActions}>
        <Button variant="secondary" onPress={() => shell.openAdminPanel()}>
          {t('activity.backToPanel')}
        </Button>
      </div>
    </>
  );
}

function UsersTable({ query }: { query: AdminActivityPage_users$key }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment AdminActivityPage_users on Query
      @refetchable(queryName: "AdminActivityPageUsersPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }) {
        adminUsers(first: $count, after: $cursor) @connection(key: "AdminActivityPage_adminUsers") {
          edges {
            node {
              id
              username
              fullName
              email
              groupNumber
              createdAt
              lastLoginAt
            }
          }
        }
      }
    `,
    query,
  );
  const when = (value: string | null | undefined) => (value ? format.instant(value, { dateStyle: 'medium', timeStyle: 'short' }) : t('activity.never'));
  return (
    <section className={styles.section} aria-labelledby="activity-users">
      <h2 id="activity-users" className={styles.heading}>
        {t('activity.allUsers')}
      </h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.th}>{t('fields.username')}</th>
              <th className={styles.th}>{t('fields.fullName')}</th>
              <th className={styles.th}>{t('fields.email')}</th>
              <th className={styles.th}>{t('fields.group')}</th>
              <th className={styles.th}>{t('activity.created')}</th>
              <th className={styles.th}>{t('activity.lastLogin')}</th>
            </tr>
          </thead>
          <tbody>
            {data.adminUsers.edges.map(({ node }) => (
              <tr key={node.id}>
                <td className={styles.td}>{node.username}</td>
                <td className={styles.td}>{node.fullName}</td>
                <td className={styles.td}>{node.email ?? ''}</td>
                <td className={styles.td}>{groupLabel(t, node.groupNumber)}</td>
                <td className={styles.td}>{when(node.createdAt)}</td>
                <td className={styles.td}>{when(node.lastLoginAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hasNext && (
        <div className={styles.startActions}>
          <Button variant="secondary" isDisabled={isLoadingNext} onPress={() => loadNext(USERS_PAGE)}>
            {t('users.more')}
          </Button>
        </div>
      )}
    </section>
  );
}
