// The Bible Verses add form, in its dialog; it also edits a verse chosen in the list (Update Scripture).
// A refused submit marks the empty fields invalid with the message beside them and moves focus to
// the first; the server's own messages arrive the same way (docs/product/scriptures.md).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { isNetworkUnavailable } from '../../offline/queue.ts';
import { errorToast, toast } from '../../ui/toast.tsx';
import { useCreateScriptureMutation } from './useCreateScriptureMutation.ts';
import { useFocusFirstInvalid } from '../../ui/useFocusFirstInvalid.ts';
import { useUpdateScriptureMutation } from './useUpdateScriptureMutation.ts';
import * as styles from './scriptures.css.ts';

export interface ScriptureValues {
  reference: string;
  text: string;
  notes: string;
  favorite: boolean;
}

export interface EditedScripture extends ScriptureValues {
  id: string;
}

const EMPTY: ScriptureValues = { reference: '', text: '', notes: '', favorite: false };

interface Props {
  connectionId: string;
  /** The verse being edited, or null to add a new one. */
  editing: EditedScripture | null;
  onDone: () => void;
}

export function ScriptureForm({ connectionId, editing, onDone }: Props) {
  const { t } = useTranslation(['scriptures', 'common']);
  const [values, setValues] = useState<ScriptureValues>(editing ?? EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [commitCreate, creating] = useCreateScriptureMutation();
  const [commitUpdate, updating] = useUpdateScriptureMutation();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const set = (name: 'reference' | 'text' | 'notes') => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _fixed, ...rest }) => rest);
  };

  const finish = () => {
    setValues(EMPTY);
    setErrors({});
    onDone();
  };

  const fail = (result: { __typename: string; message?: string }, fallback: string) => {
    const failure = failureOf(result, fallback);
    if (result.__typename === 'ValidationError' && Object.keys(failure.fields).length > 0) {
      setErrors(failure.fields);
      focusFirstInvalid();
    } else errorToast(result.__typename === 'ValidationError' ? failure.message : fallback);
  };

  /** A write with no connection is kept on the device and shown; it is delivered later. */
  const savedOffline = (error: Error) => {
    if (!isNetworkUnavailable(error)) return false;
    toast({ title: t('messages.savedOffline'), description: t('messages.savedOfflineBody') }, 3000);
    finish();
    return true;
  };

  const submit = () => {
    const required = t('messages.required');
    const missing: Record<string, string> = {};
    if (!values.reference.trim()) missing.reference = required;
    if (!values.text.trim()) missing.text = required;
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      focusFirstInvalid();
      return;
    }
    const input = { reference: values.reference, text: values.text, notes: values.notes, favorite: values.favorite };
    if (editing) {
      commitUpdate({
        variables: { input: { id: editing.id, ...input } },
        onCompleted: ({ updateScripture: result }) => {
          if (result.__typename !== 'ScriptureUpdated') return fail(result, t('messages.updateFailed'));
          toast({ title: t('messages.updated') });
          finish();
        },
        onError: (error) => {
          if (!savedOffline(error)) errorToast(t('messages.updateFailed'));
        },
      });
      return;
    }
    commitCreate({
      variables: { input, connections: [connectionId] },
      onCompleted: ({ createScripture: result }) => {
        if (result.__typename !== 'ScriptureCreated') return fail(result, t('messages.addFailed'));
        toast({ title: t('messages.added') });
        finish();
      },
      onError: (error) => {
        if (!savedOffline(error)) errorToast(t('messages.addFailed'));
      },
    });
  };

  const busy = creating || updating;
  let submitLabel = editing ? t('form.update') : t('form.add');
  if (updating) submitLabel = t('form.updating');
  else if (creating) submitLabel = t('form.adding');
  return (
    <Form
      ref={ref}
      validationBehavior="aria"
      className={styles.form}
      aria-label={editing ? t('form.editTitle') : t('form.addTitle')}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <TextField
        label={t('form.reference')}
        isRequired
        autoFocus
        placeholder={t('form.referencePlaceholder')}
        value={values.reference}
        onChange={set('reference')}
        errorMessage={errors.reference}
      />
      <TextField label={t('form.text')} isRequired multiline rows={3} value={values.text} onChange={set('text')} errorMessage={errors.text} />
      <TextField label={t('form.notes')} multiline rows={2} value={values.notes} onChange={set('notes')} errorMessage={errors.notes} />
      <Checkbox isSelected={values.favorite} onChange={(favorite) => setValues((v) => ({ ...v, favorite }))}>
        {t('form.favorite')}
      </Checkbox>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={finish}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" isDisabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
