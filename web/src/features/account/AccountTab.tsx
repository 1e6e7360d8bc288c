// The Account tab (docs/product/accounts.md): the profile, signing out, deleting the account.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from '../../platform/router.tsx';
import type { AccountTab_viewer$key } from '../../__generated__/AccountTab_viewer.graphql';
import { clearUserLocalData } from '../../platform/local-data.ts';
import { isServiceGroup, useServiceGroupOptions } from '../../platform/groups.ts';
import { useShell } from '../../platform/shell-context.ts';
import { endingSession, restartSubscriptions } from '../../relay/environment.ts';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/Dialog.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import * as ui from '../../ui/ui.css.ts';
import { useDeleteAccountMutation } from './useDeleteAccountMutation.ts';
import { useUpdateProfileMutation } from './useUpdateProfileMutation.ts';
import * as styles from './account.css.ts';

export function AccountTab({ viewer: viewerKey, onDone }: { viewer: AccountTab_viewer$key; onDone: () => void }) {
  const viewer = useFragment(
    graphql`
      fragment AccountTab_viewer on User {
        id
        username
        email
        fullName
        phoneNumber
        address
        groupNumber
      }
    `,
    viewerKey,
  );
  const { t } = useTranslation('account');
  const groups = useServiceGroupOptions();
  const shell = useShell();
  const navigate = useNavigate();
  const [values, setValues] = useState({
    username: viewer.username,
    password: '',
    currentPassword: '',
    email: viewer.email ?? '',
    fullName: viewer.fullName,
    phoneNumber: viewer.phoneNumber,
    address: viewer.address,
  });
  const [group, setGroup] = useState(viewer.groupNumber);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [commitUpdate, updating] = useUpdateProfileMutation();
  const [commitDelete, deleting] = useDeleteAccountMutation();
  const set = (name: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  // A new password, username or email needs the current password (docs/product/accounts.md).
  const needsCurrentPassword =
    values.password !== '' || values.username.trim() !== viewer.username || (values.email.trim() || null) !== (viewer.email ?? null);

  const save = () => {
    commitUpdate({
      variables: {
        input: {
          ...values,
          currentPassword: needsCurrentPassword ? values.currentPassword : null,
          email: values.email.trim() || null,
          groupNumber: group,
        },
      },
      onCompleted: ({ updateProfile: result }) => {
        if (result.__typename === 'ProfileUpdated') {
          setErrors({});
          setValues((v) => ({ ...v, password: '', currentPassword: '' }));
          toast({ title: t('profile.savedTitle'), description: t('profile.saved') });
          return;
        }
        const failure = failureOf(result, t('profile.failed'));
        setErrors({ ...failure.fields, form: failure.message });
      },
      onError: () => {
        errorToast(t('profile.failed'));
      },
    });
  };

  const remove = () => {
    setConfirming(false);
    endingSession(true);
    commitDelete({
      variables: { input: {} },
      updater: (store, data) => {
        if (data?.deleteAccount.__typename === 'AccountDeleted') store.getRoot().setValue(null, 'viewer');
      },
      onCompleted: ({ deleteAccount: result }) => {
        if (result.__typename !== 'AccountDeleted') {
          endingSession(false);
          errorToast(t('profile.deleteFailed'));
          return;
        }
        restartSubscriptions();
        clearUserLocalData();
        toast({ title: t('profile.deletedTitle'), description: t('profile.deleted') });
        onDone();
        navigate('/');
      },
      onError: () => {
        endingSession(false);
        errorToast(t('profile.deleteFailed'));
      },
    });
  };

  return (
    <Form
      validationBehavior="aria"
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <TextField label={t('fields.username')} value={values.username} onChange={set('username')} autoComplete="username" errorMessage={errors.username} />
      <TextField
        label={t('fields.newPassword')}
        type="password"
        value={values.password}
        onChange={set('password')}
        autoComplete="new-password"
        description={t('fields.keepPassword')}
        errorMessage={errors.password}
      />
      {needsCurrentPassword && (
        <TextField
          label={t('fields.currentPassword')}
          type="password"
          value={values.currentPassword}
          onChange={set('currentPassword')}
          autoComplete="current-password"
          description={t('fields.currentPasswordHint')}
          errorMessage={errors.currentPassword}
        />
      )}
      <TextField label={t('fields.email')} type="email" value={values.email} onChange={set('email')} autoComplete="email" errorMessage={errors.email} />
      <TextField label={t('fields.fullName')} value={values.fullName} onChange={set('fullName')} autoComplete="name" errorMessage={errors.fullName} />
      <TextField label={t('fields.phoneNumber')} type="tel" value={values.phoneNumber} onChange={set('phoneNumber')} autoComplete="tel" errorMessage={errors.phoneNumber} />
      <Select label={t('fields.serviceGroup')} options={groups} value={group} onChange={(key) => isServiceGroup(key) && setGroup(key)} errorMessage={errors.groupNumber} />
      <TextField label={t('fields.address')} value={values.address} onChange={set('address')} autoComplete="street-address" errorMessage={errors.address} />
      {errors.form && (
        <p role="alert" className={ui.formError}>
          {errors.form}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="danger" onPress={() => setConfirming(true)} isDisabled={deleting}>
          {t('profile.delete')}
        </Button>
        <Button variant="secondary" onPress={shell.signOut}>
          {t('profile.signOut')}
        </Button>
        <Button type="submit" isDisabled={updating}>
          {updating ? t('profile.saving') : t('profile.save')}
        </Button>
      </div>
      <ConfirmDialog
        title={t('profile.delete')}
        message={t('profile.deleteConfirm')}
        confirmLabel={t('profile.delete')}
        isOpen={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={remove}
      />
    </Form>
  );
}
