// One verse of the list: reference, text, notes, the favourite mark, Edit, and Delete (an icon,
// after a confirmation). docs/product/scriptures.md.
import { Pencil, Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { ScriptureItem_scripture$key } from '../../__generated__/ScriptureItem_scripture.graphql';
import { DeleteButton } from '../../ui/DeleteButton.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/Dialog.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import type { EditedScripture } from './ScriptureForm.tsx';
import { useDeleteScriptureMutation } from './useDeleteScriptureMutation.ts';
import * as styles from './scriptures.css.ts';

interface Props {
  scripture: ScriptureItem_scripture$key;
  connectionId: string;
  onEdit: (scripture: EditedScripture) => void;
}

export function ScriptureItem({ scripture: key, connectionId, onEdit }: Props) {
  const { t } = useTranslation(['scriptures', 'common']);
  const scripture = useFragment(
    graphql`
      fragment ScriptureItem_scripture on Scripture {
        id
        reference
        text
        notes
        favorite
      }
    `,
    key,
  );
  const [confirming, setConfirming] = useState(false);
  const [commitDelete] = useDeleteScriptureMutation();

  const remove = () => {
    setConfirming(false);
    commitDelete({
      variables: { input: { id: scripture.id }, connections: [connectionId] },
      onCompleted: ({ deleteScripture: result }) => {
        if (result.__typename === 'ScriptureDeleted') toast({ title: t('messages.deleted') });
        else errorToast(t('messages.deleteFailed'));
      },
      onError: () => {
        errorToast(t('messages.deleteFailed'));
      },
    });
  };

  const headingId = `scripture-${scripture.id}`;
  return (
    <li className={[styles.card, scripture.favorite ? styles.favoriteCard : ''].join(' ')} aria-labelledby={headingId}>
      <div className={styles.itemHeader}>
        <h3 id={headingId} className={styles.reference} dir="auto">
          {scripture.reference}
        </h3>
        {scripture.favorite && (
          <span className={styles.favorite}>
            <Star aria-hidden="true" size={14} className={styles.favoriteIcon} /> {t('item.favorite')}
          </span>
        )}
      </div>
      <p className={styles.verse} dir="auto">{scripture.text}</p>
      {scripture.notes && (
        <p className={styles.notes} dir="auto">
          {scripture.notes}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          aria-label={t('item.editLabel', { reference: scripture.reference })}
          onPress={() =>
            onEdit({
              id: scripture.id,
              reference: scripture.reference,
              text: scripture.text,
              notes: scripture.notes ?? '',
              favorite: scripture.favorite,
            })
          }
        >
          <Pencil aria-hidden="true" size={16} /> {t('common:actions.edit')}
        </Button>
        <DeleteButton label={t('item.deleteLabel', { reference: scripture.reference })} onPress={() => setConfirming(true)} />
      </div>
      <ConfirmDialog
        title={t('item.deleteTitle')}
        message={t('messages.deleteConfirmation')}
        confirmLabel={t('common:actions.delete')}
        isOpen={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={remove}
      />
    </li>
  );
}
