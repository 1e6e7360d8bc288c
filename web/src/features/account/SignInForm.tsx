import { useState } from 'react';
import { Form } from 'react-aria-components';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { becomeViewer, useSignInMutation } from './useSignInMutation.ts';
import * as styles from './account.css.ts';

export const SIGN_IN_REQUIRED = 'Please enter username and password';

export function SignInForm({ onDone, onBack }: { onDone: () => void; onBack: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [commit, inFlight] = useSignInMutation();

  const submit = () => {
    if (!username.trim() || !password) {
      setError(SIGN_IN_REQUIRED);
      errorToast(SIGN_IN_REQUIRED);
      return;
    }
    commit({
      variables: { input: { username: username.trim(), password } },
      updater: (store, data) => {
        if (data?.login.__typename === 'SignedIn') becomeViewer(store, 'login');
      },
      onCompleted: ({ login }) => {
        if (login.__typename === 'SignedIn' && login.user) {
          toast({ title: 'Welcome Back', description: `Signed in as ${login.user.username}.` });
          onDone();
        } else {
          const { message } = failureOf(login, 'Invalid username or password');
          setError(message);
          errorToast(message);
        }
      },
      onError: () => {
        errorToast('Failed to connect to server');
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
      <TextField label="Username" value={username} onChange={setUsername} autoComplete="username" autoFocus />
      <TextField label="Password" type="password" value={password} onChange={setPassword} autoComplete="current-password" />
      {error && (
        <p role="alert" style={{ margin: 0, fontWeight: 600 }}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onBack}>
          Back
        </Button>
        <Button type="submit" isDisabled={inFlight}>
          {inFlight ? 'Signing in…' : 'Sign In'}
        </Button>
      </div>
    </Form>
  );
}
