// The upload form, in its dialog (Upload Songs above the library opens it): several audio files at once, a title (a single file's defaults to its name
// without the extension; with several, each file's name is its title), an upload date (today by
// default), the first three names chosen, a progress bar per file fed by the upload's own progress
// events, and the result. When every file went up the dialog closes (the toast says so); when one
// failed it stays open with each file's outcome. docs/product/music.md, "Uploading".
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileTrigger, ProgressBar } from 'react-aria-components';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { ACCEPTED_TYPES, chooseAudio, LISTED_NAMES, titleOf, today, uploadSong } from './upload.ts';
import * as styles from './music.css.ts';

interface Progress {
  name: string;
  fraction: number;
  state: 'waiting' | 'sending' | 'done' | 'failed';
  message?: string;
}

export function UploadDialog({ isOpen, onOpenChange, onUploaded }: { isOpen: boolean; onOpenChange: (open: boolean) => void; onUploaded: () => void }) {
  const { t } = useTranslation('music');
  return (
    <Dialog title={t('upload.heading')} isOpen={isOpen} onOpenChange={onOpenChange}>
      <UploadForm onUploaded={onUploaded} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}

function UploadForm({ onUploaded, onClose }: { onUploaded: () => void; onClose: () => void }) {
  const { t } = useTranslation(['music', 'common']);
  const [files, setFiles] = useState<File[]>([]);
  const [title, setTitle] = useState('');
  const [date, setDate] = useState(today);
  const [progress, setProgress] = useState<Progress[]>([]);
  const [busy, setBusy] = useState(false);

  const choose = (list: FileList | null) => {
    const chosen = chooseAudio(Array.from(list ?? []));
    if ('skipped' in chosen) {
      setFiles([]);
      errorToast(t('messages.invalidTypeBody', { count: chosen.skipped }), t('messages.invalidTypeTitle'));
      return;
    }
    setFiles(chosen.files);
    setProgress([]);
    setTitle(chosen.files.length === 1 ? titleOf(chosen.files[0]!.name) : '');
  };

  const send = async () => {
    if (files.length === 0) return void errorToast(t('messages.noFilesBody'), t('messages.noFilesTitle'));
    const batch = files;
    setBusy(true);
    setProgress(batch.map((file) => ({ name: file.name, fraction: 0, state: 'waiting' })));
    const update = (index: number, change: Partial<Progress>) =>
      setProgress((all) => all.map((entry, i) => (i === index ? { ...entry, ...change } : entry)));
    let ok = 0;
    let lastError: string | null = null;
    // One file after another: each has the connection to itself, so its bar moves with its own bytes.
    for (const [index, file] of batch.entries()) {
      update(index, { state: 'sending' });
      const songTitle = batch.length === 1 ? title.trim() || titleOf(file.name) : titleOf(file.name);
      const outcome = await uploadSong(file, { title: songTitle, date: date || today() }, (fraction) => update(index, { fraction }));
      if (outcome.ok) {
        ok += 1;
        update(index, { state: 'done', fraction: 1 });
      } else {
        lastError = outcome.message ?? t('messages.uploadFailed');
        update(index, { state: 'failed', message: lastError });
      }
    }
    setBusy(false);
    setFiles([]);
    setTitle('');
    if (ok > 0) onUploaded();
    if (ok === batch.length) onClose();
    if (batch.length > 1) {
      const result = t('messages.bulkResult', { ok, total: batch.length });
      if (ok === batch.length) toast({ title: t('messages.bulkTitle'), description: result });
      else errorToast(result, t('messages.uploadFailedTitle'));
    } else if (ok === 1) toast({ title: t('messages.uploadedTitle'), description: t('messages.uploaded', { title: title.trim() || titleOf(batch[0]!.name) }) });
    else errorToast(lastError ?? t('messages.uploadFailed'), t('messages.uploadFailedTitle'));
  };

  const hidden = files.length - LISTED_NAMES;
  return (
    <div className={styles.uploadForm}>
      <div className={styles.row}>
        <FileTrigger allowsMultiple acceptedFileTypes={ACCEPTED_TYPES} onSelect={choose}>
          <Button variant="secondary" isDisabled={busy}>
            <Upload aria-hidden="true" size={16} className={styles.icon} /> {t('upload.choose')}
          </Button>
        </FileTrigger>
        <p className={styles.muted}>{files.length > 0 ? t('upload.selected', { count: files.length }) : t('upload.hint')}</p>
      </div>
      {files.length > 0 && (
        <ul className={styles.names} aria-label={t('upload.selected', { count: files.length })}>
          {files.slice(0, LISTED_NAMES).map((file, index) => (
            <li key={`${index}-${file.name}`}>{file.name}</li>
          ))}
          {hidden > 0 && <li>{t('upload.andMore', { count: hidden })}</li>}
        </ul>
      )}
      <div className={styles.fields}>
        <TextField
          label={t('upload.title')}
          value={files.length > 1 ? '' : title}
          onChange={setTitle}
          isDisabled={files.length > 1 || busy}
          description={files.length > 1 ? t('upload.titleHint') : undefined}
        />
        <TextField label={t('upload.date')} type="date" value={date} onChange={setDate} isDisabled={busy} />
      </div>
      {progress.length > 0 && (
        <ul className={styles.progressList}>
          {progress.map((entry, index) => (
            <li key={`${index}-${entry.name}`}>
              <ProgressBar className={styles.progress} value={Math.round(entry.fraction * 100)} aria-label={t('upload.progressLabel', { name: entry.name })}>
                {({ valueText }) => (
                  <>
                    <span className={styles.progressLabel}>
                      <span>{entry.name}</span>
                      <span className={entry.state === 'failed' ? styles.failed : undefined}>
                        {entry.state === 'done' ? t('upload.done') : entry.state === 'failed' ? t('upload.failed', { message: entry.message ?? '' }) : valueText}
                      </span>
                    </span>
                    <span className={styles.progressTrack}>
                      <span className={styles.progressFill} style={{ width: `${entry.fraction * 100}%`, display: 'block' }} />
                    </span>
                  </>
                )}
              </ProgressBar>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.formActions}>
        <Button variant="secondary" onPress={onClose}>
          {t('common:actions.cancel')}
        </Button>
        <Button onPress={() => void send()} isDisabled={busy}>
          {busy ? t('upload.uploading') : t('upload.submit')}
        </Button>
      </div>
    </div>
  );
}
