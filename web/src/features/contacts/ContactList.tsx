// The member's contacts of one list: the count, the Add Contact button, the cards (or the empty
// state), and the add/edit and delete dialogs. Written once for HLC and PVG.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactCard_contact$key } from '../../__generated__/ContactCard_contact.graphql';
import type { ContactPosition } from '../../generated/enums.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/Dialog.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { ContactCard, type ContactValues } from './ContactCard.tsx';
import { ContactDialog } from './ContactDialog.tsx';
import type { ContactKind } from './kinds.ts';
import { useContactMutations } from './useContactMutations.ts';
import * as styles from './contacts.css.ts';

interface Props {
  kind: ContactKind;
  connectionId: string;
  totalCount: number;
  positions: readonly ContactPosition[];
  defaultPosition: ContactPosition;
  contacts: ReadonlyArray<ContactCard_contact$key & { readonly id: string }>;
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
}

export function ContactList({ kind, connectionId, totalCount, positions, defaultPosition, contacts, hasNext, isLoadingNext, onLoadMore }: Props) {
  const { t } = useTranslation('contacts');
  const mutations = useContactMutations(kind);
  const [dialog, setDialog] = useState<{ editing: ContactValues | null } | null>(null);
  const [deleting, setDeleting] = useState<ContactValues | null>(null);
  const openAdd = () => setDialog({ editing: null });

  const remove = () => {
    const contact = deleting;
    setDeleting(null);
    if (!contact) return;
    mutations.remove(contact.id, connectionId, {
      onSuccess: () => toast({ title: t(`kind.${kind}.deleted`) }),
      onFailure: (failure) => errorToast(t(`kind.${kind}.deleteFailed`, { message: failure.message })),
    });
  };

  return (
    <>
      <div className={styles.header}>
        <p className={styles.count} role="status">
          {t('count', { count: totalCount })}
        </p>
        <Button onPress={openAdd}>{t('add')}</Button>
      </div>

      {contacts.length === 0 ? (
        <section className={styles.empty} aria-labelledby={`${kind}-empty`}>
          <h2 id={`${kind}-empty`}>{t(`kind.${kind}.emptyTitle`)}</h2>
          <p className={styles.subtitle}>{t(`kind.${kind}.emptyHint`)}</p>
          <Button onPress={openAdd}>{t('addFirst')}</Button>
        </section>
      ) : (
        <ul className={styles.list} aria-label={t(`kind.${kind}.title`)}>
          {contacts.map((contact) => (
            <ContactCard key={contact.id} contact={contact} onEdit={(values) => setDialog({ editing: values })} onDelete={setDeleting} />
          ))}
        </ul>
      )}
      {hasNext && (
        <Button variant="secondary" isDisabled={isLoadingNext} onPress={onLoadMore}>
          {isLoadingNext ? t('loadingMore') : t('loadMore')}
        </Button>
      )}

      <ContactDialog
        kind={kind}
        positions={positions}
        defaultPosition={defaultPosition}
        editing={dialog?.editing ?? null}
        isOpen={dialog !== null}
        onClose={() => setDialog(null)}
        connectionId={connectionId}
        mutations={mutations}
      />
      <ConfirmDialog
        title={t(`kind.${kind}.deleteTitle`)}
        message={t(`kind.${kind}.deleteConfirmation`)}
        confirmLabel={t('delete')}
        isOpen={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={remove}
      />
    </>
  );
}

/** Four card placeholders while the list loads. */
export function ContactsLoading() {
  const { t } = useTranslation('contacts');
  return (
    <div role="status" aria-label={t('loading')} className={styles.list}>
      {[0, 1, 2, 3].map((n) => (
        <div key={n} className={styles.skeletonCard} />
      ))}
    </div>
  );
}
