// The Settings tab (docs/product/accounts.md, "Settings"): the language, which applies at once,
// and the member's preferences, saved with the button.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { SettingsTab_viewer$key } from '../../__generated__/SettingsTab_viewer.graphql';
import { LANGUAGES } from '../../i18n/languages.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { Select } from '../../ui/Select.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { DownloadMyData, ImportMyData } from '../export/index.ts';
import { applyChoice, currentChoice, serverLanguageOf, type LanguageChoice } from './language.ts';
import { useUpdatePreferencesMutation } from './useUpdatePreferencesMutation.ts';
import * as styles from './account.css.ts';

const OPTIONS = ['ministryReminders', 'weatherAlerts', 'gpsTracking', 'autoSync', 'offlineMode'] as const;
type Key = (typeof OPTIONS)[number];

export function SettingsTab({ viewer: viewerKey }: { viewer: SettingsTab_viewer$key }) {
  const { t } = useTranslation('account');
  const { t: tShell } = useTranslation('shell');
  const viewer = useFragment(
    graphql`
      fragment SettingsTab_viewer on User {
        preferences {
          ministryReminders
          weatherAlerts
          gpsTracking
          autoSync
          offlineMode
          language
        }
      }
    `,
    viewerKey,
  );
  const [values, setValues] = useState<Record<Key, boolean>>(() => {
    const { language: _language, ...switches } = viewer.preferences;
    return switches;
  });
  const [language, setLanguage] = useState<LanguageChoice>(currentChoice);
  const [commit, saving] = useUpdatePreferencesMutation();

  const chooseLanguage = (choice: LanguageChoice) => {
    setLanguage(choice);
    void applyChoice(choice);
    // The account keeps it too, so it follows the member (see language.ts for what the server holds).
    commit({ variables: { input: { language: serverLanguageOf(choice) } } });
  };

  const save = () =>
    commit({
      variables: { input: values },
      onCompleted: ({ updatePreferences: result }) => {
        if (result.__typename === 'PreferencesUpdated') toast({ title: t('settings.savedTitle'), description: t('settings.saved') });
        else errorToast(t('settings.failed'));
      },
      onError: () => {
        errorToast(t('settings.failed'));
      },
    });

  const languageOptions = [{ id: 'device', label: tShell('language.followBrowser') }, ...LANGUAGES.map((l) => ({ id: l.code, label: l.name }))];

  return (
    <div className={styles.form}>
      <Select label={tShell('language.label')} options={languageOptions} value={language} onChange={(id) => chooseLanguage(id as LanguageChoice)} />
      <p className={styles.languageHint}>{t('settings.languageHint')}</p>
      {OPTIONS.map((key) => (
        <Checkbox key={key} isSelected={values[key]} onChange={(on) => setValues((v) => ({ ...v, [key]: on }))}>
          {t(`settings.${key}`)}
        </Checkbox>
      ))}
      <div className={styles.actions}>
        <Button onPress={save} isDisabled={saving}>
          {saving ? t('settings.saving') : t('settings.save')}
        </Button>
      </div>
      <DownloadMyData />
      <ImportMyData />
    </div>
  );
}
