// The code step of signing in (docs/product/accounts.md, "Authenticator app"): after the password,
// an account with the authenticator app on is signed in once a current code, or one of its
// recovery codes, is given.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { errorToast } from '../../ui/toast.tsx';
import { viewerUpdater } from '../../relay/viewer.ts';
import * as styles from '../../ui/settings-section.css.ts';
import { CodeForm } from '../second-factor/index.ts';
import { useVerifySignInCodeMutation } from './useVerifySignInCodeMutation.ts';

export function SignInCodeStep({ onSignedIn, onBack }: { onSignedIn: (username: string) => void; onBack: () => void }) {
  const { t } = useTranslation('secondFactor');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [commit, checking] = useVerifySignInCodeMutation();
  const submit = () => {
    if (!code.trim()) {
      setError(t('code.required'));
      return;
    }
    commit({
      variables: { input: { code: code.trim() } },
      updater: viewerUpdater('verifySignInCode', 'SignedIn'),
      onCompleted: ({ verifySignInCode: result }) => {
        setCode('');
        if (result.__typename === 'SignedIn' && result.user) onSignedIn(result.user.username);
        else setError(failureOf(result, t('code.required')).message);
      },
      onError: () => void errorToast(t('totp.failed')),
    });
  };
  return (
    <div className={styles.form}>
      <p className={styles.muted}>{t('code.intro')}</p>
      <CodeForm
        code={code}
        setCode={(value) => {
          setCode(value);
          setError(null);
        }}
        error={error}
        busy={checking}
        submitLabel={checking ? t('code.checking') : t('code.verify')}
        onSubmit={submit}
        autoFocus
      />
      <div className={styles.startActions}>
        <Button variant="secondary" onPress={onBack}>
          {t('code.back')}
        </Button>
      </div>
    </div>
  );
}
