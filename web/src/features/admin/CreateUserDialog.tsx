// Create New User (docs/product/admin.md, "Users"): the sign-up fields plus the role and flags.
// The admin stays signed in as themselves.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import * as ui from '../../ui/ui.css.ts';
import { isServiceGroup } from '../../platform/groups.ts';
import type { ServiceGroupNumber } from '../../generated/enums.ts';
import { groupOptions } from './groups.ts';
import { usePasswordConfirmation } from '../second-factor/index.ts';
import { useAdminCreateUserMutation } from './useAdminCreateUserMutation.ts';
import * as styles from './admin.css.ts';

export function CreateUserDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState({
    username: '',
    password: '',
    fullName: '',
    phoneNumber: '',
    address: '',
    email: '',
    groupNumber: null as ServiceGroupNumber | null,
    role: 'user',
    isConductor: false,
    isElder: false,
  });
  const set = <K extends keyof typeof values>(k: K) => (v: (typeof values)[K]) => setValues((s) => ({ ...s, [k]: v }));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [commit, saving] = useAdminCreateUserMutation();
  const confirmation = usePasswordConfirmation();
  const submit = (retried = false) =>
    commit({
      variables: { input: { ...values, groupNumber: values.groupNumber ?? undefined, email: values.email || null } },
      onCompleted: ({ adminCreateUser: result }) => {
        // Making an admin needs the password given recently: asked for, then sent once more.
        if (!retried && confirmation.ask(result.__typename, () => submit(true))) return;
        if (result.__typename === 'AdminUserCreated') {
          toast({ title: t('users.created'), description: t('users.createdBody', { username: values.username }) });
          onCreated();
        } else {
          const failure = failureOf(result, t('users.saveFailed'));
          setFields(failure.fields);
          setError(failure.message);
        }
      },
      onError: () => void errorToast(t('users.saveFailed')),
    });
  return (
    <Dialog title={t('users.create')} isOpen onOpenChange={(open) => !open && onClose()}>
      <Form
        validationBehavior="aria"
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField label={t('fields.username')} value={values.username} onChange={set('username')} errorMessage={fields.username} />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          errorMessage={fields.password}
        />
        <TextField label={t('fields.fullName')} value={values.fullName} onChange={set('fullName')} errorMessage={fields.fullName} />
        <TextField label={t('fields.phoneNumber')} value={values.phoneNumber} onChange={set('phoneNumber')} errorMessage={fields.phoneNumber} />
        <TextField label={t('fields.address')} value={values.address} onChange={set('address')} errorMessage={fields.address} />
        <TextField label={t('fields.emailOptional')} type="email" value={values.email} onChange={set('email')} errorMessage={fields.email} />
        <Select
          label={t('fields.group')}
          options={groupOptions(t)}
          value={values.groupNumber}
          onChange={(v) => isServiceGroup(v) && set('groupNumber')(v)}
          errorMessage={fields.groupNumber}
          placeholder={t('fields.chooseGroup')}
        />
        <Select
          label={t('fields.role')}
          options={[
            { id: 'user', label: t('users.roleUser') },
            { id: 'admin', label: t('users.admin') },
          ]}
          value={values.role}
          onChange={set('role')}
        />
        <Checkbox isSelected={values.isConductor} onChange={set('isConductor')}>
          {t('users.conductorFlag')}
        </Checkbox>
        <Checkbox isSelected={values.isElder} onChange={set('isElder')}>
          {t('users.elderFlag')}
        </Checkbox>
        {error && (
          <p role="alert" className={ui.formError}>
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onClose}>
            {t('users.cancel')}
          </Button>
          <Button type="submit" isDisabled={saving}>
            {t('users.createSubmit')}
          </Button>
        </div>
      </Form>
      {confirmation.dialog}
    </Dialog>
  );
}
