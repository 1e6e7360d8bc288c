// Whether every account must use an authenticator app (docs/product/accounts.md, "Authenticator
// app"), in the admin's Account tab beside their own app. Turning it on signs out every account
// without one, so it asks for the password again when it was not given recently, and the server
// refuses it until the admin's own app is on.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { RequireSecondFactor_settings$key } from '../../__generated__/RequireSecondFactor_settings.graphql';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import * as ui from '../../ui/ui.css.ts';
import { usePasswordConfirmation } from '../second-factor/index.ts';
import { useUpdateAppSettingsMutation } from './useUpdateAppSettingsMutation.ts';
import * as styles from './admin.css.ts';

export function RequireSecondFactor({ settings: key }: { settings: RequireSecondFactor_settings$key }) {
  const { t } = useTranslation('admin');
  const settings = useFragment(
    graphql`
      fragment RequireSecondFactor_settings on AppSettings {
        id
        requireSecondFactor
      }
    `,
    key,
  );
  const [required, setRequired] = useState(settings.requireSecondFactor);
  const [error, setError] = useState<string | null>(null);
  const [commit, saving] = useUpdateAppSettingsMutation();
  const confirmation = usePasswordConfirmation();

  const save = (retried = false) =>
    commit({
      variables: { input: { requireSecondFactor: required } },
      onCompleted: ({ updateAppSettings: result }) => {
        if (!retried && confirmation.ask(result.__typename, () => save(true))) return;
        if (result.__typename === 'AppSettingsUpdated') {
          setError(null);
          toast({ title: t('settings.saved') });
        } else setError(failureOf(result, t('settings.failed')).message);
      },
      onError: () => void errorToast(t('settings.failed')),
    });

  return (
    <section className={styles.section} aria-labelledby="require-totp-heading">
      <h3 id="require-totp-heading" className={styles.heading}>
        {t('account.requireHeading')}
      </h3>
      <div>
        <Checkbox isSelected={required} onChange={setRequired} aria-describedby="require-totp-hint">
          {t('account.require')}
        </Checkbox>
        <p id="require-totp-hint" className={styles.muted}>
          {t('account.requireHint')}
        </p>
      </div>
      {error && (
        <p role="alert" className={ui.formError}>
          {error}
        </p>
      )}
      <div className={styles.startActions}>
        <Button onPress={() => save()} isDisabled={saving || required === settings.requireSecondFactor}>
          {t('account.requireSave')}
        </Button>
      </div>
      {confirmation.dialog}
    </section>
  );
}
