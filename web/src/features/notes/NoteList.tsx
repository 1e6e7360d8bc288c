// The Personal Notes list: the viewer's notes for the current search, page by page, with the
// empty state (docs/product/notes.md). Its query is started by the route with the page (the first
// page, no search) and by the page for a search or Refresh. Loading (skeletons) and the load
// error are the page's Suspense and error boundary around this component.
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { NoteEditor_note$key } from '../../__generated__/NoteEditor_note.graphql';
import type { NoteList_viewer$key } from '../../__generated__/NoteList_viewer.graphql';
import type { NoteListQuery } from '../../__generated__/NoteListQuery.graphql';
import { Button } from '../../ui/Button.tsx';
import { connectionsFor } from './connections.ts';
import { EmptyNotesIcon } from './icons.tsx';
import { NoteCard } from './NoteCard.tsx';
import * as styles from './notes.css.ts';
import { PAGE_SIZE } from './route.ts';

export const noteListQuery = graphql`
  query NoteListQuery($search: String, $count: Int!) {
    viewer {
      ...NoteList_viewer @arguments(search: $search, count: $count)
    }
  }
`;

/** The search a reference of the list was loaded for ('' for every note). */
export const searchOf = (queryRef: PreloadedQuery<NoteListQuery>) => (queryRef.variables.search as string | null | undefined) ?? '';

interface Props {
  queryRef: PreloadedQuery<NoteListQuery>;
  onAdd: () => void;
  onEdit: (note: NoteEditor_note$key) => void;
}

export function NoteList({ queryRef, onAdd, onEdit }: Props) {
  const data = usePreloadedQuery<NoteListQuery>(noteListQuery, queryRef);
  if (!data.viewer) return null;
  return <Notes viewer={data.viewer} search={searchOf(queryRef)} onAdd={onAdd} onEdit={onEdit} />;
}

interface NotesProps {
  viewer: NoteList_viewer$key;
  search: string;
  onAdd: () => void;
  onEdit: (note: NoteEditor_note$key) => void;
}

function Notes({ viewer: viewerKey, search, onAdd, onEdit }: NotesProps) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment NoteList_viewer on User
      @refetchable(queryName: "NoteListPaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }, search: { type: "String" }) {
        id
        notes(first: $count, after: $cursor, search: $search) @connection(key: "NoteList_notes") {
          totalCount
          edges {
            node {
              id
              ...NoteCard_note
            }
          }
        }
      }
    `,
    viewerKey,
  );
  const { t } = useTranslation('notes');
  const edges = data.notes.edges;
  const connections = connectionsFor(data.id, search);

  if (edges.length === 0) {
    return search ? (
      <p className={styles.empty} role="status">
        {t('list.noMatch', { search })}
      </p>
    ) : (
      <section className={styles.empty} aria-labelledby="notes-empty">
        <span className={styles.emptyIcon}>
          <EmptyNotesIcon />
        </span>
        <h2 id="notes-empty">{t('list.emptyTitle')}</h2>
        <p>{t('list.emptyBody')}</p>
        <Button onPress={onAdd}>{t('list.emptyAction')}</Button>
      </section>
    );
  }

  // With every page loaded the count is the list itself, whatever was added or deleted since the
  // server's total was read; with more pages to come, the server's total.
  const count = hasNext ? Math.max(data.notes.totalCount, edges.length) : edges.length;
  return (
    <>
      <p className="visually-hidden" role="status">
        {search ? t('list.matching', { count, search }) : t('list.count', { count })}
      </p>
      <ul className={styles.list} aria-label={t('list.label')}>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <NoteCard note={node} connections={connections} onEdit={onEdit} />
          </li>
        ))}
      </ul>
      {hasNext && (
        <Button variant="secondary" onPress={() => loadNext(PAGE_SIZE)} isDisabled={isLoadingNext} className={styles.more}>
          {isLoadingNext ? t('list.loadingMore') : t('list.more')}
        </Button>
      )}
    </>
  );
}

export function NoteSkeletons({ count = 3 }: { count?: number }) {
  const { t } = useTranslation('notes');
  return (
    <div className={styles.list}>
      <p className="visually-hidden" role="status">
        {t('list.loading')}
      </p>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.skeletonCard} aria-hidden="true">
          <div className={styles.skeletonLine.short} />
          <div className={styles.skeletonLine.long} />
          <div className={styles.skeletonLine.medium} />
        </div>
      ))}
    </div>
  );
}
