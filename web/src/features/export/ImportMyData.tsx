// "Import my data" under "Download my data" (docs/product/export.md, "Import"): the member chooses
// the JSON file of an export, sees per area what it would add, what is already here and what is
// refused or not imported, and then imports it or cancels. The server decides everything; after
// an import the Relay store is marked stale, so every screen fetches its records again when it
// is next shown.
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useRelayEnvironment } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { Button } from '../../ui/Button.tsx';
import * as ui from '../../ui/ui.css.ts';
import { EXPORT_AREAS, type ExportArea } from './areas.ts';
import * as sectionStyles from './DownloadMyData.css.ts';
import { ImportError, MAX_IMPORT_BYTES, sendImportFile, type ImportFailure, type ImportSummary } from './importApi.ts';
import * as styles from './ImportMyData.css.ts';

const onConnectionChange = (notify: () => void) => {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
};
const useOnline = () =>
  useSyncExternalStore(
    onConnectionChange,
    () => navigator.onLine,
    () => true,
  );

type Chosen = { fileName: string; text: string; summary: ImportSummary };
type Step = { name: 'idle' | 'reading' } | ({ name: 'preview' | 'importing' | 'done' } & Chosen);

export function ImportMyData() {
  const { t, i18n } = useTranslation('account', { keyPrefix: 'dataImport' });
  const { t: tAreas } = useTranslation('account', { keyPrefix: 'dataExport.areas' });
  const headingId = useId();
  const environment = useRelayEnvironment();
  const online = useOnline();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [failure, setFailure] = useState<ImportFailure | null>(null);
  // Cancel and Done leave the screen: focus goes back to "Choose a file", not to the page.
  const chooseRow = useRef<HTMLDivElement>(null);
  const [focusChoose, setFocusChoose] = useState(false);
  useEffect(() => {
    if (!focusChoose || step.name !== 'idle') return;
    chooseRow.current?.querySelector('button')?.focus();
    setFocusChoose(false);
  }, [focusChoose, step.name]);

  // An area this app does not know (a newer server's) is shown by its name in the file.
  const areaName = (area: string) => ((EXPORT_AREAS as readonly string[]).includes(area) ? tAreas(area as ExportArea) : area);
  const fail = (error: unknown, back: Step) => {
    setFailure(error instanceof ImportError ? error.reason : 'failed');
    setStep(back);
  };

  const choose = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setFailure(null);
    if (file.size > MAX_IMPORT_BYTES) {
      setFailure('tooLarge');
      return;
    }
    setStep({ name: 'reading' });
    try {
      const text = await file.text();
      setStep({ name: 'preview', fileName: file.name, text, summary: await sendImportFile(text, 'preview') });
    } catch (error) {
      fail(error, { name: 'idle' });
    }
  };

  const runImport = async () => {
    if (step.name !== 'preview') return;
    setFailure(null);
    setStep({ ...step, name: 'importing' });
    try {
      const summary = await sendImportFile(step.text, 'import');
      setStep({ ...step, name: 'done', summary });
      // Every screen reads its records from the server again the next time it is shown.
      // The proxy given is the one with invalidateStore at run time; the typings name its parent.
      environment.commitUpdate((store) => (store as RecordSourceSelectorProxy).invalidateStore());
    } catch (error) {
      fail(error, { ...step, name: 'preview' });
    }
  };

  const reset = () => {
    setFailure(null);
    setStep({ name: 'idle' });
    setFocusChoose(true);
  };

  const shown = 'summary' in step ? step : null;
  const added = shown ? shown.summary.areas.reduce((sum, area) => sum + area.new, 0) : 0;
  const refusals = shown ? shown.summary.areas.flatMap((area) => area.refusals.map((refusal) => ({ area: area.area, ...refusal }))) : [];

  return (
    <section className={sectionStyles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={sectionStyles.heading}>
        {t('title')}
      </h3>
      <p className={sectionStyles.intro}>{t('intro')}</p>
      <p className={sectionStyles.intro}>{t('limit')}</p>
      {!online && <p className={sectionStyles.intro}>{t('offline')}</p>}
      {!shown && (
        <div className={sectionStyles.row} ref={chooseRow}>
          <FileTrigger acceptedFileTypes={['application/json', '.json']} onSelect={(files) => void choose(files)}>
            <Button variant="secondary" isDisabled={!online || step.name === 'reading'}>
              {step.name === 'reading' ? t('reading') : t('choose')}
            </Button>
          </FileTrigger>
        </div>
      )}
      {failure && (
        <p role="alert" className={ui.fieldError}>
          {t(`errors.${failure}`)}
        </p>
      )}
      <div role="status">
        {shown && (
          <p className={styles.summary}>
            {step.name === 'done' ? t('resultSummary', { count: added }) : t('previewSummary', { count: added })}
            {step.name === 'done' && ` ${t('shown')}`}
          </p>
        )}
      </div>
      {shown && (
        <>
          <p className={sectionStyles.intro}>
            {t('from', {
              file: shown.fileName,
              username: shown.summary.source.username,
              date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(shown.summary.source.exportedAt)),
            })}
          </p>
          <table className={styles.table}>
            <caption className={styles.caption}>{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  {t('columns.area')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('columns.inFile')}
                </th>
                <th scope="col" className={styles.number}>
                  {step.name === 'done' ? t('columns.added') : t('columns.new')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('columns.present')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('columns.refused')}
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.summary.areas.map((area) => (
                <tr key={area.area}>
                  <th scope="row" className={styles.cell}>
                    {areaName(area.area)}
                  </th>
                  <td className={styles.number}>{area.inFile}</td>
                  <td className={styles.number}>{area.new}</td>
                  <td className={styles.number}>{area.present}</td>
                  <td className={styles.number}>{area.refused}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {refusals.length > 0 && (
            <>
              <h4 className={styles.subheading}>{t('refusalsTitle')}</h4>
              <ul className={styles.list}>
                {refusals.map((refusal) => (
                  <li key={`${refusal.area}:${refusal.message}`}>{t('refusal', { area: areaName(refusal.area), message: refusal.message, count: refusal.count })}</li>
                ))}
              </ul>
            </>
          )}
          {shown.summary.notImported.length > 0 && (
            <table className={styles.table}>
              <caption className={styles.caption}>{t('notImportedCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.cell}>
                    {t('columns.area')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('columns.inFile')}
                  </th>
                  <th scope="col" className={styles.cell}>
                    {t('columns.reason')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.summary.notImported.map((area) => (
                  <tr key={area.area}>
                    <th scope="row" className={styles.cell}>
                      {areaName(area.area)}
                    </th>
                    <td className={styles.number}>{area.inFile}</td>
                    <td className={styles.cell}>{t(`reasons.${area.reason}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <div className={sectionStyles.row}>
            {step.name !== 'done' ? (
              <>
                <Button onPress={() => void runImport()} isDisabled={!online || step.name === 'importing'}>
                  {step.name === 'importing' ? t('importing') : t('import')}
                </Button>
                <Button variant="secondary" onPress={reset} isDisabled={step.name === 'importing'}>
                  {t('cancel')}
                </Button>
              </>
            ) : (
              <Button variant="secondary" onPress={reset}>
                {t('done')}
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
