// The Account tab (docs/product/admin.md, "Account"): the admin's own password (the current one
// asked for first), the authenticator app (SecondFactorSection, as members have it), and whether
// every account must use one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '../../relay/mutations.ts';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { useChangeAdminPasswordMutation } from './useChangeAdminPasswordMutation.ts';
import type { RequireSecondFactor_settings$key } from '../../__generated__/RequireSecondFactor_settings.graphql';
import { SecondFactorSection } from '../second-factor/index.ts';
import { FormSection } from './FormSection.tsx';
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
    <FormSection
      id="admin-password-heading"
      heading={t('account.passwordHeading')}
      error={error}
      submitLabel={t('account.changePassword')}
      saving={saving}
      onSubmit={submit}
    >
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
    </FormSection>
  );
}
