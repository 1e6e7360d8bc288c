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
import { PRIORITIES, STATUSES } from './labels.ts';
import * as styles from './feedback.css.ts';

export interface InboxChange {
  status: string;
  priority?: string;
  answer: string;
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
  const set = (name: keyof InboxChange) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

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
        onChange={set('status')}
        errorMessage={errors.status}
      />
      {values.priority !== undefined && (
        <Select
          label={t('inbox.priority')}
          options={PRIORITIES.map((id) => ({ id, label: t(`priority.${id}`) }))}
          value={values.priority}
          onChange={set('priority')}
          errorMessage={errors.priority}
        />
      )}
      <TextField label={t('inbox.answer')} multiline rows={3} value={values.answer} onChange={set('answer')} errorMessage={errors.answer} />
      <div className={styles.editorActions}>
        <Button type="submit" isDisabled={saving}>
          <Save aria-hidden="true" size={16} />
          {saving ? t('inbox.saving') : t('inbox.save')}
        </Button>
      </div>
    </Form>
  );
}
