// The inline Add / Edit form of Ministry Ideas: Title and Description, both required
// (docs/product/ideas.md). A blank field is marked invalid with the message beside it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import type { IdeaForm_note$key } from '../../__generated__/IdeaForm_note.graphql';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { useHeld } from '../../platform/use-held.ts';
import { isNetworkUnavailable } from '../../offline/queue.ts';
import { IDEAS_CATEGORY } from '../notes/index.ts';
import { useCreateIdeaMutation } from './useCreateIdeaMutation.ts';
import { useUpdateIdeaMutation } from './useUpdateIdeaMutation.ts';
import * as styles from './ideas.css.ts';

/** The saved-offline toast shows 3 s, as a note's does (docs/product/notes.md). */
const OFFLINE_TOAST_MS = 3000;

interface Props {
  idea: IdeaForm_note$key | null;
  connection: string;
  onDone: () => void;
}

export function IdeaForm({ idea: ideaKey, connection, onDone }: Props) {
  const idea = useHeld(
    useFragment(
      graphql`
        fragment IdeaForm_note on Note {
          id
          title
          content
        }
      `,
      ideaKey,
    ),
  );
  const [title, setTitle] = useState(idea?.title ?? '');
  const [content, setContent] = useState(idea?.content ?? '');
  const { t } = useTranslation('ideas');
  const [missing, setMissing] = useState(false);
  const [commitCreate, creating] = useCreateIdeaMutation();
  const [commitUpdate, updating] = useUpdateIdeaMutation();

  const submit = () => {
    if (!title.trim() || !content.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    // Written on the device at once and queued for the server like every note: with no connection
    // the idea waits on the device and is sent when the connection returns.
    const savedOffline = () => {
      toast({ title: t('form.offlineTitle'), description: t('form.offlineBody') }, OFFLINE_TOAST_MS);
      onDone();
    };
    if (idea) {
      const failed = t('form.updateFailed');
      commitUpdate({
        variables: { input: { id: idea.id, title, content, category: IDEAS_CATEGORY } },
        onCompleted: ({ updateNote: result }) => {
          if (result.__typename !== 'NoteUpdated') return void errorToast(failed);
          toast({ title: t('form.updated') });
          onDone();
        },
        onError: (error) => (isNetworkUnavailable(error) ? savedOffline() : errorToast(failed)),
      });
      return;
    }
    const failed = t('form.createFailed');
    commitCreate({
      variables: { input: { title, content, category: IDEAS_CATEGORY }, connections: [connection] },
      onCompleted: ({ createNote: result }) => {
        if (result.__typename !== 'NoteCreated') return void errorToast(failed);
        toast({ title: t('form.created') });
        onDone();
      },
      onError: (error) => (isNetworkUnavailable(error) ? savedOffline() : errorToast(failed)),
    });
  };

  return (
    <Form
      className={styles.form}
      aria-labelledby="idea-form-title"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 id="idea-form-title" className={styles.formTitle}>
        {idea ? t('form.editTitle') : t('form.newTitle')}
      </h2>
      <TextField label={t('form.title')} value={title} onChange={setTitle} autoFocus />
      <TextField label={t('form.description')} value={content} onChange={setContent} multiline rows={5} />
      {missing && (
        <p role="alert" className={styles.formError}>
          {t('form.required')}
        </p>
      )}
      <div className={styles.formActions}>
        <Button variant="secondary" onPress={onDone}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" isDisabled={creating || updating}>
          {idea ? t('form.update') : t('form.save')}
        </Button>
      </div>
    </Form>
  );
}
