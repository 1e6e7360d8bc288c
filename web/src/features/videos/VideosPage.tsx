// Ministry Videos (/videos): the member's own video links, each with Watch (a new tab) and Share,
// the Add New Video dialog, and what group members shared with the member. Visitors are asked
// to sign in. The screen, its rules and messages: docs/product/videos.md.
import { Plus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { SharedWithMeQuery } from '../../__generated__/SharedWithMeQuery.graphql';
import type { VideosPageQuery } from '../../__generated__/VideosPageQuery.graphql';
import { usePagePart, usePageQuery, usePreloadedForViewer } from '../../platform/page-query.ts';
import { useShell } from '../../platform/shell-context.ts';
import { Button } from '../../ui/Button.tsx';
import { SharedWithMe, sharedWithMeQuery } from '../sharing/index.ts';
import { AddVideoDialog } from './AddVideoDialog.tsx';
import { CongregationVideos } from './CongregationVideos.tsx';
import { VideoList } from './VideoList.tsx';
import * as styles from './videos.css.ts';

export function VideosPage() {
  return (
    <div className={styles.page}>
      <Suspense fallback={<VideosLoading />}>
        <Videos />
      </Suspense>
    </div>
  );
}

function Heading({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation(['videos', 'common']);
  return (
    <div className={styles.header}>
      <div>
        <h1>{t('page.title')}</h1>
        <p className={styles.subtitle}>{t('page.subtitle')}</p>
      </div>
      {children}
    </div>
  );
}

function Videos() {
  const { t } = useTranslation(['videos', 'common']);
  // The route's loader started this query (with the list's 10 s cache, ./route.ts).
  const data = usePageQuery<VideosPageQuery>(graphql`
    query VideosPageQuery($count: Int!) {
      viewer {
        id
        ...VideoList_viewer @arguments(count: $count)
      }
      ...CongregationVideos_query
    }
  `);
  const { viewer } = data;
  // For someone who signs in on the page, "Shared with me" loads its own data.
  const preloaded = usePreloadedForViewer();
  const shared = usePagePart<SharedWithMeQuery>(sharedWithMeQuery);
  const shell = useShell();
  const [adding, setAdding] = useState(false);

  if (!viewer) {
    return (
      <>
        <Heading />
        <section className={styles.prompt} aria-labelledby="videos-sign-in">
          <h2 id="videos-sign-in">{t('signIn.title')}</h2>
          <p className={styles.subtitle}>{t('signIn.body')}</p>
          <Button onPress={() => shell.openAccount('sign-in')}>{t('common:actions.signIn')}</Button>
        </section>
      </>
    );
  }
  return (
    <>
      <Heading>
        <Button onPress={() => setAdding(true)}>
          <Plus aria-hidden="true" size={16} className={styles.buttonIcon} /> {t('page.add')}
        </Button>
      </Heading>
      {/* The member's own videos first, then the congregation's; Add Video opens its dialog. */}
      <VideoList viewer={viewer} />
      <CongregationVideos query={data} />
      <SharedWithMe key={viewer.id} preloaded={preloaded ? shared : null} />
      <AddVideoDialog isOpen={adding} onOpenChange={setAdding} connectionId={ConnectionHandler.getConnectionID(viewer.id, 'VideoList_videos')} />
    </>
  );
}

function VideosLoading() {
  const { t } = useTranslation(['videos', 'common']);
  return (
    <>
      <Heading />
      <div role="status" className={styles.page}>
        <p className={styles.subtitle}>{t('page.loading')}</p>
        <div className={styles.grid} aria-hidden="true">
          <div className={styles.skeleton} />
          <div className={styles.skeleton} />
          <div className={styles.skeleton} />
        </div>
      </div>
    </>
  );
}
