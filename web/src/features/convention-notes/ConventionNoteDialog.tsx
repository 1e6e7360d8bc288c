// The full-screen add/edit dialog. Every edit is kept as a draft (useConventionNoteDraft), read
// back when the dialog opens again and removed once the note is saved. A new note carries a
// client-made id so that sending it twice (a retry, a double press) still makes one note.
// A refused submit keeps focus in the dialog, on the first field in error, with the message beside
// it (docs/product/convention-notes.md).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { isNetworkUnavailable } from '../../offline/queue.ts';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import type { EditedNote } from './ConventionNoteCard.tsx';
import { useFocusFirstInvalid } from '../../ui/useFocusFirstInvalid.ts';
import { REQUIRED_FIELDS, sessionKey, SESSIONS } from './messages.ts';
import { useCreateConventionNoteMutation } from './useCreateConventionNoteMutation.ts';
import { useUpdateConventionNoteMutation } from './useUpdateConventionNoteMutation.ts';
import {
  draftKey,
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
  const { t } = useTranslation(['conventionNotes', 'common']);
  return (
    <Dialog title={note ? t('dialog.editTitle') : t('dialog.addTitle')} size="full" isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <NoteForm note={note} connectionId={connectionId} onClose={onClose} />
    </Dialog>
  );
}

function NoteForm({ note, connectionId, onClose }: Omit<Props, 'isOpen'>) {
  const { t } = useTranslation(['conventionNotes', 'common']);
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
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

  const { load } = draft;
  useEffect(() => {
    let live = true;
    void load().then((saved) => {
      // A draft read back after the user started typing would overwrite their words.
      if (!live || !saved || edited.current) return;
      setValues(pick({ ...EMPTY, ...saved }));
      setRestored(true);
    });
    return () => {
      live = false;
    };
  }, [load]);

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
  const savedOffline = (_action: 'create' | 'update', _input: Record<string, unknown>) => {
    void draft.discard();
    toast({ title: t('dialog.offlineTitle'), description: t('dialog.offlineBody') }, 3000);
    onClose();
  };

  const failed = (result: { __typename: string; message?: string }, fallback: string) => {
    const failure = failureOf(result, fallback);
    setErrors(failure.fields);
    if (result.__typename === 'ValidationError' && Object.keys(failure.fields).length > 0) focusFirstInvalid();
    else errorToast(result.__typename === 'ValidationError' ? failure.message : fallback);
  };

  const submit = () => {
    const missing: Record<string, string> = {};
    for (const field of REQUIRED_FIELDS) if (!values[field].trim()) missing[field] = t(`messages.${field}`);
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      focusFirstInvalid();
      return;
    }

    if (note) {
      commitUpdate({
        variables: { input: { id: note.id, ...values } },
        onCompleted: ({ updateConventionNote: result }) =>
          result.__typename === 'ConventionNoteUpdated' ? saved(t('messages.updated')) : failed(result, t('messages.updateFailed')),
        onError: (error) => {
          if (isNetworkUnavailable(error)) savedOffline('update', { id: note.id, ...values });
          else errorToast(t('messages.updateFailed'));
        },
      });
      return;
    }
    commitCreate({
      variables: { input: { ...values, clientId }, connections: [connectionId] },
      onCompleted: ({ createConventionNote: result }) =>
        result.__typename === 'ConventionNoteCreated' ? saved(t('messages.saved')) : failed(result, t('messages.saveFailed')),
      onError: (error) => {
        if (isNetworkUnavailable(error)) savedOffline('create', { ...values });
        else errorToast(t('messages.saveFailed'));
      },
    });
  };

  // A session the form does not offer (written elsewhere) is kept and shown as it was written.
  const sessions: { id: string; label: string }[] = SESSIONS.map((s) => ({ id: s.value, label: t(`sessions.${s.key}`) }));
  if (values.session && !sessionKey(values.session)) sessions.unshift({ id: values.session, label: values.session });
  const busy = creating || updating;
  return (
    <Form
      ref={formRef}
      validationBehavior="aria"
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className={styles.row}>
        <TextField label={t('dialog.title')} isRequired autoFocus value={values.title} onChange={set('title')} errorMessage={errors.title} />
        <TextField label={t('dialog.speaker')} isRequired value={values.speaker} onChange={set('speaker')} errorMessage={errors.speaker} />
      </div>
      <div className={styles.row}>
        <TextField label={t('dialog.date')} type="date" isRequired value={values.date} onChange={set('date')} errorMessage={errors.date} />
        <Select
          label={t('dialog.session')}
          isRequired
          placeholder={t('dialog.sessionPlaceholder')}
          options={sessions}
          value={values.session || null}
          onChange={set('session')}
          errorMessage={errors.session}
        />
      </div>
      <TextField
        label={t('dialog.scriptures')}
        multiline
        rows={2}
        description={t('dialog.scripturesHelp')}
        value={values.scriptures}
        onChange={set('scriptures')}
        errorMessage={errors.scriptures}
      />
      <TextField label={t('dialog.content')} isRequired multiline rows={12} value={values.content} onChange={set('content')} errorMessage={errors.content} />
      <div className={styles.formFooter}>
        <div>
          <p role="status" className={[styles.draftStatus, draft.status === 'error' ? styles.draftError : ''].join(' ')}>
            {t(`draft.${draft.status}`)}
          </p>
          {restored && (
            <p className={styles.draftStatus}>
              {t('dialog.restored')}{' '}
              <Button variant="ghost" onPress={discardDraft}>
                {t('dialog.discardDraft')}
              </Button>
            </p>
          )}
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" isDisabled={busy}>
            {busy ? t('dialog.saving') : note ? t('dialog.update') : t('dialog.save')}
          </Button>
        </div>
      </div>
    </Form>
  );
}

function pick(v: ConventionNoteValues): ConventionNoteValues {
  return { title: v.title, speaker: v.speaker, content: v.content, scriptures: v.scriptures, date: v.date, session: v.session };
}
