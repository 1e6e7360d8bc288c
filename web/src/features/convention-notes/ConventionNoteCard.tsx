// One convention note: title, session, speaker, the day of the talk, content, Edit and Delete
// after a confirmation (docs/product/convention-notes.md).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { ConventionNoteCard_note$key } from '../../__generated__/ConventionNoteCard_note.graphql';
import { useFormat } from '../../i18n/format.ts';
import { DeleteButton } from '../../ui/DeleteButton.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/Dialog.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import type { ConventionNoteValues } from './useConventionNoteDraft.ts';
import { useDeleteConventionNoteMutation } from './useDeleteConventionNoteMutation.ts';
import { sessionKey } from './messages.ts';
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
  const { t } = useTranslation(['conventionNotes', 'common']);
  const format = useFormat();
  const note = useFragment(
    graphql`
      fragment ConventionNoteCard_note on ConventionNote {
        id
        # The create it came from: a queued copy of it is not shown beside it (offline/records.ts).
        clientId
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
      onCompleted: ({ deleteConventionNote: result }) => {
        if (result.__typename === 'ConventionNoteDeleted') toast({ title: t('messages.deleted') });
        else errorToast(t('messages.deleteFailed'));
      },
      onError: () => {
        errorToast(t('messages.deleteFailed'));
      },
    });
  };

  const headingId = `convention-note-${note.id}`;
  const session = sessionKey(note.session);
  return (
    <li className={styles.noteCard} aria-labelledby={headingId}>
      <div className={styles.noteHeader}>
        <h3 id={headingId} className={styles.noteTitle} dir="auto">
          {note.title}
        </h3>
        <span className={styles.badge}>{session ? t(`sessions.${session}`) : note.session}</span>
      </div>
      <div className={styles.meta}>
        <span>{t('card.speaker', { speaker: note.speaker })}</span>
        <time dateTime={note.date}>{format.calendarDate(note.date)}</time>
      </div>
      <p className={styles.content} dir="auto">{note.content}</p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          aria-label={t('card.editLabel', { title: note.title })}
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
          {t('common:actions.edit')}
        </Button>
        <DeleteButton label={t('card.deleteLabel', { title: note.title })} onPress={() => setConfirming(true)} />
      </div>
      <ConfirmDialog
        title={t('card.deleteTitle')}
        message={t('messages.deleteConfirmation')}
        confirmLabel={t('common:actions.delete')}
        isOpen={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={remove}
      />
    </li>
  );
}
