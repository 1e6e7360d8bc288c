// The full-screen Add New Note / Edit Note form (docs/product/notes.md): title, category, the
// householder section, the voice box, the content, the draft indicator, Cancel and Save. Save is
// disabled while the title or the content is blank, so nothing is sent then.
import { useEffect, useRef, useState } from 'react';
import { Dialog, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useHeld } from '../../platform/use-held.ts';
import type { NoteEditor_note$key } from '../../__generated__/NoteEditor_note.graphql';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { isNetworkUnavailable } from '../../offline/queue.ts';
import { errorToast, toast } from '../../ui/toast.tsx';
import { DEFAULT_CATEGORY, rowIdOf, useCategoryOptions } from './categories.ts';
import { connectionsFor } from './connections.ts';
import { useCreateNoteMutation } from './useCreateNoteMutation.ts';
import { draftKey, useNoteDraft, type NoteDraft } from './useNoteDraft.ts';
import { useUpdateNoteMutation } from './useUpdateNoteMutation.ts';
import { VoiceRecorder } from './VoiceRecorder.tsx';
import * as styles from './editor.css.ts';

/** "Note added" stays 2 s (docs/product/notes.md). */
const SAVED_TOAST_MS = 2000;
/** The offline-save toast shows 3 s (docs/product/notes.md). */
const OFFLINE_TOAST_MS = 3000;
const HOUSEHOLDER_FIELDS = ['householderName', 'address', 'timeContacted', 'literatureLeft'] as const;

const BLANK: NoteDraft = {
  title: '',
  content: '',
  category: DEFAULT_CATEGORY,
  householderName: '',
  address: '',
  timeContacted: '',
  literatureLeft: '',
};

const hasHouseholder = (v: NoteDraft) => HOUSEHOLDER_FIELDS.some((f) => v[f].trim() !== '');

interface Props {
  note: NoteEditor_note$key | null;
  viewerId: string;
  /** The list's search text, so a new note joins the searched list when it matches. */
  search: string;
  onClose: () => void;
}

export function NoteEditor({ note: noteKey, viewerId, search, onClose }: Props) {
  const note = useHeld(
    useFragment(
      graphql`
        fragment NoteEditor_note on Note {
          id
          title
          content
          category
          householderName
          address
          timeContacted
          literatureLeft
        }
      `,
      noteKey,
    ),
  );
  const { t } = useTranslation('notes');
  const categoryOptions = useCategoryOptions();
  const initial: NoteDraft = note
    ? {
        title: note.title,
        content: note.content,
        category: note.category,
        householderName: note.householderName ?? '',
        address: note.address ?? '',
        timeContacted: note.timeContacted ?? '',
        literatureLeft: note.literatureLeft ?? '',
      }
    : BLANK;
  const key = draftKey(note ? rowIdOf(note.id) : null);
  const [values, setValues] = useState<NoteDraft>(initial);
  const [householder, setHouseholder] = useState(() => hasHouseholder(initial));
  const edited = useRef(false);
  const draft = useNoteDraft(key);
  const [commitCreate, creating] = useCreateNoteMutation();
  const [commitUpdate, updating] = useUpdateNoteMutation();
  const saving = creating || updating;

  const { load } = draft;
  useEffect(() => {
    let current = true;
    void load().then((saved) => {
      if (!current || !saved || edited.current) return;
      const restored = { ...BLANK, ...saved };
      setValues(restored);
      if (hasHouseholder(restored)) setHouseholder(true);
    });
    return () => {
      current = false;
    };
  }, [load]);

  const { schedule } = draft;
  useEffect(() => {
    if (edited.current) schedule(values);
  }, [values, schedule]);

  const set = (field: keyof NoteDraft) => (value: string) => {
    edited.current = true;
    setValues((v) => ({ ...v, [field]: value }));
  };
  const appendTranscript = (text: string) => {
    edited.current = true;
    setValues((v) => ({ ...v, content: v.content.trim() ? `${v.content.trimEnd()} ${text}` : text }));
  };

  const close = () => {
    draft.flush();
    onClose();
  };

  const canSave = values.title.trim() !== '' && values.content.trim() !== '' && !saving;

  const saved = async (message: string, timeout?: number) => {
    await draft.discard();
    toast({ title: message }, timeout);
    onClose();
  };

  /** No connection: the note is kept on the device and sent when the connection returns. */
  const savedOffline = async (_action: 'create' | 'update', _input: Record<string, unknown>) => {
    await draft.discard();
    toast({ title: t('editor.offlineTitle'), description: t('editor.offlineBody') }, OFFLINE_TOAST_MS);
    onClose();
  };

  const create = () => {
    const input: Record<string, string> = { title: values.title, content: values.content, category: values.category };
    // Empty householder fields are left out of a new note (docs/product/notes.md).
    if (householder) for (const f of HOUSEHOLDER_FIELDS) if (values[f].trim()) input[f] = values[f];
    commitCreate({
      variables: { input, connections: connectionsFor(viewerId, search, values) },
      onCompleted: ({ createNote: result }) => {
        if (result.__typename === 'NoteCreated') void saved(t('editor.saved'), SAVED_TOAST_MS);
        else errorToast(failureOf(result, t('editor.addFailed')).message);
      },
      onError: (error) => {
        if (isNetworkUnavailable(error)) void savedOffline('create', input);
        else errorToast(t('editor.addFailed'));
      },
    });
  };

  const update = (id: string) => {
    // Empty householder fields are sent as null on update, which clears them.
    const householderValues = Object.fromEntries(
      HOUSEHOLDER_FIELDS.map((f) => [f, householder && values[f].trim() ? values[f] : null]),
    ) as Record<(typeof HOUSEHOLDER_FIELDS)[number], string | null>;
    const input = { id, title: values.title, content: values.content, category: values.category, ...householderValues };
    commitUpdate({
      variables: { input },
      onCompleted: ({ updateNote: result }) => {
        if (result.__typename === 'NoteUpdated') void saved(t('editor.updated'));
        else errorToast(failureOf(result, t('editor.updateFailed')).message);
      },
      onError: (error) => {
        if (isNetworkUnavailable(error)) void savedOffline('update', input);
        else errorToast(t('editor.updateFailed'));
      },
    });
  };

  const submit = () => {
    if (!canSave) return;
    if (note) update(note.id);
    else create();
  };

  return (
    <ModalOverlay isOpen onOpenChange={(open) => !open && close()} className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <Form
            className={styles.form}
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            {/* The actions sit in a bar at the top: toasts appear at the bottom of the screen. */}
            <div className={styles.header}>
              <Heading slot="title" className={styles.heading}>
                {note ? t('editor.editTitle') : t('editor.addTitle')}
              </Heading>
              <span role="status" aria-label={t('editor.draftStatus')} className={styles.draftStatus} data-status={draft.status}>
                {draft.status === 'idle' ? null : t(`editor.draft.${draft.status}`)}
              </span>
              <div className={styles.actions}>
                <Button variant="secondary" onPress={close}>
                  {t('editor.cancel')}
                </Button>
                <Button type="submit" isDisabled={!canSave}>
                  {saving ? t('editor.saving') : note ? t('editor.update') : t('editor.save')}
                </Button>
              </div>
            </div>
            <TextField
              label={t('editor.title')}
              value={values.title}
              onChange={set('title')}
              placeholder={t('editor.titlePlaceholder')}
              autoFocus
            />
            <Select label={t('editor.category')} options={categoryOptions} value={values.category} onChange={set('category')} />
            <Checkbox isSelected={householder} onChange={setHouseholder}>
              {t('editor.householderNote')}
            </Checkbox>
            {householder && (
              <fieldset className={styles.householder}>
                <legend className={styles.legend}>{t('editor.householder')}</legend>
                <TextField label={t('editor.householderName')} value={values.householderName} onChange={set('householderName')} />
                <TextField label={t('editor.address')} value={values.address} onChange={set('address')} />
                <TextField label={t('editor.timeContacted')} type="time" value={values.timeContacted} onChange={set('timeContacted')} />
                <TextField label={t('editor.literatureLeft')} value={values.literatureLeft} onChange={set('literatureLeft')} />
              </fieldset>
            )}
            <VoiceRecorder onTranscript={appendTranscript} />
            <TextField
              label={t('editor.content')}
              multiline
              rows={12}
              value={values.content}
              onChange={set('content')}
              placeholder={t('editor.contentPlaceholder')}
            />
          </Form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
