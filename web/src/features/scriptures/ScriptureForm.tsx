// The Bible Verses add form; it also edits a verse chosen in the list (Update Scripture).
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { useCreateScriptureMutation } from './useCreateScriptureMutation.ts';
import { useUpdateScriptureMutation } from './useUpdateScriptureMutation.ts';
import * as styles from './scriptures.css.ts';

export const MESSAGES = {
  required: 'Please fill in both reference and text fields.',
  added: 'Scripture added successfully!',
  addFailed: 'Failed to add scripture. Please try again.',
  updated: 'Scripture updated successfully!',
  updateFailed: 'Failed to update scripture. Please try again.',
} as const;

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
  const [values, setValues] = useState<ScriptureValues>(editing ?? EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [commitCreate, creating] = useCreateScriptureMutation();
  const [commitUpdate, updating] = useUpdateScriptureMutation();
  const set = (name: 'reference' | 'text' | 'notes') => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const finish = () => {
    setValues(EMPTY);
    setErrors({});
    onDone();
  };

  const fail = (result: { __typename: string; message?: string }, fallback: string) => {
    const failure = failureOf(result, fallback);
    setErrors(failure.fields);
    errorToast(result.__typename === 'ValidationError' ? failure.message : fallback);
  };

  const submit = () => {
    const missing = { reference: !values.reference.trim(), text: !values.text.trim() };
    if (missing.reference || missing.text) {
      setErrors({
        ...(missing.reference ? { reference: MESSAGES.required } : {}),
        ...(missing.text ? { text: MESSAGES.required } : {}),
      });
      errorToast(MESSAGES.required);
      return;
    }
    const input = { reference: values.reference, text: values.text, notes: values.notes, favorite: values.favorite };
    if (editing) {
      commitUpdate({
        variables: { input: { id: editing.id, ...input } },
        onCompleted: ({ updateScripture: result }) => {
          if (result.__typename !== 'ScriptureUpdated') return fail(result, MESSAGES.updateFailed);
          toast({ title: MESSAGES.updated });
          finish();
        },
        onError: () => {
          errorToast(MESSAGES.updateFailed);
        },
      });
      return;
    }
    commitCreate({
      variables: { input, connections: [connectionId] },
      onCompleted: ({ createScripture: result }) => {
        if (result.__typename !== 'ScriptureCreated') return fail(result, MESSAGES.addFailed);
        toast({ title: MESSAGES.added });
        finish();
      },
      onError: () => {
        errorToast(MESSAGES.addFailed);
      },
    });
  };

  const busy = creating || updating;
  return (
    <Form
      validationBehavior="aria"
      className={styles.form}
      aria-labelledby="scripture-form-title"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 id="scripture-form-title">{editing ? 'Edit Scripture' : 'Add a Scripture'}</h2>
      <TextField label="Reference" isRequired autoFocus={!!editing} placeholder="e.g. John 3:16" value={values.reference} onChange={set('reference')} errorMessage={errors.reference} />
      <TextField label="Text" isRequired multiline rows={3} value={values.text} onChange={set('text')} errorMessage={errors.text} />
      <TextField label="Notes (optional)" multiline rows={2} value={values.notes} onChange={set('notes')} errorMessage={errors.notes} />
      <Checkbox isSelected={values.favorite} onChange={(favorite) => setValues((v) => ({ ...v, favorite }))}>
        Favorite
      </Checkbox>
      <div className={styles.actions}>
        {editing && (
          <Button variant="secondary" onPress={finish}>
            Cancel
          </Button>
        )}
        <Button type="submit" isDisabled={busy}>
          {editing ? (updating ? 'Updating…' : 'Update Scripture') : creating ? 'Adding…' : 'Add Scripture'}
        </Button>
      </div>
    </Form>
  );
}
