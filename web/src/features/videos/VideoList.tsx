// The member's videos, newest first, a page at a time, or the empty state. docs/product/videos.md.
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import type { VideoList_viewer$key } from '../../__generated__/VideoList_viewer.graphql';
import { Button } from '../../ui/Button.tsx';
import { PAGE_SIZE } from './route.ts';
import { VideoCard } from './VideoCard.tsx';
import * as styles from './videos.css.ts';

export function VideoList({ viewer: key }: { viewer: VideoList_viewer$key }) {
  const { t } = useTranslation(['videos', 'common']);
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
        <h2 id="videos-empty">{t('list.emptyTitle')}</h2>
        <p className={styles.subtitle}>{t('list.emptyBody')}</p>
      </section>
    );
  }
  return (
    <section aria-label={t('list.label')} className={styles.page}>
      <ul className={styles.grid}>
        {edges.map(({ node }) => (
          <VideoCard key={node.id} video={node} connectionId={connectionId} />
        ))}
      </ul>
      {hasNext && (
        <Button variant="secondary" isDisabled={isLoadingNext} onPress={() => loadNext(PAGE_SIZE)}>
          {isLoadingNext ? t('common:status.loading') : t('list.loadMore')}
        </Button>
      )}
    </section>
  );
}
