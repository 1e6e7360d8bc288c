import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SettingsTab_viewer$key } from '../../__generated__/SettingsTab_viewer.graphql';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { useUpdatePreferencesMutation } from './useUpdatePreferencesMutation.ts';
import * as styles from './account.css.ts';

const OPTIONS = [
  ['ministryReminders', 'Ministry reminders'],
  ['weatherAlerts', 'Weather alerts'],
  ['gpsTracking', 'GPS tracking'],
  ['autoSync', 'Auto sync'],
  ['offlineMode', 'Offline mode'],
] as const;
type Key = (typeof OPTIONS)[number][0];

export function SettingsTab({ viewer: viewerKey }: { viewer: SettingsTab_viewer$key }) {
  const viewer = useFragment(
    graphql`
      fragment SettingsTab_viewer on User {
        preferences {
          ministryReminders
          weatherAlerts
          gpsTracking
          autoSync
          offlineMode
        }
      }
    `,
    viewerKey,
  );
  const [values, setValues] = useState<Record<Key, boolean>>({ ...viewer.preferences });
  const [commit, saving] = useUpdatePreferencesMutation();

  const save = () =>
    commit({
      variables: { input: values },
      onCompleted: ({ updatePreferences: result }) => {
        if (result.__typename === 'PreferencesUpdated') toast({ title: 'Preferences Saved', description: 'Your settings have been updated.' });
        else errorToast('Failed to save preferences. Please try again.');
      },
      onError: () => {
        errorToast('Failed to save preferences. Please try again.');
      },
    });

  return (
    <div className={styles.form}>
      {OPTIONS.map(([key, label]) => (
        <Checkbox key={key} isSelected={values[key]} onChange={(on) => setValues((v) => ({ ...v, [key]: on }))}>
          {label}
        </Checkbox>
      ))}
      <div className={styles.actions}>
        <Button onPress={save} isDisabled={saving}>
          {saving ? 'Saving…' : 'Save Preferences'}
        </Button>
      </div>
    </div>
  );
}
