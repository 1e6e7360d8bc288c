// /return-visits, Return Visits (docs/product/return-visits.md): the people a member keeps calling
// on, who is due this week, the map with the suggested walking order, and the visits the privacy
// rule deletes soon. It needs a signed-in member; a visitor is asked to sign in. Every write goes
// through the device's one write path, so the page works with no signal.
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ReturnVisitsPageQuery } from '../../__generated__/ReturnVisitsPageQuery.graphql';
import { ErrorBoundary } from '../../platform/ErrorBoundary.tsx';
import { usePageQuery } from '../../platform/page-query.ts';
import { useShell } from '../../platform/shell-context.ts';
import { Button } from '../../ui/Button.tsx';
import { errorToast } from '../../ui/toast.tsx';
import { RetentionNotice } from '../retention/index.ts';
import { deviceToday } from './due.ts';
import { ReturnVisitList, ReturnVisitsLoading } from './ReturnVisitList.tsx';
import { PAGE_SIZE } from './route.ts';
import * as styles from './returnVisits.css.ts';

const SIGN_IN_DELAY_MS = 500;

const pageQuery = graphql`
  query ReturnVisitsPageQuery($count: Int!) {
    viewer {
      id
      ...ReturnVisitList_viewer @arguments(count: $count)
      ...RetentionNotice_viewer
    }
    appSettings {
      map {
        tileUrl
        satelliteTileUrl
        attribution
      }
    }
  }
`;

type Data = ReturnVisitsPageQuery['response'];

function Visits({ data, today }: { data: Data; today: string }) {
  if (!data.viewer) return null;
  return (
    <>
      <RetentionNotice viewer={data.viewer} kind="RETURN_VISIT" />
      <ReturnVisitList viewer={data.viewer} today={today} mapSettings={data.appSettings.map} />
    </>
  );
}

/** The page's data fetched again, for a member who signed in after the page was opened. */
function FetchedForNewViewer({ today }: { today: string }) {
  const data = useLazyLoadQuery<ReturnVisitsPageQuery>(pageQuery, { count: PAGE_SIZE }, { fetchPolicy: 'store-and-network' });
  return <Visits data={data} today={today} />;
}

export function ReturnVisitsPage() {
  const data = usePageQuery<ReturnVisitsPageQuery>(pageQuery);
  const { t } = useTranslation(['returnVisits', 'common']);
  const shell = useShell();
  const [today] = useState(() => deviceToday());
  // The preloaded data is for whoever opened the page; someone who signs in here gets their own.
  const loadedFor = useRef(data.viewer?.id);
  const viewer = data.viewer;

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
        <Visits data={data} today={today} />
      ) : viewer ? (
        <ErrorBoundary resetKey={viewer.id}>
          <Suspense fallback={<ReturnVisitsLoading />}>
            <FetchedForNewViewer key={viewer.id} today={today} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <section className={styles.empty} aria-label={t('signIn.label')}>
          <p>{t('signIn.text')}</p>
          <Button onPress={() => shell.openAccount('sign-in')}>{t('common:actions.signIn')}</Button>
        </section>
      )}
    </div>
  );
}
