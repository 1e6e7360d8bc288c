// The library: its count badge, its search (title contains, any case; date exact; shown once
// there is a song to find) and the grid, newest first, a page at a time. The search runs on the server (viewer.music's title and
// date arguments), so it covers every song, not only those loaded. docs/product/music.md.
import { useEffect, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import type { SongLibrary_viewer$key } from '../../__generated__/SongLibrary_viewer.graphql';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { PAGE_SIZE } from './route.ts';
import { SongCard } from './SongCard.tsx';
import * as styles from './music.css.ts';


export function SongLibrary({ viewer: key, reloadKey }: { viewer: SongLibrary_viewer$key; reloadKey: number }) {
  const { t } = useTranslation(['music', 'common']);
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment SongLibrary_viewer on User
      @refetchable(queryName: "SongLibraryPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 24 }
        cursor: { type: "String" }
        title: { type: "String" }
        date: { type: "String" }
      ) {
        music(first: $count, after: $cursor, title: $title, date: $date) @connection(key: "SongLibrary_music", filters: ["title", "date"]) {
          __id
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
  const [title, setTitle] = useState('');
  const [date, setDate] = useState('');
  const [, startTransition] = useTransition();
  const search = (next: { title: string; date: string }) => {
    startTransition(() => {
      refetch({ title: next.title.trim() || null, date: next.date || null }, { fetchPolicy: 'store-and-network' });
    });
  };

  // New uploads: read the list again from the server, with the search as it stands.
  useEffect(() => {
    if (reloadKey === 0) return;
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  }, [reloadKey, refetch]);

  const { edges, totalCount, __id: connectionId } = data.music;
  const searching = title.trim() !== '' || date !== '';
  return (
    <section className={styles.section} aria-labelledby="music-library-heading">
        <div className={styles.sectionHeader}>
          <h2 id="music-library-heading" className={styles.heading}>
            {t('library.heading')}
          </h2>
          <span className={styles.badge} aria-live="polite">
            {t('library.count', { count: totalCount })}
          </span>
        </div>
        {(totalCount > 0 || searching) && (
          <search aria-label={t('search.heading')}>
            <div className={styles.fields}>
              <TextField
                label={t('search.title')}
                type="search"
                value={title}
                onChange={(value) => {
                  setTitle(value);
                  search({ title: value, date });
                }}
              />
              <TextField
                label={t('search.date')}
                type="date"
                value={date}
                onChange={(value) => {
                  setDate(value);
                  search({ title, date: value });
                }}
              />
              {searching && (
                <Button
                  variant="secondary"
                  onPress={() => {
                    setTitle('');
                    setDate('');
                    search({ title: '', date: '' });
                  }}
                >
                  {t('search.clear')}
                </Button>
              )}
            </div>
          </search>
        )}
        {edges.length === 0 ? (
          searching ? (
            <p className={styles.muted}>{t('library.noMatch')}</p>
          ) : (
            <div>
              <h3>{t('library.emptyTitle')}</h3>
              <p className={styles.muted}>{t('library.emptyBody')}</p>
            </div>
          )
        ) : (
          <ul className={styles.grid}>
            {edges.map(({ node }) => (
              <SongCard key={node.id} song={node} connectionId={connectionId} />
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
