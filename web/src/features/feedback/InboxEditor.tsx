// What an admin changes on a report in the inbox: its status, a problem report's priority, and the
// answer the sender reads under My reports. Saved together; the server's message shows beside the
// answer or as a toast.
import { Save } from 'lucide-react';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { failureOf, type MutationResult } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { DEFAULT_PRIORITY, DEFAULT_STATUS, isPriority, isStatus, PRIORITIES, STATUSES, type Priority, type Status } from './labels.ts';
import * as styles from './feedback.css.ts';

export interface InboxChange {
  status: Status;
  priority?: Priority;
  answer: string;
}

/** A report's values as the editor starts from them: a status or priority this version does not know reads as the default. */
export function inboxInitial(report: { status: string; priority?: string; answer?: string | null }): InboxChange {
  const status = isStatus(report.status) ? report.status : DEFAULT_STATUS;
  const answer = report.answer ?? '';
  if (report.priority === undefined) return { status, answer };
  return { status, priority: isPriority(report.priority) ? report.priority : DEFAULT_PRIORITY, answer };
}

interface Props {
  /** Names the fields for assistive technology: several editors share one screen. */
  label: string;
  initial: InboxChange;
  saving: boolean;
  onSave: (change: InboxChange, done: (result: MutationResult) => void, failed: () => void) => void;
}

export function InboxEditor({ label, initial, saving, onSave }: Props) {
  const { t } = useTranslation('feedback');
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const setAnswer = (answer: string) => setValues((v) => ({ ...v, answer }));
  const setStatus = (status: string) => isStatus(status) && setValues((v) => ({ ...v, status }));
  const setPriority = (priority: string) => isPriority(priority) && setValues((v) => ({ ...v, priority }));

  const save = () =>
    onSave(
      values,
      (result) => {
        if (result.__typename.endsWith('Updated')) {
          setErrors({});
          toast({ title: t('inbox.saved') });
          return;
        }
        const failure = failureOf(result, t('inbox.failed'));
        setErrors(failure.fields);
        errorToast(result.__typename === 'ValidationError' || result.__typename === 'NotFoundError' ? failure.message : t('inbox.failed'));
      },
      () => void errorToast(t('inbox.failed')),
    );

  return (
    <Form
      className={styles.editor}
      aria-label={label}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving) save();
      }}
    >
      <Select
        label={t('inbox.status')}
        options={STATUSES.map((id) => ({ id, label: t(`status.${id}`) }))}
        value={values.status}
        onChange={setStatus}
        errorMessage={errors.status}
      />
      {values.priority !== undefined && (
        <Select
          label={t('inbox.priority')}
          options={PRIORITIES.map((id) => ({ id, label: t(`priority.${id}`) }))}
          value={values.priority}
          onChange={setPriority}
          errorMessage={errors.priority}
        />
      )}
      <TextField label={t('inbox.answer')} multiline rows={3} value={values.answer} onChange={setAnswer} errorMessage={errors.answer} />
      <div className={styles.editorActions}>
        <Button type="submit" isDisabled={saving}>
          <Save aria-hidden="true" size={16} />
          {saving ? t('inbox.saving') : t('inbox.save')}
        </Button>
      </div>
    </Form>
  );
}
