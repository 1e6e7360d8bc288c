import { graphql, usePaginationFragment } from 'react-relay';
import type { ConventionNoteList_viewer$key } from '../../__generated__/ConventionNoteList_viewer.graphql';
import { Button } from '../../ui/Button.tsx';
import { ConventionNoteCard, type EditedNote } from './ConventionNoteCard.tsx';
import { ScriptureReferences } from './ScriptureReferences.tsx';
import * as styles from './convention-notes.css.ts';

export const PAGE_SIZE = 20;

interface Props {
  viewer: ConventionNoteList_viewer$key;
  onEdit: (note: EditedNote) => void;
  onAdd: () => void;
}

/** The notes and, beside them, the Scripture References panel drawn from the same notes. */
export function ConventionNoteList({ viewer: key, onEdit, onAdd }: Props) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
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
  const { edges, __id: connectionId } = data.conventionNotes;
  const notes = edges.map((edge) => edge.node);

  return (
    <div className={styles.layout}>
      {notes.length === 0 ? (
        <section className={styles.empty} aria-labelledby="convention-notes-empty">
          <h2 id="convention-notes-empty">No convention notes yet</h2>
          <p className={styles.subtitle}>Write down the points and scriptures of the talks you hear.</p>
          <Button onPress={onAdd}>Add your first note</Button>
        </section>
      ) : (
        <section aria-labelledby="convention-notes-title" className={styles.page}>
          <h2 id="convention-notes-title">My Notes</h2>
          <ul className={styles.list}>
            {notes.map((note) => (
              <ConventionNoteCard key={note.id} note={note} connectionId={connectionId} onEdit={onEdit} />
            ))}
          </ul>
          {hasNext && (
            <Button variant="secondary" isDisabled={isLoadingNext} onPress={() => loadNext(PAGE_SIZE)}>
              {isLoadingNext ? 'Loading…' : 'Load more'}
            </Button>
          )}
        </section>
      )}
      <ScriptureReferences notes={notes} />
    </div>
  );
}
