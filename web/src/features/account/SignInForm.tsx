// Signing in (docs/product/accounts.md, "Sign in"). A missing field is marked on the field itself
// (aria-invalid, the message under it) as well as in the form's message. An account with the
// authenticator app on gives its code next (SignInCodeStep).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import * as ui from '../../ui/ui.css.ts';
import { SecondFactorSetupStep } from '../second-factor/SecondFactorSetupStep.tsx';
import { SignInCodeStep } from '../second-factor/SignInCodeStep.tsx';
import { becomeViewer, useSignInMutation } from './useSignInMutation.ts';
import * as styles from './account.css.ts';

export function SignInForm({ onDone, onBack, onForgot }: { onDone: () => void; onBack: () => void; onForgot: () => void }) {
  const { t } = useTranslation('account');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<{ username?: boolean; password?: boolean }>({});
  const [codeStep, setCodeStep] = useState<'code' | 'setup' | null>(null);
  const [commit, inFlight] = useSignInMutation();
  const welcome = (name: string) => {
    toast({ title: t('signIn.welcomeTitle'), description: t('signIn.welcome', { username: name }) });
    onDone();
  };

  const submit = () => {
    if (!username.trim() || !password) {
      setMissing({ username: !username.trim(), password: !password });
      setError(t('signIn.required'));
      return;
    }
    setMissing({});
    commit({
      variables: { input: { username: username.trim(), password } },
      updater: (store, data) => {
        if (data?.login.__typename === 'SignedIn') becomeViewer(store, 'login');
      },
      onCompleted: ({ login }) => {
        if (login.__typename === 'SignedIn' && (login.secondFactorRequired || login.secondFactorSetupRequired)) {
          setPassword('');
          setCodeStep(login.secondFactorRequired ? 'code' : 'setup');
        } else if (login.__typename === 'SignedIn' && login.user) {
          welcome(login.user.username);
        } else {
          setError(failureOf(login, t('signIn.invalid')).message);
        }
      },
      onError: () => {
        errorToast(t('signIn.connectFailed'));
      },
    });
  };

  if (codeStep === 'code') return <SignInCodeStep onSignedIn={welcome} onBack={() => setCodeStep(null)} />;
  if (codeStep === 'setup') return <SecondFactorSetupStep onSignedIn={() => welcome(username.trim())} />;

  return (
    <Form
      validationBehavior="aria"
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
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
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onForgot}>
          {t('reset.forgot')}
        </Button>
        <Button variant="secondary" onPress={onBack}>
          {t('signIn.back')}
        </Button>
        <Button type="submit" isDisabled={inFlight}>
          {inFlight ? t('signIn.submitting') : t('signIn.submit')}
        </Button>
      </div>
    </Form>
  );
}
