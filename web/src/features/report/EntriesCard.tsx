// The month's entries: add, edit and delete (docs/product/report.md), each kept on the device first
// and delivered by the one write path, so the list changes at once, signal or not.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { ReportPageQuery$data } from '../../__generated__/ReportPageQuery.graphql';
import { useFormat } from '../../i18n/format.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/Dialog.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { EntryDialog, type Entry } from './EntryDialog.tsx';
import { durationText } from './format.ts';
import { useDeleteServiceEntryMutation } from './useDeleteServiceEntryMutation.ts';
import * as styles from './report.css.ts';

type Entries = NonNullable<ReportPageQuery$data['viewer']>['serviceEntries']['edges'][number]['node'][];

interface Props {
  entries: Entries;
  /** The month's list (its store id), where a new entry shows at once. */
  connection: string;
  month: string;
  today: string;
  onChanged: () => void;
}

export function EntriesCard({ entries, connection, month, today, onChanged }: Props) {
  const { t } = useTranslation('report');
  const { calendarDate } = useFormat();
  const [editing, setEditing] = useState<Entry | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Entries[number] | null>(null);
  const [remove] = useDeleteServiceEntryMutation();
  const newDate = today.startsWith(month) ? today : `${month}-01`;

  const confirmDelete = () => {
    if (!deleting) return;
    remove({
      variables: { input: { id: deleting.id }, connections: [connection] },
      onCompleted: () => {
        toast({ title: t('entries.deleted') });
        onChanged();
      },
      onError: () => void errorToast(t('errors.generic')),
    });
    setDeleting(null);
  };

  return (
    <section className={styles.card} aria-labelledby="report-entries-title">
      <div className={styles.between}>
        <h2 id="report-entries-title" className={styles.cardTitle}>
          {t('entries.title')}
        </h2>
        <Button onPress={() => setEditing('new')}>
          <Plus size={18} aria-hidden="true" /> {t('entries.add')}
        </Button>
      </div>
      {entries.length === 0 ? (
        <p className={styles.muted}>{t('entries.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {entries.map((entry) => {
            const date = calendarDate(entry.date);
            return (
              <li key={entry.id} className={styles.item}>
                <div className={styles.itemText}>
                  <strong>
                    {date} · {durationText(t, entry.minutes)}
                  </strong>
                  <span className={styles.row}>
                    <span>{t(`kinds.${entry.kind}`)}</span>
                    {entry.credit && <span className={styles.badge}>{t('entries.credit')}</span>}
                    {entry.source === 'timer' && <span className={styles.badge}>{t('entries.fromTimer')}</span>}
                    {entry.source?.startsWith('gps:') && <span className={styles.badge}>{t('entries.fromGps')}</span>}
                  </span>
                  {entry.note && <span className={styles.muted}>{entry.note}</span>}
                </div>
                <div className={styles.row}>
                  <Button variant="ghost" aria-label={t('entries.edit', { date })} onPress={() => setEditing(entry)}>
                    <Pencil size={18} aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" aria-label={t('entries.delete', { date })} onPress={() => setDeleting(entry)}>
                    <Trash2 size={18} aria-hidden="true" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {editing && (
        <EntryDialog
          entry={editing === 'new' ? null : editing}
          defaultDate={newDate}
          connection={connection}
          onClose={() => setEditing(null)}
          onChanged={onChanged}
        />
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t('entries.deleteTitle')}
        message={t('entries.deleteMessage', { date: deleting ? calendarDate(deleting.date) : '' })}
        confirmLabel={t('entries.deleteConfirm')}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
