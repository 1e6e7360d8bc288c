// Add New Video: title, URL, optional description, duration and category. The form checks the
// API's rules before sending (./video-rules.ts); a refused submit keeps focus in the dialog, on
// the first field in error, with the message beside it (docs/product/videos.md).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { isNetworkUnavailable } from '../../offline/queue.ts';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { useFocusFirstInvalid } from '../../ui/useFocusFirstInvalid.ts';
import { useCreateVideoMutation } from './useCreateVideoMutation.ts';
import { videoProblems, type VideoValues } from './video-rules.ts';
import * as styles from './videos.css.ts';

const EMPTY: VideoValues = { title: '', url: '', description: '', duration: '', category: '' };

interface Props {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  connectionId: string;
}

export function AddVideoDialog({ isOpen, onOpenChange, connectionId }: Props) {
  const { t } = useTranslation(['videos', 'common']);
  return (
    <Dialog title={t('form.title')} isOpen={isOpen} onOpenChange={onOpenChange}>
      <AddVideoForm connectionId={connectionId} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function AddVideoForm({ connectionId, onDone }: { connectionId: string; onDone: () => void }) {
  const { t } = useTranslation(['videos', 'common']);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [commit, inFlight] = useCreateVideoMutation();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const set = (name: keyof VideoValues) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _fixed, ...rest }) => rest);
  };

  const submit = () => {
    const problems = Object.fromEntries(Object.entries(videoProblems(values)).map(([field, key]) => [field, t(key)]));
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid();
      return;
    }
    commit({
      variables: { input: values, connections: [connectionId] },
      onCompleted: ({ createVideo: result }) => {
        if (result.__typename === 'VideoCreated') {
          toast({ title: t('messages.added') });
          onDone();
          return;
        }
        const failure = failureOf(result, t('messages.addFailed'));
        if (result.__typename === 'ValidationError' && Object.keys(failure.fields).length > 0) {
          setErrors(failure.fields);
          focusFirstInvalid();
        } else errorToast(result.__typename === 'ValidationError' ? failure.message : t('messages.addFailed'));
      },
      onError: (error) => {
        // Kept on the device and shown in the list; it is delivered when a connection returns.
        if (isNetworkUnavailable(error)) {
          toast({ title: t('messages.savedOffline'), description: t('messages.savedOfflineBody') }, 3000);
          onDone();
        } else errorToast(t('messages.addFailed'));
      },
    });
  };

  return (
    <Form
      ref={ref}
      validationBehavior="aria"
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <TextField label={t('form.videoTitle')} isRequired autoFocus value={values.title} onChange={set('title')} errorMessage={errors.title} />
      <TextField
        label={t('form.url')}
        type="url"
        isRequired
        placeholder="https://" /* i18n-ignore: the scheme every address starts with */
        value={values.url}
        onChange={set('url')}
        errorMessage={errors.url}
      />
      <TextField
        label={t('form.description')}
        multiline
        rows={3}
        value={values.description}
        onChange={set('description')}
        errorMessage={errors.description}
      />
      <TextField
        label={t('form.duration')}
        placeholder={t('form.durationPlaceholder')}
        description={t('form.durationHelp')}
        value={values.duration}
        onChange={set('duration')}
        errorMessage={errors.duration}
      />
      <TextField
        label={t('form.category')}
        placeholder={t('form.categoryPlaceholder')}
        value={values.category}
        onChange={set('category')}
        errorMessage={errors.category}
      />
      <div className={styles.formActions}>
        <Button variant="secondary" onPress={onDone}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" isDisabled={inFlight}>
          {inFlight ? t('form.adding') : t('form.submit')}
        </Button>
      </div>
    </Form>
  );
}
