// The full-screen add/edit dialog. Every edit is kept as a draft (useConventionNoteDraft), read
// back when the dialog opens again and removed once the note is saved. A new note carries a
// client-made id so that sending it twice (a retry, a double press) still makes one note.
import { useEffect, useRef, useState } from 'react';
import { Dialog, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { enqueue, isNetworkUnavailable } from '../../offline/queue.ts';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import type { EditedNote } from './ConventionNoteCard.tsx';
import { MESSAGES, REQUIRED_FIELDS, SESSIONS } from './messages.ts';
import { useCreateConventionNoteMutation } from './useCreateConventionNoteMutation.ts';
import { useUpdateConventionNoteMutation } from './useUpdateConventionNoteMutation.ts';
import {
  DRAFT_STATUS_TEXT,
  draftKey,
  loadDraft,
  useConventionNoteDraft,
  type ConventionNoteValues,
} from './useConventionNoteDraft.ts';
import * as styles from './convention-notes.css.ts';

const EMPTY: ConventionNoteValues = { title: '', speaker: '', content: '', scriptures: '', date: '', session: '' };

function newClientId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

interface Props {
  isOpen: boolean;
  /** The note to edit, or null to add one. */
  note: EditedNote | null;
  connectionId: string;
  onClose: () => void;
}

export function ConventionNoteDialog({ isOpen, note, connectionId, onClose }: Props) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={(open) => !open && onClose()} className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <div className={styles.dialogHeader}>
            <Heading slot="title">{note ? 'Edit Convention Note' : 'Add Convention Note'}</Heading>
            <Button variant="ghost" aria-label="Close" onPress={onClose}>
              ✕
            </Button>
          </div>
          <NoteForm note={note} connectionId={connectionId} onClose={onClose} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function NoteForm({ note, connectionId, onClose }: Omit<Props, 'isOpen'>) {
  const initial = note ?? EMPTY;
  const key = draftKey(note?.id ?? null);
  const [values, setValues] = useState<ConventionNoteValues>(() => pick(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [restored, setRestored] = useState(false);
  const [clientId] = useState(newClientId);
  const edited = useRef(false);
  const draft = useConventionNoteDraft(key);
  const [commitCreate, creating] = useCreateConventionNoteMutation();
  const [commitUpdate, updating] = useUpdateConventionNoteMutation();

  useEffect(() => {
    let live = true;
    void loadDraft(key).then((saved) => {
      // A draft read back after the user started typing would overwrite their words.
      if (!live || !saved || edited.current) return;
      setValues(pick({ ...EMPTY, ...saved }));
      setRestored(true);
    });
    return () => {
      live = false;
    };
  }, [key]);

  const set = (name: keyof ConventionNoteValues) => (value: string) => {
    edited.current = true;
    const next = { ...values, [name]: value };
    setValues(next);
    if (errors[name]) setErrors(({ [name]: _fixed, ...rest }) => rest);
    draft.schedule(next);
  };

  const discardDraft = () => {
    void draft.discard();
    setValues(pick(initial));
    setRestored(false);
    setErrors({});
  };

  const saved = (message: string) => {
    void draft.discard();
    toast({ title: message });
    onClose();
  };

  /** No network: the note waits in the offline queue and is sent when the connection returns. */
  const savedOffline = (action: 'create' | 'update', input: Record<string, unknown>) => {
    void enqueue('conventionNotes', action, input).then(() => {
      void draft.discard();
      toast({ title: 'Saved Offline', description: 'Your convention note will sync when internet returns.' }, 3000);
      onClose();
    });
  };

  const failed = (result: { __typename: string; message?: string }, fallback: string) => {
    const failure = failureOf(result, fallback);
    setErrors(failure.fields);
    errorToast(result.__typename === 'ValidationError' ? failure.message : fallback);
  };

  const submit = () => {
    const missing: Record<string, string> = {};
    for (const field of REQUIRED_FIELDS) if (!values[field].trim()) missing[field] = MESSAGES[field];
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;

    if (note) {
      commitUpdate({
        variables: { input: { id: note.id, ...values } },
        onCompleted: ({ updateConventionNote: result }) =>
          result.__typename === 'ConventionNoteUpdated' ? saved(MESSAGES.updated) : failed(result, MESSAGES.updateFailed),
        onError: (error) => {
          if (isNetworkUnavailable(error)) savedOffline('update', { id: note.id, ...values });
          else errorToast(MESSAGES.updateFailed);
        },
      });
      return;
    }
    commitCreate({
      variables: { input: { ...values, clientId }, connections: [connectionId] },
      onCompleted: ({ createConventionNote: result }) =>
        result.__typename === 'ConventionNoteCreated' ? saved(MESSAGES.saved) : failed(result, MESSAGES.saveFailed),
      onError: (error) => {
        if (isNetworkUnavailable(error)) savedOffline('create', { ...values });
        else errorToast(MESSAGES.saveFailed);
      },
    });
  };

  const sessions = SESSIONS.includes(values.session) || !values.session ? SESSIONS : [values.session, ...SESSIONS];
  const busy = creating || updating;
  return (
    <Form
      validationBehavior="aria"
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className={styles.row}>
        <TextField label="Title" isRequired autoFocus value={values.title} onChange={set('title')} errorMessage={errors.title} />
        <TextField label="Speaker" isRequired value={values.speaker} onChange={set('speaker')} errorMessage={errors.speaker} />
      </div>
      <div className={styles.row}>
        <TextField label="Date" type="date" isRequired value={values.date} onChange={set('date')} errorMessage={errors.date} />
        <Select
          label="Session"
          isRequired
          placeholder="Choose a session"
          options={sessions.map((s) => ({ id: s, label: s }))}
          value={values.session || null}
          onChange={set('session')}
          errorMessage={errors.session}
        />
      </div>
      <TextField
        label="Scriptures (optional)"
        multiline
        rows={2}
        description="Separate references with a semicolon, e.g. John 3:16; Psalm 83:18"
        value={values.scriptures}
        onChange={set('scriptures')}
        errorMessage={errors.scriptures}
      />
      <TextField label="Content" isRequired multiline rows={12} value={values.content} onChange={set('content')} errorMessage={errors.content} />
      <div className={styles.formFooter}>
        <div>
          <p role="status" className={[styles.draftStatus, draft.status === 'error' ? styles.draftError : ''].join(' ')}>
            {DRAFT_STATUS_TEXT[draft.status]}
          </p>
          {restored && (
            <p className={styles.draftStatus}>
              Your unsaved draft was restored.{' '}
              <Button variant="ghost" onPress={discardDraft}>
                Discard draft
              </Button>
            </p>
          )}
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onClose}>
            Cancel
          </Button>
          <Button type="submit" isDisabled={busy}>
            {busy ? 'Saving…' : note ? 'Update Note' : 'Save Note'}
          </Button>
        </div>
      </div>
    </Form>
  );
}

function pick(v: ConventionNoteValues): ConventionNoteValues {
  return { title: v.title, speaker: v.speaker, content: v.content, scriptures: v.scriptures, date: v.date, session: v.session };
}
