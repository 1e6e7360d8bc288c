// Ministry Videos (/videos): the member's own video links, each with Watch (a new tab), and the
// Add New Video form. Visitors are asked to sign in.
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ConnectionHandler, type FetchPolicy } from 'relay-runtime';
import type { VideosPageQuery } from '../../__generated__/VideosPageQuery.graphql';
import { useShell } from '../../app/shell-context.ts';
import { Button } from '../../ui/Button.tsx';
import { SharedWithMe } from '../sharing/SharedWithMe.tsx';
import { AddVideoDialog } from './AddVideoDialog.tsx';
import { PAGE_SIZE, VideoList } from './VideoList.tsx';
import * as styles from './videos.css.ts';

/**
 * Spec 02 section 9: the list is kept 10 s; a later visit shows it and refetches behind it. The
 * fetch key is the time of the last fetch, so Relay treats each refetch as a new request.
 */
const CACHE_MS = 10_000;
let fetchedAt = 0;
function freshness(): { fetchPolicy: FetchPolicy; fetchKey: number } {
  if (Date.now() - fetchedAt < CACHE_MS) return { fetchPolicy: 'store-or-network', fetchKey: fetchedAt };
  fetchedAt = Date.now();
  return { fetchPolicy: 'store-and-network', fetchKey: fetchedAt };
}

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
  return (
    <div className={styles.header}>
      <div>
        <h1>Ministry Videos</h1>
        <p className={styles.subtitle}>Videos to watch and to show in the ministry.</p>
      </div>
      {children}
    </div>
  );
}

function Videos() {
  const [options] = useState(freshness);
  const { viewer } = useLazyLoadQuery<VideosPageQuery>(
    graphql`
      query VideosPageQuery($count: Int!) {
        viewer {
          id
          ...VideoList_viewer @arguments(count: $count)
        }
      }
    `,
    { count: PAGE_SIZE },
    options,
  );
  const shell = useShell();
  const [adding, setAdding] = useState(false);

  if (!viewer) {
    return (
      <>
        <Heading />
        <section className={styles.prompt} aria-labelledby="videos-sign-in">
          <h2 id="videos-sign-in">Sign in to keep your videos</h2>
          <p className={styles.subtitle}>Your video list is saved to your account, so it is with you on every device.</p>
          <Button onPress={() => shell.openAccount('sign-in')}>Sign In</Button>
        </section>
      </>
    );
  }
  return (
    <>
      <Heading>
        <Button onPress={() => setAdding(true)}>
          <span aria-hidden="true">+</span> Add New Video
        </Button>
      </Heading>
      <VideoList viewer={viewer} />
      <SharedWithMe />
      <AddVideoDialog
        isOpen={adding}
        onOpenChange={setAdding}
        connectionId={ConnectionHandler.getConnectionID(viewer.id, 'VideoList_videos')}
      />
    </>
  );
}

function VideosLoading() {
  return (
    <>
      <Heading />
      <div role="status" className={styles.page}>
        <p className={styles.subtitle}>Loading videos…</p>
        <div className={styles.grid} aria-hidden="true">
          <div className={styles.skeleton} />
          <div className={styles.skeleton} />
          <div className={styles.skeleton} />
        </div>
      </div>
    </>
  );
}
