// The add/edit dialog of both lists: empty to add, filled in to edit. Name, phone number and email
// are required (marked *). A submit with one of them blank sends nothing: the fields are marked
// invalid with their message beside them and focus goes to the first, so the dialog keeps focus
// (Escape still closes it) and no failure toast claims the server refused anything. The server
// checks every rule again; its field messages appear beside the fields the same way, with the
// list's failure toast (docs/product/contacts.md).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import type { ContactPosition } from '../../generated/enums.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { useFocusFirstInvalid } from '../../ui/useFocusFirstInvalid.ts';
import type { ContactValues } from './ContactCard.tsx';
import type { ContactKind } from './kinds.ts';
import type { ContactFailure, ContactInput, ContactMutations } from './useContactMutations.ts';
import * as styles from './contacts.css.ts';

interface Props {
  kind: ContactKind;
  positions: readonly ContactPosition[];
  /** What the list gives a new contact when none is chosen (shown selected). */
  defaultPosition: ContactPosition;
  /** The contact to edit, or null to add one. */
  editing: ContactValues | null;
  isOpen: boolean;
  onClose: () => void;
  connectionId: string;
  mutations: ContactMutations;
}

const REQUIRED = ['name', 'phoneNumber', 'email'] as const;
/** One @, something before it, and a dot in the domain: what the server's email rule asks at the least. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

function valuesOf(contact: ContactValues | null, defaultPosition: ContactPosition): ContactInput {
  if (!contact) return { name: '', phoneNumber: '', email: '', position: defaultPosition, hospital: '', notes: '' };
  return {
    name: contact.name,
    phoneNumber: contact.phoneNumber,
    email: contact.email,
    position: contact.position,
    hospital: contact.hospital ?? '',
    notes: contact.notes ?? '',
  };
}

export function ContactDialog({ kind, editing, isOpen, onClose, ...rest }: Props) {
  const { t } = useTranslation('contacts');
  return (
    <Dialog title={t(editing ? `kind.${kind}.editTitle` : `kind.${kind}.addTitle`)} isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      {/* Keyed so that each opening starts from the contact's current values (or empty). */}
      <ContactForm key={editing?.id ?? 'new'} kind={kind} editing={editing} onClose={onClose} {...rest} />
    </Dialog>
  );
}

function ContactForm({ kind, positions, defaultPosition, editing, onClose, connectionId, mutations }: Omit<Props, 'isOpen'>) {
  const { t } = useTranslation('contacts');
  const [values, setValues] = useState<ContactInput>(() => valuesOf(editing, defaultPosition));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const set = (name: Exclude<keyof ContactInput, 'position'>) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _fixed, ...others }) => others);
  };
  const setPosition = (value: string) => {
    const position = positions.find((p) => p === value);
    if (position) setValues((v) => ({ ...v, position }));
  };

  const submit = () => {
    const missing: Record<string, string> = Object.fromEntries(
      REQUIRED.filter((field) => values[field].trim() === '').map((field) => [field, t(`required.${field}`)]),
    );
    // The server's own check, made here too: the contact is saved on the device before it is sent.
    if (!missing.email && !EMAIL.test(values.email.trim())) missing.email = t('invalid.email');
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      focusFirstInvalid();
      return;
    }
    const callbacks = {
      onSuccess: ({ offline }: { offline: boolean }) => {
        if (offline) toast({ title: t('savedOffline'), description: t('savedOfflineBody') }, 3000);
        else toast({ title: t(editing ? `kind.${kind}.updated` : `kind.${kind}.added`) });
        onClose();
      },
      onFailure: (failure: ContactFailure) => {
        setErrors(failure.fields);
        if (Object.keys(failure.fields).length > 0) focusFirstInvalid();
        errorToast(t(editing ? `kind.${kind}.updateFailed` : `kind.${kind}.addFailed`, { message: failure.message }));
      },
    };
    if (editing) mutations.update(editing.id, values, connectionId, callbacks);
    else mutations.create(values, connectionId, callbacks);
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
      <p className={styles.required}>{t('requiredNote')}</p>
      <TextField label={t('field.name')} isRequired value={values.name} onChange={set('name')} autoComplete="off" errorMessage={errors.name} />
      <TextField
        label={t('field.phoneNumber')}
        isRequired
        type="tel"
        value={values.phoneNumber}
        onChange={set('phoneNumber')}
        autoComplete="off"
        errorMessage={errors.phoneNumber}
      />
      <TextField label={t('field.email')} isRequired type="email" value={values.email} onChange={set('email')} autoComplete="off" errorMessage={errors.email} />
      <Select
        label={t('field.position')}
        options={positions.map((p) => ({ id: p, label: t(`position.${p}`) }))}
        value={values.position}
        onChange={setPosition}
        errorMessage={errors.position}
      />
      <TextField label={t('field.hospital')} value={values.hospital} onChange={set('hospital')} errorMessage={errors.hospital} />
      <TextField label={t('field.notes')} multiline rows={3} value={values.notes} onChange={set('notes')} errorMessage={errors.notes} />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit">
          {editing ? t('update') : t('add')}
        </Button>
      </div>
    </Form>
  );
}
