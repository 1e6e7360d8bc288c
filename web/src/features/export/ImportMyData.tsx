// "Import my data" under "Download my data" (docs/product/export.md, "Import"): the member chooses
// the JSON file of an export, sees per area what it would add, what is already here and what is
// refused or not imported, and then imports it or cancels. The server decides everything; after
// an import the Relay store is marked stale, so every screen fetches its records again when it
// is next shown.
import { useEffect, useId, useRef, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useRelayEnvironment } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { Resources } from '../../i18n/resources.ts';
import { useOnline } from '../../offline/useOnline.ts';
import { Button } from '../../ui/Button.tsx';
import * as ui from '../../ui/ui.css.ts';
import { EXPORT_AREAS, type ExportArea } from './areas.ts';
import * as sectionStyles from './DownloadMyData.css.ts';
import { ImportError, MAX_IMPORT_BYTES, sendImportFile, type ImportFailure, type ImportSummary, type Refusal } from './importApi.ts';
import * as styles from './ImportMyData.css.ts';
import { ImportTable } from './ImportTable.tsx';
import { formatInstant } from '../../i18n/format.ts';

type DataImportMessages = Resources['account']['dataImport'];
type RefusalKey = keyof DataImportMessages['refusalReasons'];
type ImportField = keyof DataImportMessages['fields'];

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
  // The server names each reason by its catalogue key; one it names by none is shown as it came.
  const reasonText = (refusal: Refusal) => {
    if (refusal.key === null || !i18n.exists(`account:dataImport.refusalReasons.${refusal.key}`)) return refusal.message;
    const field = refusal.values.field;
    const fieldName =
      typeof field === 'string' && i18n.exists(`account:dataImport.fields.${field}`) ? t(`fields.${field as ImportField}`) : refusal.values.label;
    return t(`refusalReasons.${refusal.key as RefusalKey}`, { ...refusal.values, field: fieldName });
  };
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
  // Another app's file may write its date in a way of its own: then it is shown as written.
  const formatDay = (instant: string) => formatInstant(i18n.language, instant);
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
            {shown.summary.source.format === 'organized'
              ? t('fromOrganized', { file: shown.fileName, date: formatDay(shown.summary.source.exportedAt) })
              : t('from', { file: shown.fileName, username: shown.summary.source.username, date: formatDay(shown.summary.source.exportedAt) })}
          </p>
          <ImportTable
            caption={t('caption')}
            columns={[
              { label: t('columns.area'), numeric: false },
              { label: t('columns.inFile'), numeric: true },
              { label: step.name === 'done' ? t('columns.added') : t('columns.new'), numeric: true },
              { label: t('columns.present'), numeric: true },
              { label: t('columns.refused'), numeric: true },
            ]}
            rows={shown.summary.areas.map((area) => ({ key: area.area, name: areaName(area.area), cells: [area.inFile, area.new, area.present, area.refused] }))}
          />
          {refusals.length > 0 && (
            <>
              <h4 className={styles.subheading}>{t('refusalsTitle')}</h4>
              <ul className={styles.list}>
                {refusals.map((refusal) => (
                  <li key={`${refusal.area}:${refusal.message}`}>{t('refusal', { area: areaName(refusal.area), message: reasonText(refusal), count: refusal.count })}</li>
                ))}
              </ul>
            </>
          )}
          {shown.summary.notImported.length > 0 && (
            <ImportTable
              caption={t('notImportedCaption')}
              columns={[
                { label: t('columns.area'), numeric: false },
                { label: t('columns.inFile'), numeric: true },
                { label: t('columns.reason'), numeric: false },
              ]}
              rows={shown.summary.notImported.map((area) => ({ key: area.area, name: areaName(area.area), cells: [area.inFile, t(`reasons.${area.reason}`)] }))}
            />
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
