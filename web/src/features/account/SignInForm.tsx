// Signing in (docs/product/accounts.md, "Sign in"): the credentials step both sign-ins share
// (platform/CredentialsForm.tsx), then, for an account with the authenticator app on, its code
// (SignInCodeStep) or, where the admin requires one and it is not set up yet, its setup.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CredentialsForm } from '../../platform/CredentialsForm.tsx';
import { failureOf } from '../../relay/mutations.ts';
import { viewerUpdater } from '../../relay/viewer.ts';
import { Button } from '../../ui/Button.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { SecondFactorSetupStep } from '../second-factor/index.ts';
import { SignInCodeStep } from './SignInCodeStep.tsx';
import { useSignInMutation } from './useSignInMutation.ts';

export function SignInForm({ onDone, onBack, onForgot }: { onDone: () => void; onBack: () => void; onForgot: () => void }) {
  const { t } = useTranslation('account');
  const [username, setUsername] = useState('');
  const [codeStep, setCodeStep] = useState<'code' | 'setup' | null>(null);
  const [commit, inFlight] = useSignInMutation();
  const welcome = (name: string) => {
    toast({ title: t('signIn.welcomeTitle'), description: t('signIn.welcome', { username: name }) });
    onDone();
  };

  if (codeStep === 'code') return <SignInCodeStep onSignedIn={welcome} onBack={() => setCodeStep(null)} />;
  if (codeStep === 'setup') return <SecondFactorSetupStep onSignedIn={() => welcome(username)} />;

  return (
    <CredentialsForm
      ns="account"
      busy={inFlight}
      onSubmit={({ username, password, fail, clearPassword }) => {
        setUsername(username);
        commit({
          variables: { input: { username, password } },
          updater: viewerUpdater('login', 'SignedIn'),
          onCompleted: ({ login }) => {
            if (login.__typename === 'SignedIn' && (login.secondFactorRequired || login.secondFactorSetupRequired)) {
              clearPassword();
              setCodeStep(login.secondFactorRequired ? 'code' : 'setup');
            } else if (login.__typename === 'SignedIn' && login.user) {
              welcome(login.user.username);
            } else {
              fail(failureOf(login, t('signIn.invalid')).message);
            }
          },
          onError: () => {
            errorToast(t('signIn.connectFailed'));
          },
        });
      }}
    >
      <Button variant="secondary" onPress={onForgot}>
        {t('reset.forgot')}
      </Button>
      <Button variant="secondary" onPress={onBack}>
        {t('signIn.back')}
      </Button>
    </CredentialsForm>
  );
}
