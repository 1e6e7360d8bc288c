// What the Content tab has added, as members see it, each with Remove after a confirmation
// (docs/product/admin.md, "Content for every member"). A removal takes the item out of the
// root list it sits in and out of the store (a deleted record left in a plain list would read as
// null); an addition refreshes the lists through `fetchKey`.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { ContentListQuery } from '../../__generated__/ContentListQuery.graphql';
import { DeleteButton } from '../../ui/DeleteButton.tsx';
import { ConfirmDialog } from '../../ui/Dialog.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { usePasswordConfirmation } from '../second-factor/index.ts';
import { useRemoveCongregationScriptureMutation } from './useRemoveCongregationScriptureMutation.ts';
import { useRemoveCongregationVideoMutation } from './useRemoveCongregationVideoMutation.ts';
import * as styles from './admin.css.ts';

interface Item {
  id: string;
  name: string;
  detail: string;
}

export function ContentList({ fetchKey }: { fetchKey: number }) {
  const { t } = useTranslation('admin');
  const data = useLazyLoadQuery<ContentListQuery>(
    graphql`
      query ContentListQuery {
        congregationVideos {
          id
          title
          url
        }
        congregationScriptures {
          id
          reference
          text
        }
      }
    `,
    {},
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  const [removeVideo] = useRemoveCongregationVideoMutation();
  const [removeScripture] = useRemoveCongregationScriptureMutation();
  const [confirming, setConfirming] = useState<(Item & { kind: 'video' | 'scripture' }) | null>(null);

  const confirmation = usePasswordConfirmation();

  const remove = (item = confirming, retried = false) => {
    if (!item) return;
    const { kind, id } = item;
    setConfirming(null);
    const done = (typename: string) => {
      if (!retried && confirmation.ask(typename, () => remove(item, true))) return;
      if (typename.endsWith('Removed')) toast({ title: t('content.removed') });
      else errorToast(t('content.removeFailed'));
    };
    const onError = () => void errorToast(t('content.removeFailed'));
    if (kind === 'video') {
      removeVideo({
        variables: { input: { id } },
        updater: (store, answer) => answer?.removeCongregationVideo.__typename === 'CongregationVideoRemoved' && dropFromRootList(store, 'congregationVideos', id),
        onCompleted: (r) => done(r.removeCongregationVideo.__typename),
        onError,
      });
    } else {
      removeScripture({
        variables: { input: { id } },
        updater: (store, answer) =>
          answer?.removeCongregationScripture.__typename === 'CongregationScriptureRemoved' && dropFromRootList(store, 'congregationScriptures', id),
        onCompleted: (r) => done(r.removeCongregationScripture.__typename),
        onError,
      });
    }
  };

  const videos = data.congregationVideos.map((v) => ({ id: v.id, name: v.title, detail: v.url }));
  const scriptures = data.congregationScriptures.map((s) => ({ id: s.id, name: s.reference, detail: s.text }));
  return (
    <section className={styles.section} aria-labelledby="admin-content-list">
      <h3 id="admin-content-list" className={styles.heading}>
        {t('content.listHeading')}
      </h3>
      <Group title={t('content.videosList')} items={videos} onRemove={(item) => setConfirming({ ...item, kind: 'video' })} />
      <Group title={t('content.scripturesList')} items={scriptures} onRemove={(item) => setConfirming({ ...item, kind: 'scripture' })} />
      <ConfirmDialog
        title={t('content.removeTitle')}
        message={t('content.removeConfirm', { name: confirming?.name ?? '' })}
        confirmLabel={t('content.remove')}
        isOpen={confirming !== null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => remove()}
      />
      {confirmation.dialog}
    </section>
  );
}

function dropFromRootList(store: RecordSourceSelectorProxy, field: string, id: string) {
  const root = store.getRoot();
  root.setLinkedRecords((root.getLinkedRecords(field) ?? []).filter((record) => record?.getDataID() !== id), field);
  store.delete(id);
}

function Group({ title, items, onRemove }: { title: string; items: Item[]; onRemove: (item: Item) => void }) {
  const { t } = useTranslation('admin');
  return (
    <div>
      <h4 className={styles.heading}>{title}</h4>
      {items.length === 0 ? (
        <p className={styles.muted}>{t('content.none')}</p>
      ) : (
        <ul className={styles.contentList}>
          {items.map((item) => (
            <li key={item.id} className={styles.contentItem}>
              <span>
                <strong>{item.name}</strong>
                <span className={styles.muted}> — {item.detail}</span>
              </span>
              <DeleteButton label={t('content.removeLabel', { name: item.name })} onPress={() => onRemove(item)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
