// The password, asked again when a destructive operation (deleting an account, a new
// role, removing congregation content, turning the authenticator app on or off) comes back with
// PasswordConfirmationRequiredError (docs/product/admin.md, "Password confirmation"). The
// operation is tried once more after the password is accepted; Cancel leaves everything as it was.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast } from '../../ui/toast.tsx';
import * as ui from '../../ui/ui.css.ts';
import { useConfirmPasswordMutation } from './useConfirmPasswordMutation.ts';
import * as styles from '../../ui/settings-section.css.ts';

export const CONFIRMATION_REQUIRED = 'PasswordConfirmationRequiredError';

/**
 * `ask(typename, retry)` opens the dialog when `typename` is the refusal and answers true; the
 * caller stops there. `retry` runs once the password is accepted: pass none on the retried call,
 * so a second refusal is shown as a failure instead of asking again.
 */
export function usePasswordConfirmation() {
  const [open, setOpen] = useState(false);
  const retry = useRef<(() => void) | null>(null);
  const ask = useCallback((typename: string, then?: () => void) => {
    if (typename !== CONFIRMATION_REQUIRED || !then) return false;
    retry.current = then;
    setOpen(true);
    return true;
  }, []);
  const close = () => {
    retry.current = null;
    setOpen(false);
  };
  const confirmed = () => {
    const then = retry.current;
    close();
    then?.();
  };
  const dialog = open ? <ConfirmPasswordDialog onCancel={close} onConfirmed={confirmed} /> : null;
  return { ask, dialog };
}

function ConfirmPasswordDialog({ onCancel, onConfirmed }: { onCancel: () => void; onConfirmed: () => void }) {
  const { t } = useTranslation('secondFactor');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [commit, checking] = useConfirmPasswordMutation();

  const submit = () => {
    if (!password) {
      setError(t('confirmPassword.required'));
      return;
    }
    commit({
      variables: { input: { password } },
      onCompleted: ({ confirmPassword: result }) => {
        setPassword('');
        if (result.__typename === 'PasswordConfirmed') onConfirmed();
        else {
          const failure = failureOf(result, t('confirmPassword.failed'));
          setError(failure.fields.password ?? failure.message);
        }
      },
      onError: () => void errorToast(t('confirmPassword.failed')),
    });
  };

  return (
    <Dialog title={t('confirmPassword.title')} isOpen onOpenChange={(isOpen) => !isOpen && onCancel()}>
      <Form
        validationBehavior="aria"
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <p className={styles.muted}>{t('confirmPassword.intro')}</p>
        <TextField
          label={t('confirmPassword.password')}
          type="password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setError(null);
          }}
          autoComplete="current-password"
          autoFocus
          errorMessage={error ?? undefined}
        />
        <div className={ui.dialogActions}>
          <Button variant="secondary" onPress={onCancel}>
            {t('confirmPassword.cancel')}
          </Button>
          <Button type="submit" isDisabled={checking}>
            {checking ? t('confirmPassword.checking') : t('confirmPassword.confirm')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
