import { useState } from 'react';
import { Form } from 'react-aria-components';
import { SERVICE_GROUPS } from '../../app/nav.ts';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { useCreateAccountMutation } from './useCreateAccountMutation.ts';
import { becomeViewer } from './useSignInMutation.ts';
import * as styles from './account.css.ts';

export const CREATE_REQUIRED =
  'Please fill in all required fields: username, password, full name, phone number, address, and service group number.';
export const SHARING_NOTICE =
  'Your name, phone number, address and email are shared with the members of your service group, so that you can reach each other in an emergency.';

const EMPTY = { username: '', password: '', fullName: '', phoneNumber: '', address: '', email: '' };

export function CreateAccountForm({ onDone, onBack }: { onDone: () => void; onBack: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [group, setGroup] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [commit, inFlight] = useCreateAccountMutation();
  const set = (name: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = () => {
    const { username, password, fullName, phoneNumber, address } = values;
    // Service group 0 (another congregation) is a real choice, so only "none chosen" is empty.
    if (![username, password, fullName, phoneNumber, address].every((v) => v.trim()) || group === null) {
      errorToast(CREATE_REQUIRED);
      setErrors({ form: CREATE_REQUIRED });
      return;
    }
    commit({
      variables: { input: { ...values, email: values.email.trim() || null, groupNumber: Number(group) } },
      updater: (store, data) => {
        if (data?.createAccount.__typename === 'AccountCreated') becomeViewer(store, 'createAccount');
      },
      onCompleted: ({ createAccount: result }) => {
        if (result.__typename === 'AccountCreated' && result.user) {
          toast({ title: 'Account Created', description: `Welcome, ${result.user.username}! You are signed in.` });
          onDone();
          return;
        }
        const failure = failureOf(result, 'Failed to create account. Please try again.');
        setErrors({ ...failure.fields, form: failure.message });
        errorToast(failure.message, 'Failed to create account');
      },
      onError: () => {
        errorToast('Failed to create account. Please try again.');
      },
    });
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
      <p className={styles.notice}>{SHARING_NOTICE}</p>
      <TextField label="Username" isRequired value={values.username} onChange={set('username')} autoComplete="username" errorMessage={errors.username} />
      <TextField label="Password" type="password" isRequired value={values.password} onChange={set('password')} autoComplete="new-password" description="At least 8 characters" errorMessage={errors.password} />
      <TextField label="Full name" isRequired value={values.fullName} onChange={set('fullName')} autoComplete="name" errorMessage={errors.fullName} />
      <TextField label="Phone number" type="tel" isRequired value={values.phoneNumber} onChange={set('phoneNumber')} autoComplete="tel" errorMessage={errors.phoneNumber} />
      <TextField label="Address" isRequired value={values.address} onChange={set('address')} autoComplete="street-address" errorMessage={errors.address} />
      <TextField label="Email (optional)" type="email" value={values.email} onChange={set('email')} autoComplete="email" errorMessage={errors.email} />
      <Select label="Service group" isRequired options={SERVICE_GROUPS} value={group} onChange={setGroup} placeholder="Choose your group" errorMessage={errors.groupNumber} />
      {errors.form && (
        <p role="alert" style={{ margin: 0, fontWeight: 600 }}>
          {errors.form}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onBack}>
          Back
        </Button>
        <Button type="submit" isDisabled={inFlight}>
          {inFlight ? 'Creating…' : 'Create Account'}
        </Button>
      </div>
    </Form>
  );
}
