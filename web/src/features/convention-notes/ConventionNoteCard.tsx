import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ConventionNoteCard_note$key } from '../../__generated__/ConventionNoteCard_note.graphql';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/Dialog.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import type { ConventionNoteValues } from './useConventionNoteDraft.ts';
import { useDeleteConventionNoteMutation } from './useDeleteConventionNoteMutation.ts';
import { formatNoteDate, MESSAGES } from './messages.ts';
import * as styles from './convention-notes.css.ts';

export interface EditedNote extends ConventionNoteValues {
  id: string;
}

interface Props {
  note: ConventionNoteCard_note$key;
  connectionId: string;
  onEdit: (note: EditedNote) => void;
}

export function ConventionNoteCard({ note: key, connectionId, onEdit }: Props) {
  const note = useFragment(
    graphql`
      fragment ConventionNoteCard_note on ConventionNote {
        id
        title
        speaker
        content
        scriptures
        date
        session
      }
    `,
    key,
  );
  const [confirming, setConfirming] = useState(false);
  const [commitDelete] = useDeleteConventionNoteMutation();

  const remove = () => {
    setConfirming(false);
    commitDelete({
      variables: { input: { id: note.id }, connections: [connectionId] },
      optimisticResponse: { deleteConventionNote: { __typename: 'ConventionNoteDeleted', deletedId: note.id } },
      onCompleted: ({ deleteConventionNote: result }) => {
        if (result.__typename === 'ConventionNoteDeleted') toast({ title: MESSAGES.deleted });
        else errorToast(MESSAGES.deleteFailed);
      },
      onError: () => {
        errorToast(MESSAGES.deleteFailed);
      },
    });
  };

  const headingId = `convention-note-${note.id}`;
  return (
    <li className={styles.noteCard} aria-labelledby={headingId}>
      <div className={styles.noteHeader}>
        <h3 id={headingId} className={styles.noteTitle}>
          {note.title}
        </h3>
        <span className={styles.badge}>{note.session}</span>
      </div>
      <div className={styles.meta}>
        <span>Speaker: {note.speaker}</span>
        <time dateTime={note.date}>{formatNoteDate(note.date)}</time>
      </div>
      <p className={styles.content}>{note.content}</p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          aria-label={`Edit ${note.title}`}
          onPress={() =>
            onEdit({
              id: note.id,
              title: note.title,
              speaker: note.speaker,
              content: note.content,
              scriptures: note.scriptures ?? '',
              date: note.date,
              session: note.session,
            })
          }
        >
          Edit
        </Button>
        <Button variant="danger" aria-label={`Delete ${note.title}`} onPress={() => setConfirming(true)}>
          Delete
        </Button>
      </div>
      <ConfirmDialog
        title="Delete Convention Note"
        message={MESSAGES.deleteConfirmation}
        confirmLabel="Delete"
        isOpen={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={remove}
      />
    </li>
  );
}
