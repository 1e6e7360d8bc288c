// The Add Experience dialog (title, content, optional image) and, for an own experience, its
// edit form (docs/product/experiences.md). The image is checked here and again, from its bytes,
// by the server. A submit with a blank field marks the fields invalid with their messages beside
// them and moves focus to the first one, inside the dialog. A saved experience is kept on the
// device and delivered through the outbox, so it is saved with no signal too; what the server
// refuses later is shown in the list of waiting changes (docs/product/offline.md).
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FileTrigger, Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { imageProblem, megabytes } from '../../lib/image-file.ts';
import { useSaveExperienceMutation } from './useSaveExperienceMutation.ts';
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

type Errors = Partial<Record<'title' | 'content' | 'image' | 'shareWith', string>>;

export function ExperienceFormDialog({ viewerId, isOpen, editing, onClose }: Props) {
  const { t } = useTranslation(['experiences', 'common']);
  const { number } = useFormat();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [focusInvalid, setFocusInvalid] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const saveExperience = useSaveExperienceMutation();
  // From the press until the device has kept it: a second press would queue a second experience.
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    setTitle(editing?.title ?? '');
    setContent(editing?.content ?? '');
    setImage(null);
    setErrors({});
  }, [isOpen, editing]);

  // After the fields have rendered as invalid, the first of them takes the focus.
  useEffect(() => {
    if (focusInvalid) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  const showErrors = (next: Errors) => {
    setErrors(next);
    setFocusInvalid((n) => n + 1);
  };

  const pickImage = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      setErrors((e) => ({ ...e, image: t(`form.${problem}`) }));
      return;
    }
    setErrors(({ image: _removed, ...rest }) => rest);
    setImage(file);
  };

  const save = () => {
    const blank: Errors = {
      ...(!title.trim() && { title: t('form.titleRequired') }),
      ...(!content.trim() && { content: t('form.contentRequired') }),
    };
    if (blank.title || blank.content) {
      showErrors({ ...blank, ...(errors.image && { image: errors.image }) });
      return;
    }
    if (saving) return;
    setSaving(true);
    saveExperience({
      viewerId,
      id: editing?.id ?? null,
      title,
      content,
      image,
      onCompleted: ({ waiting }) => {
        setSaving(false);
        if (waiting) toast({ title: t('form.savedOffline'), description: t('form.savedOfflineText') }, 3000);
        else if (editing) toast({ title: t('form.updatedTitle'), description: t('form.updatedText') });
        else toast({ title: t('form.addedTitle'), description: t('form.addedText') });
        onClose();
      },
      onError: () => {
        setSaving(false);
        errorToast(editing ? t('form.updateFailed') : t('form.addFailed'));
      },
    });
  };

  return (
    <Dialog title={editing ? t('form.editTitle') : t('form.addTitle')} isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Form
        ref={form}
        className={styles.form}
        validationBehavior="aria"
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <TextField
          label={t('form.title')}
          value={title}
          onChange={setTitle}
          errorMessage={errors.title}
          placeholder={t('form.titlePlaceholder')}
        />
        <TextField
          label={t('form.content')}
          multiline
          rows={6}
          value={content}
          onChange={setContent}
          errorMessage={errors.content}
          placeholder={t('form.contentPlaceholder')}
        />
        {!editing && (
          <div className={styles.form}>
            <span className={styles.muted} id="experience-image-label">
              {t('form.image')}
            </span>
            <div className={styles.fileRow}>
              <FileTrigger acceptedFileTypes={['image/*']} onSelect={pickImage}>
                <Button
                  variant="secondary"
                  aria-describedby={errors.image ? 'experience-image-label experience-image-error' : 'experience-image-label'}
                >
                  <ImagePlus aria-hidden="true" className={styles.icon} />
                  {image ? t('form.changeImage') : t('form.chooseImage')}
                </Button>
              </FileTrigger>
              {image && (
                <>
                  <span>{t('form.file', { name: image.name, size: number(megabytes(image.size), { minimumFractionDigits: 2, maximumFractionDigits: 2 }) })}</span>
                  <Button variant="ghost" onPress={() => setImage(null)}>
                    <X aria-hidden="true" className={styles.icon} />
                    {t('form.removeImage')}
                  </Button>
                </>
              )}
            </div>
            {errors.image && (
              <span id="experience-image-error" role="alert" className={styles.fieldError}>
                {errors.image}
              </span>
            )}
          </div>
        )}
        <div className={styles.formActions}>
          <Button variant="secondary" onPress={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" isDisabled={saving}>
            {editing ? t('form.submitEdit') : t('form.submitAdd')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
