// One note of the Personal Notes list: title, category badge, creation date, edit and delete (after
// a confirmation), the content, and the Householder Details block when a householder is named.
import { useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { commitLocalUpdate, ConnectionHandler } from 'relay-runtime';
import { enqueue, isNetworkUnavailable } from '../../offline/queue.ts';
import type { NoteCard_note$key } from '../../__generated__/NoteCard_note.graphql';
import type { NoteEditor_note$key } from '../../__generated__/NoteEditor_note.graphql';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/Dialog.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { formatCreated } from './categories.ts';
import { useDeleteNoteMutation } from './useDeleteNoteMutation.ts';
import { DeleteIcon, EditIcon } from './icons.tsx';
import * as styles from './notes.css.ts';

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this note? This cannot be undone.';
const DELETE_FAILED = 'Failed to delete note. Please try again.';

interface Props {
  note: NoteCard_note$key;
  /** The lists this card's note is in, so a delete takes it out of each. */
  connections: string[];
  onEdit: (note: NoteEditor_note$key) => void;
}

export function NoteCard({ note: noteKey, connections, onEdit }: Props) {
  const note = useFragment(
    graphql`
      fragment NoteCard_note on Note {
        id
        title
        content
        category
        householderName
        address
        timeContacted
        literatureLeft
        createdAt
        ...NoteEditor_note
      }
    `,
    noteKey,
  );
  const [confirming, setConfirming] = useState(false);
  const [commitDelete] = useDeleteNoteMutation();
  const environment = useRelayEnvironment();
  const hideWhileQueued = (id: string) =>
    commitLocalUpdate(environment, (store) => {
      for (const connection of connections) {
        const record = store.get(connection);
        if (record) ConnectionHandler.deleteNode(record, id);
      }
    });

  const remove = () => {
    setConfirming(false);
    commitDelete({
      variables: { input: { id: note.id }, connections },
      optimisticResponse: { deleteNote: { __typename: 'NoteDeleted', deletedId: note.id } },
      onCompleted: ({ deleteNote: result }) => {
        if (result.__typename === 'NoteDeleted') toast({ title: 'Note deleted successfully!' });
        else errorToast(DELETE_FAILED);
      },
      onError: (error) => {
        // No network: the deletion waits in the offline queue; the card stays gone meanwhile.
        if (isNetworkUnavailable(error)) {
          void enqueue('notes', 'delete', { id: note.id });
          toast({ title: 'Note Saved Offline', description: 'The deletion will sync when internet returns.' }, 3000);
          hideWhileQueued(note.id);
        } else errorToast(DELETE_FAILED);
      },
    });
  };

  return (
    <article className={styles.card} aria-labelledby={`note-${note.id}`}>
      <header className={styles.cardHeader}>
        <div className={styles.cardTitleBlock}>
          <h3 id={`note-${note.id}`} className={styles.cardTitle}>
            {note.title}
          </h3>
          <div className={styles.cardMeta}>
            <span className={styles.badge}>{note.category}</span>
            <time dateTime={note.createdAt}>{formatCreated(note.createdAt)}</time>
          </div>
        </div>
        <div className={styles.cardActions}>
          <Button variant="ghost" aria-label={`Edit note: ${note.title}`} onPress={() => onEdit(note)}>
            <EditIcon />
          </Button>
          <Button variant="ghost" aria-label={`Delete note: ${note.title}`} onPress={() => setConfirming(true)}>
            <DeleteIcon />
          </Button>
        </div>
      </header>
      <p className={styles.content}>{note.content}</p>
      {note.householderName && (
        <section className={styles.householder} aria-label="Householder Details">
          <h4 className={styles.householderTitle}>Householder Details</h4>
          <dl className={styles.details}>
            <dt>Name</dt>
            <dd>{note.householderName}</dd>
            {note.address && (
              <>
                <dt>Address</dt>
                <dd>{note.address}</dd>
              </>
            )}
            {note.timeContacted && (
              <>
                <dt>Time contacted</dt>
                <dd>{note.timeContacted}</dd>
              </>
            )}
            {note.literatureLeft && (
              <>
                <dt>Literature left</dt>
                <dd>{note.literatureLeft}</dd>
              </>
            )}
          </dl>
        </section>
      )}
      <ConfirmDialog
        title="Delete Note"
        message={DELETE_CONFIRMATION}
        confirmLabel="Delete"
        isOpen={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={remove}
      />
    </article>
  );
}
