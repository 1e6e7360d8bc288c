// The member's contacts of one kind: the count, the Add Contact button, the cards (or the empty
// state), and the add/edit and delete dialogs. Written once for HLC and PVG; each page passes in
// its own connection.
import { useState } from 'react';
import type { ContactCard_contact$key } from '../../__generated__/ContactCard_contact.graphql';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/Dialog.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { ContactCard, type ContactValues } from './ContactCard.tsx';
import { ContactDialog } from './ContactDialog.tsx';
import { CONTACT_KINDS, countLabel, type ContactKind } from './kinds.ts';
import { useContactMutations } from './useContactMutations.ts';
import * as styles from './contacts.css.ts';

export const PAGE_SIZE = 20;

interface Props {
  kind: ContactKind;
  connectionId: string;
  totalCount: number;
  contacts: ReadonlyArray<ContactCard_contact$key & { readonly id: string }>;
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
}

export function ContactList({ kind, connectionId, totalCount, contacts, hasNext, isLoadingNext, onLoadMore }: Props) {
  const text = CONTACT_KINDS[kind];
  const mutations = useContactMutations(kind);
  const [dialog, setDialog] = useState<{ editing: ContactValues | null } | null>(null);
  const [deleting, setDeleting] = useState<ContactValues | null>(null);
  const openAdd = () => setDialog({ editing: null });

  const remove = () => {
    const contact = deleting;
    setDeleting(null);
    if (!contact) return;
    mutations.remove(contact.id, connectionId, {
      onSuccess: () => toast({ title: text.deleted }),
      onFailure: (failure) => errorToast(text.deleteFailed(failure.message)),
    });
  };

  return (
    <>
      <div className={styles.header}>
        <p className={styles.count} role="status">
          {countLabel(totalCount)}
        </p>
        <Button onPress={openAdd}>Add Contact</Button>
      </div>

      {contacts.length === 0 ? (
        <section className={styles.empty} aria-labelledby={`${kind}-empty`}>
          <h2 id={`${kind}-empty`}>{text.emptyTitle}</h2>
          <p className={styles.subtitle}>{text.emptyHint}</p>
          <Button onPress={openAdd}>Add First Contact</Button>
        </section>
      ) : (
        <ul className={styles.list} aria-label={text.title}>
          {contacts.map((contact) => (
            <ContactCard
              key={contact.id}
              contact={contact}
              onEdit={(values) => setDialog({ editing: values })}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      )}
      {hasNext && (
        <Button variant="secondary" isDisabled={isLoadingNext} onPress={onLoadMore}>
          {isLoadingNext ? 'Loading…' : 'Load more'}
        </Button>
      )}

      <ContactDialog
        kind={kind}
        editing={dialog?.editing ?? null}
        isOpen={dialog !== null}
        onClose={() => setDialog(null)}
        connectionId={connectionId}
        mutations={mutations}
      />
      <ConfirmDialog
        title={`Delete ${text.label} Contact`}
        message={text.deleteConfirmation}
        confirmLabel="Delete"
        isOpen={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={remove}
      />
    </>
  );
}

/** Spec 02: four card placeholders while the list loads. */
export function ContactsLoading() {
  return (
    <div role="status" aria-label="Loading contacts" className={styles.list}>
      {[0, 1, 2, 3].map((n) => (
        <div key={n} className={styles.skeletonCard} />
      ))}
    </div>
  );
}
