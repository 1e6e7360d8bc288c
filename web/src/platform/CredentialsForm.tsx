// The username-and-password step of both sign-ins, the member's (docs/product/accounts.md, "Sign
// in") and the admin's (docs/product/admin.md, "Sign-in"). A missing field is marked on the field
// itself (aria-invalid, the message under it) as well as in the form's message; the server's refusal
// is shown as it comes. Each sign-in keeps its own words under the same keys of its namespace
// (`fields.*`, `signIn.*`) and its own mutation.
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { Button } from '../ui/Button.tsx';
import { TextField } from '../ui/TextField.tsx';
import * as ui from '../ui/ui.css.ts';
import * as styles from './platform.css.ts';

/** What the form hands over on submit: the trimmed username, the password, and how to answer. */
export interface CredentialsAttempt {
  username: string;
  password: string;
  /** Shows the refusal under the fields. */
  fail: (message: string) => void;
  /** Empties the password field (after any answer that is not a refusal to type it again). */
  clearPassword: () => void;
}

export function CredentialsForm({
  ns,
  intro,
  busy,
  onSubmit,
  children,
}: {
  ns: 'account' | 'admin';
  intro?: ReactNode;
  busy: boolean;
  onSubmit: (attempt: CredentialsAttempt) => void;
  /** Buttons shown before the submit button (Forgot password, Back). */
  children?: ReactNode;
}) {
  const { t } = useTranslation(ns);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<{ username?: boolean; password?: boolean }>({});

  const submit = () => {
    if (!username.trim() || !password) {
      setMissing({ username: !username.trim(), password: !password });
      setError(t('signIn.required'));
      return;
    }
    setMissing({});
    setError(null);
    onSubmit({ username: username.trim(), password, fail: setError, clearPassword: () => setPassword('') });
  };

  return (
    <Form
      validationBehavior="aria"
      className={styles.credentialsForm}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {intro && <p className={styles.credentialsIntro}>{intro}</p>}
      <TextField
        label={t('fields.username')}
        value={username}
        onChange={setUsername}
        autoComplete="username"
        autoFocus
        errorMessage={missing.username ? t('fields.required') : undefined}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        errorMessage={missing.password ? t('fields.required') : undefined}
      />
      {error && (
        <p role="alert" className={ui.formError}>
          {error}
        </p>
      )}
      <div className={styles.credentialsActions}>
        {children}
        <Button type="submit" isDisabled={busy}>
          {busy ? t('signIn.submitting') : t('signIn.submit')}
        </Button>
      </div>
    </Form>
  );
}
