import { graphql, usePaginationFragment } from 'react-relay';
import type { VideoList_viewer$key } from '../../__generated__/VideoList_viewer.graphql';
import { Button } from '../../ui/Button.tsx';
import { VideoCard } from './VideoCard.tsx';
import * as styles from './videos.css.ts';

export const PAGE_SIZE = 20;

export function VideoList({ viewer: key }: { viewer: VideoList_viewer$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment VideoList_viewer on User
      @refetchable(queryName: "VideoListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        videos(first: $count, after: $cursor) @connection(key: "VideoList_videos") {
          __id
          edges {
            node {
              id
              ...VideoCard_video
            }
          }
        }
      }
    `,
    key,
  );
  const { edges, __id: connectionId } = data.videos;

  if (edges.length === 0) {
    return (
      <section className={styles.empty} aria-labelledby="videos-empty">
        <h2 id="videos-empty">No videos added yet</h2>
        <p className={styles.subtitle}>Press Add New Video to keep a link to a video you use in the ministry.</p>
      </section>
    );
  }
  return (
    <section aria-label="My videos" className={styles.page}>
      <ul className={styles.grid}>
        {edges.map(({ node }) => (
          <VideoCard key={node.id} video={node} connectionId={connectionId} />
        ))}
      </ul>
      {hasNext && (
        <Button variant="secondary" isDisabled={isLoadingNext} onPress={() => loadNext(PAGE_SIZE)}>
          {isLoadingNext ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </section>
  );
}
