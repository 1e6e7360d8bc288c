// The admin sign-in (docs/product/admin.md, "Sign-in"): username and password, then, for an admin
// with the authenticator app on, the 6-digit code (or a recovery code). A missing field is
// marked on the field; the server's refusal is shown as it comes ("Invalid admin credentials").
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { failureOf } from '../../relay/mutations.ts';
import { restartSubscriptions } from '../../relay/environment.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import * as ui from '../../ui/ui.css.ts';
import { becomeViewer } from '../account/useSignInMutation.ts';
import { SecondFactorSetupStep } from '../second-factor/SecondFactorSetupStep.tsx';
import { useAdminLoginMutation } from './useAdminLoginMutation.ts';
import { useVerifyAdminCodeMutation } from './useVerifyAdminCodeMutation.ts';
import * as styles from './admin.css.ts';

export function AdminSignIn({ needsCode, onGranted }: { needsCode: boolean; onGranted: () => void }) {
  const { t } = useTranslation('admin');
  const [step, setStep] = useState<'password' | 'code' | 'setup'>(needsCode ? 'code' : 'password');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<{ username?: boolean; password?: boolean; code?: boolean }>({});
  const [login, loggingIn] = useAdminLoginMutation();
  const [verify, verifying] = useVerifyAdminCodeMutation();

  const granted = () => {
    toast({ title: t('signIn.granted') });
    onGranted();
  };

  const submitPassword = () => {
    if (!username.trim() || !password) {
      setMissing({ username: !username.trim(), password: !password });
      setError(t('signIn.required'));
      return;
    }
    setMissing({});
    login({
      variables: { input: { username: username.trim(), password } },
      updater: (store, result) => {
        if (result?.adminLogin.__typename === 'AdminSignedIn') becomeViewer(store, 'adminLogin');
      },
      onCompleted: ({ adminLogin }) => {
        setPassword('');
        if (adminLogin.__typename !== 'AdminSignedIn') {
          const message = failureOf(adminLogin, t('signIn.invalid')).message;
          setError(message);
          errorToast(message, t('signIn.denied'));
          return;
        }
        setError(null);
        if (adminLogin.secondFactorRequired) setStep('code');
        else if (adminLogin.secondFactorSetupRequired) setStep('setup');
        else granted();
      },
      onError: () => void errorToast(t('signIn.connectFailed')),
    });
  };

  const submitCode = () => {
    if (!code.trim()) {
      setMissing({ code: true });
      setError(t('signIn.codeRequired'));
      return;
    }
    setMissing({});
    verify({
      variables: { input: { code: code.trim() } },
      // The session had no account until the code: the admin becomes the viewer now.
      updater: (store, result) => {
        if (result?.verifyAdminCode.__typename === 'AdminCodeAccepted') becomeViewer(store, 'verifyAdminCode');
      },
      onCompleted: ({ verifyAdminCode }) => {
        setCode('');
        if (verifyAdminCode.__typename !== 'AdminCodeAccepted') {
          setError(failureOf(verifyAdminCode, t('signIn.wrongCode')).message);
          return;
        }
        // The WebSocket was opened with the old cookie: reconnect with the new one.
        restartSubscriptions();
        granted();
      },
      onError: () => void errorToast(t('signIn.connectFailed')),
    });
  };

  if (step === 'setup') return <SecondFactorSetupStep onSignedIn={granted} />;

  if (step === 'code') {
    return (
      <Form
        validationBehavior="aria"
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          submitCode();
        }}
      >
        <p className={styles.muted}>{t('signIn.codeIntro')}</p>
        <TextField
          label={t('signIn.code')}
          value={code}
          onChange={setCode}
          autoComplete="one-time-code"
          inputMode="numeric"
          autoFocus
          description={t('signIn.codeHint')}
          errorMessage={missing.code ? t('fields.required') : undefined}
        />
        {error && (
          <p role="alert" className={ui.formError}>
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" isDisabled={verifying}>
            {verifying ? t('signIn.checking') : t('signIn.verify')}
          </Button>
        </div>
      </Form>
    );
  }

  return (
    <Form
      validationBehavior="aria"
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        submitPassword();
      }}
    >
      <p className={styles.muted}>{t('signIn.intro')}</p>
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
        <Button type="submit" isDisabled={loggingIn}>
          {loggingIn ? t('signIn.submitting') : t('signIn.submit')}
        </Button>
      </div>
    </Form>
  );
}
