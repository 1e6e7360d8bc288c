// The admin sign-in (docs/product/admin.md, "Sign-in"): username and password, then, for an admin
// with the authenticator app on, the 6-digit code (or a recovery code). A missing field is
// marked on the field; the server's refusal is shown as it comes ("Invalid admin credentials"). The
// credentials step is the member's sign-in's own (platform/CredentialsForm.tsx).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { CredentialsForm } from '../../platform/CredentialsForm.tsx';
import { failureOf } from '../../relay/mutations.ts';
import { viewerUpdater } from '../../relay/viewer.ts';
import { restartSubscriptions } from '../../relay/environment.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import * as ui from '../../ui/ui.css.ts';
import { SecondFactorSetupStep } from '../second-factor/index.ts';
import { useAdminLoginMutation } from './useAdminLoginMutation.ts';
import { useVerifyAdminCodeMutation } from './useVerifyAdminCodeMutation.ts';
import * as styles from './admin.css.ts';

export function AdminSignIn({ needsCode, onGranted }: { needsCode: boolean; onGranted: () => void }) {
  const { t } = useTranslation('admin');
  const [step, setStep] = useState<'password' | 'code' | 'setup'>(needsCode ? 'code' : 'password');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<{ code?: boolean }>({});
  const [login, loggingIn] = useAdminLoginMutation();
  const [verify, verifying] = useVerifyAdminCodeMutation();

  const granted = () => {
    toast({ title: t('signIn.granted') });
    onGranted();
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
      updater: viewerUpdater('verifyAdminCode', 'AdminCodeAccepted'),
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
    <CredentialsForm
      ns="admin"
      intro={t('signIn.intro')}
      busy={loggingIn}
      onSubmit={({ username, password, fail, clearPassword }) => {
        login({
          variables: { input: { username, password } },
          updater: viewerUpdater('adminLogin', 'AdminSignedIn'),
          onCompleted: ({ adminLogin }) => {
            clearPassword();
            if (adminLogin.__typename !== 'AdminSignedIn') {
              const message = failureOf(adminLogin, t('signIn.invalid')).message;
              fail(message);
              errorToast(message, t('signIn.denied'));
              return;
            }
            if (adminLogin.secondFactorRequired) setStep('code');
            else if (adminLogin.secondFactorSetupRequired) setStep('setup');
            else granted();
          },
          onError: () => void errorToast(t('signIn.connectFailed')),
        });
      }}
    />
  );
}
