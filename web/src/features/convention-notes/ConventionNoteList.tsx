// The member's convention notes, newest first, a page at a time, beside the Scripture References
// panel drawn from the same notes (docs/product/convention-notes.md).
import { useEffect, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ConventionNoteList_viewer$key } from '../../__generated__/ConventionNoteList_viewer.graphql';
import { Button } from '../../ui/Button.tsx';
import { ConventionNoteCard, type EditedNote } from './ConventionNoteCard.tsx';
import { OFFLINE_REPLAYED_EVENT } from '../../offline/queue.ts';
import { ScriptureReferences } from './ScriptureReferences.tsx';
import { PAGE_SIZE } from './route.ts';
import * as styles from './convention-notes.css.ts';

interface Props {
  viewer: ConventionNoteList_viewer$key;
  onEdit: (note: EditedNote) => void;
  onAdd: () => void;
}

export function ConventionNoteList({ viewer: key, onEdit, onAdd }: Props) {
  const { t } = useTranslation(['conventionNotes', 'common']);
  const [, startRefetch] = useTransition();
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment ConventionNoteList_viewer on User
      @refetchable(queryName: "ConventionNoteListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        conventionNotes(first: $count, after: $cursor) @connection(key: "ConventionNoteList_conventionNotes") {
          __id
          edges {
            node {
              id
              ...ConventionNoteCard_note
              ...ScriptureReferences_notes
            }
          }
        }
      }
    `,
    key,
  );
  // Notes the offline queue delivered are read again from the server, the list staying on screen.
  useEffect(() => {
    const reload = () =>
      startRefetch(() => {
        refetch({}, { fetchPolicy: 'network-only' });
      });
    window.addEventListener(OFFLINE_REPLAYED_EVENT, reload);
    return () => window.removeEventListener(OFFLINE_REPLAYED_EVENT, reload);
  }, [refetch]);
  const { edges, __id: connectionId } = data.conventionNotes;
  const notes = edges.map((edge) => edge.node);

  return (
    <div className={styles.layout}>
      {notes.length === 0 ? (
        <section className={styles.empty} aria-labelledby="convention-notes-empty">
          <h2 id="convention-notes-empty">{t('list.emptyTitle')}</h2>
          <p className={styles.subtitle}>{t('list.emptyBody')}</p>
          <Button onPress={onAdd}>{t('list.addFirst')}</Button>
        </section>
      ) : (
        <section aria-labelledby="convention-notes-title" className={styles.page}>
          <h2 id="convention-notes-title">{t('list.title')}</h2>
          <ul className={styles.list}>
            {notes.map((note) => (
              <ConventionNoteCard key={note.id} note={note} connectionId={connectionId} onEdit={onEdit} />
            ))}
          </ul>
          {hasNext && (
            <Button variant="secondary" isDisabled={isLoadingNext} onPress={() => loadNext(PAGE_SIZE)}>
              {isLoadingNext ? t('common:status.loading') : t('list.loadMore')}
            </Button>
          )}
        </section>
      )}
      <ScriptureReferences notes={notes} />
    </div>
  );
}
