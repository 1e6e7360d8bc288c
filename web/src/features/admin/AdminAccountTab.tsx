// The Account tab (docs/product/admin.md, "Account"): the admin's own password (the current one
// asked for first), the authenticator app (SecondFactorSection, as members have it), and whether
// every account must use one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import * as ui from '../../ui/ui.css.ts';
import { useChangeAdminPasswordMutation } from './useChangeAdminPasswordMutation.ts';
import type { RequireSecondFactor_settings$key } from '../../__generated__/RequireSecondFactor_settings.graphql';
import { SecondFactorSection } from '../second-factor/index.ts';
import { RequireSecondFactor } from './RequireSecondFactor.tsx';
import * as styles from './admin.css.ts';

interface Props {
  secondFactorEnabled: boolean;
  recoveryCodesLeft: number;
  settings: RequireSecondFactor_settings$key;
  onChanged: () => void;
}

export function AdminAccountTab({ secondFactorEnabled, recoveryCodesLeft, settings, onChanged }: Props) {
  return (
    <div className={styles.form}>
      <PasswordForm />
      <SecondFactorSection enabled={secondFactorEnabled} recoveryCodesLeft={recoveryCodesLeft} onChanged={onChanged} />
      <RequireSecondFactor settings={settings} />
    </div>
  );
}

function PasswordForm() {
  const { t } = useTranslation('admin');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [commit, saving] = useChangeAdminPasswordMutation();
  const submit = () =>
    commit({
      variables: { input: { currentPassword: current, newPassword: next } },
      onCompleted: ({ changeAdminPassword: result }) => {
        setCurrent('');
        if (result.__typename === 'AdminPasswordChanged') {
          setNext('');
          setFields({});
          setError(null);
          toast({ title: t('account.passwordChanged') });
        } else {
          const failure = failureOf(result, t('account.passwordFailed'));
          setFields(failure.fields);
          setError(failure.message);
        }
      },
      onError: () => void errorToast(t('account.passwordFailed')),
    });
  return (
    <Form
      validationBehavior="aria"
      className={styles.section}
      aria-labelledby="admin-password-heading"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h3 id="admin-password-heading" className={styles.heading}>
        {t('account.passwordHeading')}
      </h3>
      <TextField
        label={t('account.currentPassword')}
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={setCurrent}
        errorMessage={fields.currentPassword}
      />
      <TextField
        label={t('account.newPassword')}
        type="password"
        autoComplete="new-password"
        description={t('account.newPasswordHint')}
        value={next}
        onChange={setNext}
        errorMessage={fields.newPassword}
      />
      {error && (
        <p role="alert" className={ui.formError}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" isDisabled={saving}>
          {t('account.changePassword')}
        </Button>
      </div>
    </Form>
  );
}
