// /territories, My Assigned Territories (docs/product/territories.md): the stat cards, the list of
// territory cards, the coverage chart and the tips banner. It needs a signed-in member; a visitor
// is asked to sign in. The page's query is started by the router with the member's own day.
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import type { TerritoriesPageQuery } from '../../__generated__/TerritoriesPageQuery.graphql';
import { usePageQuery } from '../../platform/page-query.ts';
import { PageLoading } from '../../platform/PageLoading.tsx';
import { OFFLINE_REPLAYED_EVENT } from '../../offline/queue.ts';
import { RetentionNotice } from '../retention/index.ts';
import { useShell } from '../../platform/shell-context.ts';
import { Button } from '../../ui/Button.tsx';
import { errorToast } from '../../ui/toast.tsx';
import { CoverageChart } from './CoverageChart.tsx';
import { memberToday } from './figures.ts';
import { PAGE_SIZE } from './route.ts';
import { TerritoryList } from './TerritoryList.tsx';
import { TerritoryStats } from './TerritoryStats.tsx';
import * as styles from './territories.css.ts';

const SIGN_IN_DELAY_MS = 500;

const pageQuery = graphql`
  query TerritoriesPageQuery($today: String!, $count: Int!) {
    viewer {
      id
      ...TerritoryStats_viewer @arguments(today: $today)
      ...CoverageChart_viewer @arguments(today: $today)
      ...TerritoryList_viewer @arguments(today: $today, count: $count)
      ...RetentionNotice_viewer
    }
  }
`;

type Viewer = NonNullable<TerritoriesPageQuery['response']['viewer']>;

function Territories({ viewer, today }: { viewer: Viewer; today: string }) {
  const environment = useRelayEnvironment();
  // Houses written on the device reach the server through the queue; the figures they change (the
  // cards, the stat cards, the chart) are read again once it has delivered.
  useEffect(() => {
    const reload = () => void fetchQuery(environment, pageQuery, { today, count: PAGE_SIZE }, { fetchPolicy: 'network-only' }).subscribe({ error: () => undefined });
    window.addEventListener(OFFLINE_REPLAYED_EVENT, reload);
    return () => window.removeEventListener(OFFLINE_REPLAYED_EVENT, reload);
  }, [environment, today]);
  return (
    <>
      <RetentionNotice viewer={viewer} kind="HOUSE" />
      <TerritoryStats viewer={viewer} />
      <TerritoryList viewer={viewer} today={today} />
      <CoverageChart viewer={viewer} />
    </>
  );
}

/** The page's data fetched again, for a member who signed in after the page was opened. */
function FetchedForNewViewer({ today }: { today: string }) {
  const { viewer } = useLazyLoadQuery<TerritoriesPageQuery>(pageQuery, { today, count: PAGE_SIZE }, { fetchPolicy: 'network-only' });
  return viewer ? <Territories viewer={viewer} today={today} /> : null;
}

export function TerritoriesPage() {
  const { viewer } = usePageQuery<TerritoriesPageQuery>(pageQuery);
  const { t } = useTranslation(['territories', 'common']);
  const shell = useShell();
  const [today] = useState(memberToday);
  // The preloaded data is for whoever opened the page; someone who signs in here gets their own.
  const loadedFor = useRef(viewer?.id);

  useEffect(() => {
    if (viewer) return;
    const timer = setTimeout(() => {
      errorToast(t('signIn.toast'), t('signIn.toastTitle'));
      shell.openAccount('sign-in');
    }, SIGN_IN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [viewer, shell, t]);

  return (
    <div className={styles.page}>
      <section className={styles.intro}>
        <h1>{t('title')}</h1>
        <p className={styles.muted}>{t('intro')}</p>
      </section>
      {viewer && viewer.id === loadedFor.current ? (
        <Territories viewer={viewer} today={today} />
      ) : viewer ? (
        <Suspense fallback={<PageLoading />}>
          <FetchedForNewViewer key={viewer.id} today={today} />
        </Suspense>
      ) : (
        <section className={styles.prompt} aria-label={t('signIn.label')}>
          <p>{t('signIn.text')}</p>
          <Button onPress={() => shell.openAccount('sign-in')}>{t('common:actions.signIn')}</Button>
        </section>
      )}
      <aside className={styles.tips} aria-labelledby="territory-tips">
        <h2 id="territory-tips" className={styles.panelTitle}>
          {t('tips.title')}
        </h2>
        <ul className={styles.tipsList}>
          <li>{t('tips.tip1')}</li>
          <li>{t('tips.tip2')}</li>
          <li>{t('tips.tip3')}</li>
          <li>{t('tips.tip4')}</li>
        </ul>
      </aside>
    </div>
  );
}
