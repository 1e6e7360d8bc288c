// Saved Transcripts (count): each with its date, language and length, and Copy, Download (as
// transcript-<date>.txt) and Delete.
import { Copy, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.ts';
import { DeleteButton } from '../../ui/DeleteButton.tsx';
import { Button } from '../../ui/Button.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { transcriptFileName } from './recognition.ts';
import type { TranscriptItem, TranscriptStore } from './transcript-items.ts';
import * as styles from './transcriber.css.ts';

export function SavedTranscripts({ store }: { store: TranscriptStore }) {
  const { t } = useTranslation('transcriber');
  const format = useFormat();
  const { items } = store;

  const copy = async (item: TranscriptItem) => {
    try {
      await navigator.clipboard.writeText(item.text);
      toast({ title: t('toast.copied') });
    } catch {
      errorToast(t('toast.copyFailed'));
    }
  };
  const download = (item: TranscriptItem) => {
    const name = transcriptFileName(new Date(item.createdAt));
    const url = URL.createObjectURL(new Blob([item.text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
    toast({ title: t('toast.downloaded'), description: name });
  };
  const remove = async (item: TranscriptItem) => {
    if (await store.remove(item.id)) toast({ title: t('toast.deleted') });
  };

  return (
    <section className={styles.page} aria-labelledby="saved-transcripts">
      <h2 id="saved-transcripts" className={styles.heading}>
        {t('saved.heading', { n: items.length })}
      </h2>
      {items.length === 0 ? (
        <p className={styles.subtitle}>{t('saved.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => {
            const date = format.instant(item.createdAt, { dateStyle: 'medium', timeStyle: 'short' });
            return (
              <li key={item.id} className={styles.item}>
                <p className={styles.itemText}>{item.text}</p>
                <p className={styles.meta}>
                  {[date, t(`languages.${item.language}` as 'languages.en-US', { defaultValue: item.language }), t('saved.seconds', { n: item.duration })].join(' · ')}
                </p>
                <div className={styles.actions}>
                  <Button variant="secondary" aria-label={t('saved.copyLabel', { date })} onPress={() => copy(item)}>
                    <Copy aria-hidden="true" size={16} />
                    {t('saved.copy')}
                  </Button>
                  <Button variant="secondary" aria-label={t('saved.downloadLabel', { date })} onPress={() => download(item)}>
                    <Download aria-hidden="true" size={16} />
                    {t('saved.download')}
                  </Button>
                  <DeleteButton label={t('saved.deleteLabel', { date })} onPress={() => remove(item)} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
