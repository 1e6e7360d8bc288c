// The add/edit dialog of spec 02 (HLC and PVG): empty to add, filled in to edit. Name, phone
// number and email are required (marked *); the server checks every rule and its messages appear
// under the fields, with the spec's failure toast.
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import type { ContactValues } from './ContactCard.tsx';
import { CONTACT_KINDS, DEFAULT_POSITION, type ContactKind } from './kinds.ts';
import type { ContactFailure, ContactInput, ContactMutations } from './useContactMutations.ts';
import * as styles from './contacts.css.ts';

interface Props {
  kind: ContactKind;
  /** The contact to edit, or null to add one. */
  editing: ContactValues | null;
  isOpen: boolean;
  onClose: () => void;
  connectionId: string;
  mutations: ContactMutations;
}

const EMPTY: ContactInput = { name: '', phoneNumber: '', email: '', position: DEFAULT_POSITION, hospital: '', notes: '' };

function valuesOf(contact: ContactValues | null): ContactInput {
  if (!contact) return EMPTY;
  return {
    name: contact.name,
    phoneNumber: contact.phoneNumber,
    email: contact.email,
    position: contact.position,
    hospital: contact.hospital ?? '',
    notes: contact.notes ?? '',
  };
}

export function ContactDialog({ kind, editing, isOpen, onClose, connectionId, mutations }: Props) {
  const text = CONTACT_KINDS[kind];
  return (
    <Dialog title={`${editing ? 'Edit' : 'Add'} ${text.label} Contact`} isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      {/* Keyed so that each opening starts from the contact's current values (or empty). */}
      <ContactForm key={editing?.id ?? 'new'} kind={kind} editing={editing} onClose={onClose} connectionId={connectionId} mutations={mutations} />
    </Dialog>
  );
}

function ContactForm({ kind, editing, onClose, connectionId, mutations }: Omit<Props, 'isOpen'>) {
  const text = CONTACT_KINDS[kind];
  const [values, setValues] = useState<ContactInput>(() => valuesOf(editing));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof ContactInput) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = () => {
    const callbacks = {
      onSuccess: () => {
        toast({ title: editing ? text.updated : text.added });
        onClose();
      },
      onFailure: (failure: ContactFailure) => {
        setErrors(failure.fields);
        errorToast(editing ? text.updateFailed(failure.message) : text.addFailed(failure.message));
        if (failure.notFound) onClose();
      },
    };
    if (editing) mutations.update(editing.id, values, connectionId, callbacks);
    else mutations.create(values, connectionId, callbacks);
  };

  return (
    <Form
      validationBehavior="aria"
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <p className={styles.required}>Fields marked * are required.</p>
      <TextField label="Name *" isRequired value={values.name} onChange={set('name')} autoComplete="off" errorMessage={errors.name} />
      <TextField label="Phone Number *" isRequired type="tel" value={values.phoneNumber} onChange={set('phoneNumber')} autoComplete="off" errorMessage={errors.phoneNumber} />
      <TextField label="Email *" isRequired type="email" value={values.email} onChange={set('email')} autoComplete="off" errorMessage={errors.email} />
      <Select
        label="Position"
        options={text.positions.map((p) => ({ id: p, label: p }))}
        value={values.position}
        onChange={set('position')}
        errorMessage={errors.position}
      />
      <TextField label="Hospital" value={values.hospital} onChange={set('hospital')} errorMessage={errors.hospital} />
      <TextField label="Notes" multiline rows={3} value={values.notes} onChange={set('notes')} errorMessage={errors.notes} />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onClose}>
          Cancel
        </Button>
        <Button type="submit" isDisabled={mutations.isSaving}>
          {mutations.isSaving ? 'Saving…' : editing ? 'Update Contact' : 'Add Contact'}
        </Button>
      </div>
    </Form>
  );
}
