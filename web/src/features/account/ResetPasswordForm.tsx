// "Forgot password?" (docs/product/accounts.md): the member types their username, the one-time
// reset code an admin of the congregation gave them in person, and a new password. On success
// every other device is signed out and this one is signed in. An admin with the authenticator app
// on still gives its code in the admin panel: a reset never turns it off.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import * as ui from '../../ui/ui.css.ts';
import { useResetPasswordMutation } from './useResetPasswordMutation.ts';
import { viewerUpdater } from '../../relay/viewer.ts';
import { SecondFactorSetupStep } from '../second-factor/index.ts';
import { SignInCodeStep } from './SignInCodeStep.tsx';
import * as styles from './account.css.ts';

type Field = 'username' | 'code' | 'newPassword';

export function ResetPasswordForm({ onDone, onBack }: { onDone: () => void; onBack: () => void }) {
  const { t } = useTranslation('account');
  const [values, setValues] = useState<Record<Field, string>>({ username: '', code: '', newPassword: '' });
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Partial<Record<Field, string>>>({});
  const [commit, inFlight] = useResetPasswordMutation();
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const [codeStep, setCodeStep] = useState<'code' | 'setup' | null>(null);
  const done = (username: string) => {
    toast({ title: t('reset.doneTitle'), description: t('reset.done', { username }) });
    onDone();
  };

  const submit = () => {
    const input = { username: values.username.trim(), code: values.code.trim(), newPassword: values.newPassword };
    const missing = (Object.keys(input) as Field[]).filter((k) => !input[k]);
    if (missing.length > 0) {
      setFields(Object.fromEntries(missing.map((k) => [k, t('fields.required')])));
      setError(t('reset.required'));
      return;
    }
    setFields({});
    commit({
      variables: { input },
      updater: viewerUpdater('resetPassword', 'PasswordReset'),
      onCompleted: ({ resetPassword: result }) => {
        // A member with the authenticator app on is signed in once its code is given.
        if (result.__typename === 'PasswordReset' && !result.user && (result.secondFactorRequired || result.secondFactorSetupRequired)) {
          setCodeStep(result.secondFactorRequired ? 'code' : 'setup');
          return;
        }
        if (result.__typename === 'PasswordReset' && result.user) {
          done(result.user.username);
          return;
        }
        setValues((v) => ({ ...v, newPassword: '' }));
        // A wrong, used or expired code has one answer, said in the member's language.
        const failure = failureOf(result, t('reset.invalid'));
        setFields(failure.fields as Partial<Record<Field, string>>);
        setError(result.__typename === 'AuthenticationError' ? t('reset.invalid') : failure.message);
      },
      onError: () => void errorToast(t('signIn.connectFailed')),
    });
  };

  if (codeStep === 'code') return <SignInCodeStep onSignedIn={(username) => done(username)} onBack={() => setCodeStep(null)} />;
  if (codeStep === 'setup') return <SecondFactorSetupStep onSignedIn={() => done(values.username.trim())} />;

  return (
    <Form
      validationBehavior="aria"
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <p className={styles.muted}>{t('reset.intro')}</p>
      <TextField
        label={t('fields.username')}
        value={values.username}
        onChange={set('username')}
        autoComplete="username"
        autoFocus
        errorMessage={fields.username}
      />
      <TextField
        label={t('reset.code')}
        value={values.code}
        onChange={set('code')}
        autoComplete="one-time-code"
        description={t('reset.codeHint')}
        errorMessage={fields.code}
      />
      <TextField
        label={t('fields.newPassword')}
        type="password"
        value={values.newPassword}
        onChange={set('newPassword')}
        autoComplete="new-password"
        description={t('fields.passwordHint')}
        errorMessage={fields.newPassword}
      />
      {error && (
        <p role="alert" className={ui.formError}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onBack}>
          {t('signIn.back')}
        </Button>
        <Button type="submit" isDisabled={inFlight}>
          {inFlight ? t('reset.submitting') : t('reset.submit')}
        </Button>
      </div>
    </Form>
  );
}
