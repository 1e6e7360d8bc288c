// The inline Add / Edit form of Ministry Ideas: Title and Description, both required (spec 02
// section 5: "Please fill in both title and description.").
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import type { IdeaForm_note$key } from '../../__generated__/IdeaForm_note.graphql';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { IDEAS_CATEGORY } from '../notes/categories.ts';
import { useCreateIdeaMutation } from './useCreateIdeaMutation.ts';
import { useUpdateIdeaMutation } from './useUpdateIdeaMutation.ts';
import * as styles from './ideas.css.ts';

export const IDEA_REQUIRED = 'Please fill in both title and description.';

interface Props {
  idea: IdeaForm_note$key | null;
  connection: string;
  onDone: () => void;
}

export function IdeaForm({ idea: ideaKey, connection, onDone }: Props) {
  const idea = useFragment(
    graphql`
      fragment IdeaForm_note on Note {
        id
        title
        content
      }
    `,
    ideaKey,
  );
  const [title, setTitle] = useState(idea?.title ?? '');
  const [content, setContent] = useState(idea?.content ?? '');
  const [missing, setMissing] = useState(false);
  const [commitCreate, creating] = useCreateIdeaMutation();
  const [commitUpdate, updating] = useUpdateIdeaMutation();

  const submit = () => {
    if (!title.trim() || !content.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    if (idea) {
      const failed = 'Failed to update ministry idea. Please try again.';
      commitUpdate({
        variables: { input: { id: idea.id, title, content, category: IDEAS_CATEGORY } },
        optimisticUpdater: (store) => {
          store.get(idea.id)?.setValue(title.trim(), 'title').setValue(content.trim(), 'content');
        },
        onCompleted: ({ updateNote: result }) => {
          if (result.__typename !== 'NoteUpdated') return void errorToast(failed);
          toast({ title: 'Ministry idea updated successfully!' });
          onDone();
        },
        onError: () => {
          errorToast(failed);
        },
      });
      return;
    }
    const failed = 'Failed to create ministry idea. Please try again.';
    commitCreate({
      variables: { input: { title, content, category: IDEAS_CATEGORY }, connections: [connection] },
      onCompleted: ({ createNote: result }) => {
        if (result.__typename !== 'NoteCreated') return void errorToast(failed);
        toast({ title: 'Ministry idea created successfully!' });
        onDone();
      },
      onError: () => {
        errorToast(failed);
      },
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
        {idea ? 'Edit Ministry Idea' : 'New Ministry Idea'}
      </h2>
      <TextField label="Title" value={title} onChange={setTitle} autoFocus />
      <TextField label="Description" value={content} onChange={setContent} multiline rows={5} />
      {missing && (
        <p role="alert" className={styles.formError}>
          {IDEA_REQUIRED}
        </p>
      )}
      <div className={styles.formActions}>
        <Button variant="secondary" onPress={onDone}>
          Cancel
        </Button>
        <Button type="submit" isDisabled={creating || updating}>
          {idea ? 'Update Idea' : 'Save Idea'}
        </Button>
      </div>
    </Form>
  );
}
