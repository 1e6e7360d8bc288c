// Add New Video: title, URL, optional description, duration and category, checked here with the
// same rules as the API before anything is sent.
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { useCreateVideoMutation } from './useCreateVideoMutation.ts';
import { MESSAGES, videoProblems, type VideoValues } from './video-rules.ts';
import * as styles from './videos.css.ts';

const EMPTY: VideoValues = { title: '', url: '', description: '', duration: '', category: '' };

interface Props {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  connectionId: string;
}

export function AddVideoDialog({ isOpen, onOpenChange, connectionId }: Props) {
  return (
    <Dialog title="Add New Video" isOpen={isOpen} onOpenChange={onOpenChange}>
      <AddVideoForm connectionId={connectionId} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function AddVideoForm({ connectionId, onDone }: { connectionId: string; onDone: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [commit, inFlight] = useCreateVideoMutation();
  const set = (name: keyof VideoValues) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = () => {
    const problems = videoProblems(values);
    setErrors(problems);
    if (problems.title === MESSAGES.required || problems.url === MESSAGES.required) {
      errorToast(MESSAGES.required, MESSAGES.missingTitle);
      return;
    }
    if (Object.keys(problems).length > 0) return;
    commit({
      variables: { input: values, connections: [connectionId] },
      onCompleted: ({ createVideo: result }) => {
        if (result.__typename === 'VideoCreated') {
          toast({ title: MESSAGES.added });
          onDone();
          return;
        }
        const failure = failureOf(result, MESSAGES.addFailed);
        setErrors(failure.fields);
        errorToast(result.__typename === 'ValidationError' ? failure.message : MESSAGES.addFailed);
      },
      onError: () => {
        errorToast(MESSAGES.addFailed);
      },
    });
  };

  return (
    <Form
      validationBehavior="aria"
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <TextField label="Title" isRequired autoFocus value={values.title} onChange={set('title')} errorMessage={errors.title} />
      <TextField
        label="URL"
        type="url"
        isRequired
        placeholder="https://"
        value={values.url}
        onChange={set('url')}
        errorMessage={errors.url}
      />
      <TextField label="Description (optional)" multiline rows={3} value={values.description} onChange={set('description')} errorMessage={errors.description} />
      <TextField
        label="Duration"
        placeholder="5:30"
        description="Minutes and seconds (5:30) or hours, minutes and seconds (1:05:30)"
        value={values.duration}
        onChange={set('duration')}
        errorMessage={errors.duration}
      />
      <TextField label="Category" placeholder="e.g. Bible Teachings" value={values.category} onChange={set('category')} errorMessage={errors.category} />
      <div className={styles.formActions}>
        <Button variant="secondary" onPress={onDone}>
          Cancel
        </Button>
        <Button type="submit" isDisabled={inFlight}>
          {inFlight ? 'Adding…' : 'Add Video'}
        </Button>
      </div>
    </Form>
  );
}
