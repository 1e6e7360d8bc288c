// One note of the Personal Notes list: title, category badge, creation date, edit and delete (after
// a confirmation), the content, and the Householder Details block when a householder is named
// (docs/product/notes.md).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { commitLocalUpdate, ConnectionHandler } from 'relay-runtime';
import { isNetworkUnavailable } from '../../offline/queue.ts';
import type { NoteCard_note$key } from '../../__generated__/NoteCard_note.graphql';
import type { NoteEditor_note$key } from '../../__generated__/NoteEditor_note.graphql';
import { DeleteButton } from '../../ui/DeleteButton.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/Dialog.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { useFormat } from '../../i18n/format.ts';
import { useCategoryLabel } from './categories.ts';
import { useDeleteNoteMutation } from './useDeleteNoteMutation.ts';
import { EditIcon } from './icons.tsx';
import * as styles from './notes.css.ts';

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
        # The create it came from: a queued copy of it is not shown beside it (offline/records.ts).
        clientId
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
  const { t } = useTranslation('notes');
  const format = useFormat();
  const categoryLabel = useCategoryLabel();
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
      onCompleted: ({ deleteNote: result }) => {
        if (result.__typename === 'NoteDeleted') toast({ title: t('card.deleted') });
        else errorToast(t('card.deleteFailed'));
      },
      onError: (error) => {
        // No network: the deletion waits in the offline queue; the card stays gone meanwhile.
        if (isNetworkUnavailable(error)) {
          toast({ title: t('card.offlineTitle'), description: t('card.offlineDelete') }, 3000);
          hideWhileQueued(note.id);
        } else errorToast(t('card.deleteFailed'));
      },
    });
  };

  return (
    <article className={styles.card} aria-labelledby={`note-${note.id}`}>
      <header className={styles.cardHeader}>
        <div className={styles.cardTitleBlock}>
          <h3 id={`note-${note.id}`} className={styles.cardTitle} dir="auto">
            {note.title}
          </h3>
          <div className={styles.cardMeta}>
            <span className={styles.badge}>{categoryLabel(note.category)}</span>
            <time dateTime={note.createdAt}>{format.instant(note.createdAt)}</time>
          </div>
        </div>
        <div className={styles.cardActions}>
          <Button variant="ghost" aria-label={t('card.edit', { title: note.title })} onPress={() => onEdit(note)}>
            <EditIcon />
          </Button>
          <DeleteButton label={t('card.delete', { title: note.title })} onPress={() => setConfirming(true)} />
        </div>
      </header>
      <p className={styles.content} dir="auto">{note.content}</p>
      {note.householderName && (
        <section className={styles.householder} aria-label={t('card.householder')}>
          <h4 className={styles.householderTitle}>{t('card.householder')}</h4>
          <dl className={styles.details}>
            <dt>{t('card.name')}</dt>
            <dd dir="auto">{note.householderName}</dd>
            {note.address && (
              <>
                <dt>{t('card.address')}</dt>
                <dd dir="auto">{note.address}</dd>
              </>
            )}
            {note.timeContacted && (
              <>
                <dt>{t('card.timeContacted')}</dt>
                <dd>{note.timeContacted}</dd>
              </>
            )}
            {note.literatureLeft && (
              <>
                <dt>{t('card.literatureLeft')}</dt>
                <dd dir="auto">{note.literatureLeft}</dd>
              </>
            )}
          </dl>
        </section>
      )}
      <ConfirmDialog
        title={t('card.deleteTitle')}
        message={t('card.deleteConfirm')}
        confirmLabel={t('card.deleteAction')}
        isOpen={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={remove}
      />
    </article>
  );
}
