// "Shared with me": songs members of the viewer's group shared with the viewer, playable with the
// same one-at-a-time player; the owner keeps Share and Delete. docs/product/music.md.
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import type { SharedSongs_viewer$key } from '../../__generated__/SharedSongs_viewer.graphql';
import { Button } from '../../ui/Button.tsx';
import { SongCard } from './SongCard.tsx';
import { PAGE_SIZE } from './route.ts';
import * as styles from './music.css.ts';

export function SharedSongs({ viewer: key }: { viewer: SharedSongs_viewer$key }) {
  const { t } = useTranslation(['music', 'common']);
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment SharedSongs_viewer on User
      @refetchable(queryName: "SharedSongsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" }) {
        sharedMusic(first: $count, after: $cursor) @connection(key: "SharedSongs_sharedMusic") {
          totalCount
          edges {
            node {
              id
              ...SongCard_song
            }
          }
        }
      }
    `,
    key,
  );
  const { edges, totalCount } = data.sharedMusic;
  return (
    <section className={styles.section} aria-labelledby="music-shared-heading">
      <div className={styles.sectionHeader}>
        <h2 id="music-shared-heading" className={styles.heading}>
          {t('shared.heading')}
        </h2>
        <span className={styles.badge}>{t('library.count', { count: totalCount })}</span>
      </div>
      {edges.length === 0 ? (
        <p className={styles.muted}>{t('shared.empty')}</p>
      ) : (
        <ul className={styles.grid}>
          {edges.map(({ node }) => (
            <SongCard key={node.id} song={node} />
          ))}
        </ul>
      )}
      {hasNext && (
        <Button variant="secondary" isDisabled={isLoadingNext} onPress={() => loadNext(PAGE_SIZE)}>
          {isLoadingNext ? t('common:status.loading') : t('library.loadMore')}
        </Button>
      )}
    </section>
  );
}
