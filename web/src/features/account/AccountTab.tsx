import { useState } from 'react';
import { Form } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { AccountTab_viewer$key } from '../../__generated__/AccountTab_viewer.graphql';
import { clearUserLocalData } from '../../app/local-data.ts';
import { SERVICE_GROUPS } from '../../app/nav.ts';
import { useShell } from '../../app/shell-context.ts';
import { restartSubscriptions } from '../../relay/environment.ts';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/Dialog.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { useDeleteAccountMutation } from './useDeleteAccountMutation.ts';
import { useUpdateProfileMutation } from './useUpdateProfileMutation.ts';
import * as styles from './account.css.ts';

export const DELETE_CONFIRMATION = 'Are you sure you want to delete your account? This cannot be undone.';

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
  const shell = useShell();
  const navigate = useNavigate();
  const [values, setValues] = useState({
    username: viewer.username,
    password: '',
    email: viewer.email ?? '',
    fullName: viewer.fullName,
    phoneNumber: viewer.phoneNumber,
    address: viewer.address,
  });
  const [group, setGroup] = useState(String(viewer.groupNumber));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [commitUpdate, updating] = useUpdateProfileMutation();
  const [commitDelete, deleting] = useDeleteAccountMutation();
  const set = (name: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const save = () => {
    commitUpdate({
      variables: { input: { ...values, email: values.email.trim() || null, groupNumber: Number(group) } },
      onCompleted: ({ updateProfile: result }) => {
        if (result.__typename === 'ProfileUpdated') {
          setErrors({});
          setValues((v) => ({ ...v, password: '' }));
          toast({ title: 'Profile Updated', description: 'Your account details have been saved.' });
          return;
        }
        const failure = failureOf(result, 'Failed to update profile. Please try again.');
        setErrors(failure.fields);
        errorToast(failure.message, 'Failed to update profile');
      },
      onError: () => {
        errorToast('Failed to update profile. Please try again.');
      },
    });
  };

  const remove = () => {
    setConfirming(false);
    commitDelete({
      variables: { input: {} },
      updater: (store, data) => {
        if (data?.deleteAccount.__typename === 'AccountDeleted') store.getRoot().setValue(null, 'viewer');
      },
      onCompleted: ({ deleteAccount: result }) => {
        if (result.__typename !== 'AccountDeleted') {
          errorToast('Failed to delete account. Please try again.', 'Failed to delete account');
          return;
        }
        restartSubscriptions();
        clearUserLocalData();
        toast({ title: 'Account Deleted', description: 'Your account and its data have been removed.' });
        onDone();
        navigate('/');
      },
      onError: () => {
        errorToast('Failed to delete account. Please try again.');
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
      <TextField label="Username" value={values.username} onChange={set('username')} autoComplete="username" errorMessage={errors.username} />
      <TextField label="New password" type="password" value={values.password} onChange={set('password')} autoComplete="new-password" description="Leave blank to keep your current password" errorMessage={errors.password} />
      <TextField label="Email" type="email" value={values.email} onChange={set('email')} autoComplete="email" errorMessage={errors.email} />
      <TextField label="Full name" value={values.fullName} onChange={set('fullName')} autoComplete="name" errorMessage={errors.fullName} />
      <TextField label="Phone number" type="tel" value={values.phoneNumber} onChange={set('phoneNumber')} autoComplete="tel" errorMessage={errors.phoneNumber} />
      <Select label="Service group" options={SERVICE_GROUPS} value={group} onChange={setGroup} errorMessage={errors.groupNumber} />
      <TextField label="Address" value={values.address} onChange={set('address')} autoComplete="street-address" errorMessage={errors.address} />
      <div className={styles.actions}>
        <Button variant="danger" onPress={() => setConfirming(true)} isDisabled={deleting}>
          Delete Account
        </Button>
        <Button variant="secondary" onPress={shell.signOut}>
          Sign Out
        </Button>
        <Button type="submit" isDisabled={updating}>
          {updating ? 'Saving…' : 'Save Changes'}
        </Button>
      </div>
      <ConfirmDialog
        title="Delete Account"
        message={DELETE_CONFIRMATION}
        confirmLabel="Delete Account"
        isOpen={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={remove}
      />
    </Form>
  );
}
