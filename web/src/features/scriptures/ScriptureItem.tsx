import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ScriptureItem_scripture$key } from '../../__generated__/ScriptureItem_scripture.graphql';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/Dialog.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import type { EditedScripture } from './ScriptureForm.tsx';
import { useDeleteScriptureMutation } from './useDeleteScriptureMutation.ts';
import * as styles from './scriptures.css.ts';

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this scripture?';

interface Props {
  scripture: ScriptureItem_scripture$key;
  connectionId: string;
  onEdit: (scripture: EditedScripture) => void;
}

export function ScriptureItem({ scripture: key, connectionId, onEdit }: Props) {
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
      optimisticResponse: { deleteScripture: { __typename: 'ScriptureDeleted', deletedId: scripture.id } },
      onCompleted: ({ deleteScripture: result }) => {
        if (result.__typename === 'ScriptureDeleted') toast({ title: 'Scripture deleted successfully!' });
        else errorToast('Failed to delete scripture. Please try again.');
      },
      onError: () => {
        errorToast('Failed to delete scripture. Please try again.');
      },
    });
  };

  const headingId = `scripture-${scripture.id}`;
  return (
    <li className={[styles.card, scripture.favorite ? styles.favoriteCard : ''].join(' ')} aria-labelledby={headingId}>
      <div className={styles.itemHeader}>
        <h3 id={headingId} className={styles.reference}>
          {scripture.reference}
        </h3>
        {scripture.favorite && (
          <span className={styles.favorite}>
            <span aria-hidden="true">★</span> Favorite
          </span>
        )}
      </div>
      <p className={styles.verse}>{scripture.text}</p>
      {scripture.notes && <p className={styles.notes}>{scripture.notes}</p>}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          aria-label={`Edit ${scripture.reference}`}
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
          Edit
        </Button>
        <Button variant="danger" aria-label={`Delete ${scripture.reference}`} onPress={() => setConfirming(true)}>
          Delete
        </Button>
      </div>
      <ConfirmDialog
        title="Delete Scripture"
        message={DELETE_CONFIRMATION}
        confirmLabel="Delete"
        isOpen={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={remove}
      />
    </li>
  );
}
