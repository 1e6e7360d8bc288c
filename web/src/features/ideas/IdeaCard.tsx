// One ministry idea: title, created date, description, edit and delete (after a confirmation),
// as docs/product/ideas.md describes.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { IdeaCard_note$key } from '../../__generated__/IdeaCard_note.graphql';
import type { IdeaForm_note$key } from '../../__generated__/IdeaForm_note.graphql';
import { DeleteButton } from '../../ui/DeleteButton.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/Dialog.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { useFormat } from '../../i18n/format.ts';
import { isNetworkUnavailable } from '../../offline/queue.ts';
import { useDeleteIdeaMutation } from './useDeleteIdeaMutation.ts';
import { EditIcon } from '../notes/index.ts';
import * as styles from './ideas.css.ts';

interface Props {
  idea: IdeaCard_note$key;
  connection: string;
  onEdit: (idea: IdeaForm_note$key) => void;
}

export function IdeaCard({ idea: ideaKey, connection, onEdit }: Props) {
  const idea = useFragment(
    graphql`
      fragment IdeaCard_note on Note {
        id
        # The create it came from: a queued copy of it is not shown beside it (offline/records.ts).
        clientId
        title
        content
        createdAt
        ...IdeaForm_note
      }
    `,
    ideaKey,
  );
  const { t } = useTranslation('ideas');
  const format = useFormat();
  const [confirming, setConfirming] = useState(false);
  const [commitDelete] = useDeleteIdeaMutation();

  const remove = () => {
    setConfirming(false);
    commitDelete({
      variables: { input: { id: idea.id }, connections: [connection] },
      onCompleted: ({ deleteNote: result }) => {
        if (result.__typename === 'NoteDeleted') toast({ title: t('card.deleted') });
        else errorToast(t('card.deleteFailed'));
      },
      onError: (error) => {
        // No network: the deletion waits on the device; the card is gone meanwhile.
        if (isNetworkUnavailable(error)) toast({ title: t('card.offlineTitle'), description: t('card.offlineDelete') }, 3000);
        else errorToast(t('card.deleteFailed'));
      },
    });
  };

  return (
    <article className={styles.card} aria-labelledby={`idea-${idea.id}`}>
      <header className={styles.cardHeader}>
        <div>
          <h3 id={`idea-${idea.id}`} className={styles.cardTitle} dir="auto">
            {idea.title}
          </h3>
          <time className={styles.date} dateTime={idea.createdAt}>
            {t('card.created', { date: format.instant(idea.createdAt) })}
          </time>
        </div>
        <div className={styles.cardActions}>
          <Button variant="ghost" aria-label={t('card.edit', { title: idea.title })} onPress={() => onEdit(idea)}>
            <EditIcon />
          </Button>
          <DeleteButton label={t('card.delete', { title: idea.title })} onPress={() => setConfirming(true)} />
        </div>
      </header>
      <p className={styles.content} dir="auto">{idea.content}</p>
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
