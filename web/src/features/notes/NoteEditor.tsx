// The full-screen Add New Note / Edit Note form (spec 02, Personal Notes): title, category, the
// householder section, the voice box, the content, the draft indicator, Cancel and Save. Save is
// disabled while the title or the content is blank, so nothing is sent then.
import { useEffect, useRef, useState } from 'react';
import { Dialog, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import type { NoteEditor_note$key } from '../../__generated__/NoteEditor_note.graphql';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { enqueue, isNetworkUnavailable } from '../../offline/queue.ts';
import { errorToast, toast } from '../../ui/toast.tsx';
import { CATEGORY_OPTIONS, DEFAULT_CATEGORY, rowIdOf } from './categories.ts';
import { connectionsFor } from './connections.ts';
import { useCreateNoteMutation } from './useCreateNoteMutation.ts';
import { DRAFT_STATUS_TEXT, draftKey, loadDraft, useNoteDraft, type NoteDraft } from './useNoteDraft.ts';
import { useUpdateNoteMutation } from './useUpdateNoteMutation.ts';
import { VoiceRecorder } from './VoiceRecorder.tsx';
import * as styles from './editor.css.ts';

/** "Note Saved" stays 2 s (spec 02 section 9). */
const SAVED_TOAST_MS = 2000;
/** Spec 02 section 9: the offline-save toast shows 3 s. */
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
  const note = useFragment(
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
  );
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

  useEffect(() => {
    let current = true;
    void loadDraft(key).then((saved) => {
      if (!current || !saved || edited.current) return;
      const restored = { ...BLANK, ...saved };
      setValues(restored);
      if (hasHouseholder(restored)) setHouseholder(true);
    });
    return () => {
      current = false;
    };
  }, [key]);

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

  /** No network: the note waits in the offline queue and is sent when the connection returns. */
  const savedOffline = async (action: 'create' | 'update', input: Record<string, unknown>) => {
    await enqueue('notes', action, input);
    await draft.discard();
    toast({ title: 'Note Saved Offline', description: 'Your note will sync when internet returns.' }, OFFLINE_TOAST_MS);
    onClose();
  };

  const create = () => {
    const input: Record<string, string> = { title: values.title, content: values.content, category: values.category };
    // Empty householder fields are left out of a new note (spec 02 section 3).
    if (householder) for (const f of HOUSEHOLDER_FIELDS) if (values[f].trim()) input[f] = values[f];
    commitCreate({
      variables: { input, connections: connectionsFor(viewerId, search, values) },
      onCompleted: ({ createNote: result }) => {
        if (result.__typename === 'NoteCreated') void saved('Note Saved', SAVED_TOAST_MS);
        else errorToast(failureOf(result, 'Failed to add note. Please try again.').message);
      },
      onError: (error) => {
        if (isNetworkUnavailable(error)) void savedOffline('create', input);
        else errorToast('Failed to add note. Please try again.');
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
      optimisticUpdater: (store) => {
        const record = store.get(id);
        if (!record) return;
        for (const [field, value] of Object.entries(input)) if (field !== 'id') record.setValue(value, field);
      },
      onCompleted: ({ updateNote: result }) => {
        if (result.__typename === 'NoteUpdated') void saved('Note updated successfully!');
        else errorToast(failureOf(result, 'Failed to update note. Please try again.').message);
      },
      onError: (error) => {
        if (isNetworkUnavailable(error)) void savedOffline('update', input);
        else errorToast('Failed to update note. Please try again.');
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
                {note ? 'Edit Note' : 'Add New Note'}
              </Heading>
              <span role="status" aria-label="Draft status" className={styles.draftStatus} data-status={draft.status}>
                {DRAFT_STATUS_TEXT[draft.status]}
              </span>
              <div className={styles.actions}>
                <Button variant="secondary" onPress={close}>
                  Cancel
                </Button>
                <Button type="submit" isDisabled={!canSave}>
                  {saving ? 'Saving…' : note ? 'Update Note' : 'Save Note'}
                </Button>
              </div>
            </div>
            <TextField label="Title" value={values.title} onChange={set('title')} placeholder="Note title" autoFocus />
            <Select label="Category" options={CATEGORY_OPTIONS} value={values.category} onChange={set('category')} />
            <Checkbox isSelected={householder} onChange={setHouseholder}>
              Ministry/Householder Note
            </Checkbox>
            {householder && (
              <fieldset className={styles.householder}>
                <legend className={styles.legend}>Householder</legend>
                <TextField label="Householder name" value={values.householderName} onChange={set('householderName')} />
                <TextField label="Address" value={values.address} onChange={set('address')} />
                <TextField label="Time contacted" type="time" value={values.timeContacted} onChange={set('timeContacted')} />
                <TextField label="Literature left" value={values.literatureLeft} onChange={set('literatureLeft')} />
              </fieldset>
            )}
            <VoiceRecorder onTranscript={appendTranscript} />
            <TextField
              label="Content"
              multiline
              rows={12}
              value={values.content}
              onChange={set('content')}
              placeholder="Write your thoughts, experiences, or ministry insights..."
            />
          </Form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
