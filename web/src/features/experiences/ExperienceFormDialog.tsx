// The Add Experience dialog (title, content, optional image) and, for an own experience, its
// edit form. The image is checked here with the spec's messages and again, from its bytes, by
// the server.
import { useEffect, useState } from 'react';
import { FileTrigger, Form } from 'react-aria-components';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { IMAGE_MESSAGES, imageProblem, sizeInMB } from './format.ts';
import { useCreateExperienceMutation } from './useCreateExperienceMutation.ts';
import { useUpdateExperienceMutation } from './useUpdateExperienceMutation.ts';
import * as styles from './experiences.css.ts';

export interface EditTarget {
  id: string;
  title: string;
  content: string;
}

interface Props {
  viewerId: string;
  isOpen: boolean;
  /** The experience being edited; null to add one. */
  editing: EditTarget | null;
  onClose: () => void;
}

const ADD_FAILED = 'Failed to add experience. Please try again.';
const UPDATE_FAILED = 'Failed to update experience. Please try again.';

export function ExperienceFormDialog({ viewerId, isOpen, editing, onClose }: Props) {
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, creating] = useCreateExperienceMutation();
  const [commitUpdate, updating] = useUpdateExperienceMutation();
  const busy = creating || updating;

  useEffect(() => {
    if (!isOpen) return;
    setTitle(editing?.title ?? '');
    setContent(editing?.content ?? '');
    setImage(null);
    setErrors({});
  }, [isOpen, editing]);

  const pickImage = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      errorToast(problem);
      setErrors((e) => ({ ...e, image: problem }));
      return;
    }
    setErrors(({ image: _removed, ...rest }) => rest);
    setImage(file);
  };

  const fail = (result: { __typename: string; message?: string; fields?: ReadonlyArray<{ path: string; message: string }> }, fallback: string) => {
    const failure = failureOf(result, fallback);
    setErrors(failure.fields);
    errorToast(result.__typename === 'ValidationError' ? failure.message : fallback);
  };

  const save = () => {
    if (!title.trim() || !content.trim()) {
      setErrors({ title: IMAGE_MESSAGES.required });
      errorToast(IMAGE_MESSAGES.required);
      return;
    }
    if (editing) {
      commitUpdate({
        variables: { input: { id: editing.id, title, content } },
        onCompleted: ({ updateExperience: result }) => {
          if (result.__typename !== 'ExperienceUpdated') return fail(result, UPDATE_FAILED);
          toast({ title: 'Experience Updated', description: 'Your changes have been saved.' });
          onClose();
        },
        onError: () => void errorToast(UPDATE_FAILED),
      });
      return;
    }
    create({
      viewerId,
      title,
      content,
      image,
      onCompleted: (result) => {
        if (result.__typename !== 'ExperienceCreated') return fail(result, ADD_FAILED);
        toast({ title: 'Experience Added', description: 'Your experience has been saved privately. You can share it later.' });
        onClose();
      },
      onError: () => void errorToast(ADD_FAILED),
    });
  };

  return (
    <Dialog title={editing ? 'Edit Experience' : 'Add Ministry Experience'} isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Form
        className={styles.form}
        validationBehavior="aria"
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <TextField label="Title" value={title} onChange={setTitle} errorMessage={errors.title} placeholder="A short title" />
        <TextField
          label="Content"
          multiline
          rows={6}
          value={content}
          onChange={setContent}
          errorMessage={errors.content}
          placeholder="What happened in your ministry?"
        />
        {!editing && (
          <div className={styles.form}>
            <span className={styles.muted} id="experience-image-label">
              Image (optional): JPEG, PNG, GIF or WebP under 10 MB
            </span>
            <div className={styles.fileRow}>
              <FileTrigger acceptedFileTypes={['image/*']} onSelect={pickImage}>
                <Button variant="secondary" aria-describedby="experience-image-label">
                  {image ? 'Change Image' : 'Choose Image'}
                </Button>
              </FileTrigger>
              {image && (
                <>
                  <span>
                    {image.name} ({sizeInMB(image.size)})
                  </span>
                  <Button variant="ghost" onPress={() => setImage(null)}>
                    Remove Image
                  </Button>
                </>
              )}
            </div>
            {errors.image && (
              <span role="alert" className={styles.muted}>
                {errors.image}
              </span>
            )}
          </div>
        )}
        <div className={styles.formActions}>
          <Button variant="secondary" onPress={onClose}>
            Cancel
          </Button>
          <Button type="submit" isDisabled={busy}>
            {busy ? 'Saving…' : editing ? 'Update Experience' : 'Add Experience'}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
