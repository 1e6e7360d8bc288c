// The five-step setup guide of spec 01 section 2.4. Finishing saves the app name, colour theme
// and setup flag on the account (so the guide does not return on another device), the GPS and
// notification choices as preferences, and the setup data locally per username.
import { useEffect, useState } from 'react';
import { Radio, RadioGroup, Label, Switch } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import type { SetupGuide_viewer$key } from '../../__generated__/SetupGuide_viewer.graphql';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import * as ui from '../../ui/ui.css.ts';
import { useUpdateDesignMutation } from './useUpdateDesignMutation.ts';
import { useUpdatePreferencesMutation } from './useUpdatePreferencesMutation.ts';
import * as styles from './account.css.ts';

export const SETUP_CHECK_DELAY_MS = 1000;
const SETUP_COMPLETE_KEY = 'ministry-setup-complete';
const SETUP_DATA_KEY = 'ministry-setup-data';

export const COLOUR_THEMES = {
  orange: { label: 'Orange', primaryColor: '#ea580c', secondaryColor: '#fed7aa' },
  blue: { label: 'Blue', primaryColor: '#2563eb', secondaryColor: '#bfdbfe' },
  green: { label: 'Green', primaryColor: '#16a34a', secondaryColor: '#bbf7d0' },
} as const;
type ColourTheme = keyof typeof COLOUR_THEMES;
const STEPS = ['Welcome', 'Personalize', 'Location', 'Notifications', 'Complete'];

function completedLocally(username: string): boolean {
  try {
    return (JSON.parse(localStorage.getItem(SETUP_COMPLETE_KEY) ?? '[]') as string[]).includes(username);
  } catch {
    return false;
  }
}

function markCompletedLocally(username: string, data: unknown) {
  let done: string[] = [];
  try {
    done = JSON.parse(localStorage.getItem(SETUP_COMPLETE_KEY) ?? '[]');
  } catch {}
  localStorage.setItem(SETUP_COMPLETE_KEY, JSON.stringify([...new Set([...done, username])]));
  localStorage.setItem(SETUP_DATA_KEY, JSON.stringify(data));
}

export function SetupGuide({
  viewer: viewerKey,
  isOpen,
  onOpenChange,
}: {
  viewer: SetupGuide_viewer$key;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const viewer = useFragment(
    graphql`
      fragment SetupGuide_viewer on User {
        username
        appName
        setupCompleted
      }
    `,
    viewerKey,
  );
  const [step, setStep] = useState(0);
  const [appName, setAppName] = useState(viewer.appName);
  const [colorTheme, setColorTheme] = useState<ColourTheme>('orange');
  const [notes, setNotes] = useState('');
  const [enableGPS, setEnableGPS] = useState(false);
  const [enableNotifications, setEnableNotifications] = useState(false);
  const [commitDesign, saving] = useUpdateDesignMutation();
  const [commitPreferences] = useUpdatePreferencesMutation();

  // Spec 01 section 2.8: a second after load, a signed-in user who has not finished setup sees it.
  useEffect(() => {
    if (viewer.setupCompleted || completedLocally(viewer.username)) return;
    const timer = setTimeout(() => onOpenChange(true), SETUP_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [viewer.username, viewer.setupCompleted]);

  const finish = () => {
    const colours = COLOUR_THEMES[colorTheme];
    commitDesign({
      variables: { input: { appName, primaryColor: colours.primaryColor, secondaryColor: colours.secondaryColor, setupCompleted: true, isFirstLogin: false } },
      onCompleted: ({ updateDesign: result }) => {
        if (result.__typename !== 'DesignUpdated') {
          errorToast(failureOf(result, 'Failed to save settings. Please try again.').message);
          return;
        }
        commitPreferences({ variables: { input: { gpsTracking: enableGPS, notifications: enableNotifications, ministryReminders: enableNotifications } } });
        markCompletedLocally(viewer.username, { appName, enableNotifications, enableGPS, colorTheme, notes });
        toast({ title: 'Settings Saved', description: 'Your app is ready to use.' });
        onOpenChange(false);
        setStep(0);
      },
      onError: () => {
        errorToast('Failed to save settings. Please try again.');
      },
    });
  };

  return (
    <Dialog title={`Setup Guide: ${STEPS[step]}`} isOpen={isOpen} onOpenChange={onOpenChange}>
      <div className={styles.steps} aria-label={`Step ${step + 1} of ${STEPS.length}`} role="img">
        {STEPS.map((name, i) => (
          <span key={name} className={`${styles.stepDot} ${i <= step ? styles.stepDotDone : ''}`} />
        ))}
      </div>
      {step === 0 && (
        <div className={styles.form}>
          <p>Welcome to your ministry companion. In a few steps you can make the app your own.</p>
          <p className={styles.muted}>You can change every choice later in your account.</p>
        </div>
      )}
      {step === 1 && (
        <div className={styles.form}>
          <TextField label="App name" value={appName} onChange={setAppName} />
          <RadioGroup value={colorTheme} onChange={(v) => setColorTheme(v as ColourTheme)} className={ui.field}>
            <Label className={ui.label}>Colour theme</Label>
            {(Object.keys(COLOUR_THEMES) as ColourTheme[]).map((key) => (
              <Radio key={key} value={key} className={ui.checkbox}>
                <span className={styles.swatch} style={{ background: COLOUR_THEMES[key].primaryColor, width: 22, height: 22 }} aria-hidden="true" />
                {COLOUR_THEMES[key].label}
              </Radio>
            ))}
          </RadioGroup>
          <TextField label="Personal notes (optional)" multiline value={notes} onChange={setNotes} />
        </div>
      )}
      {step === 2 && (
        <div className={styles.form}>
          <Switch isSelected={enableGPS} onChange={setEnableGPS} className={ui.checkbox}>
            <span className={ui.checkboxBox} aria-hidden="true">{enableGPS ? '✓' : ''}</span>
            Use GPS for field service tracking
          </Switch>
          <p className={styles.muted}>Your location stays on this device unless you choose to record a route.</p>
        </div>
      )}
      {step === 3 && (
        <div className={styles.form}>
          <Switch isSelected={enableNotifications} onChange={setEnableNotifications} className={ui.checkbox}>
            <span className={ui.checkboxBox} aria-hidden="true">{enableNotifications ? '✓' : ''}</span>
            Enable reminders
          </Switch>
          <p className={styles.muted}>
            Reminders cover meetings, field service schedules, return-visit follow-ups, and assembly and convention dates.
          </p>
        </div>
      )}
      {step === 4 && (
        <div className={styles.form}>
          <p>You are all set. A few tips to start:</p>
          <ul>
            <li>Write notes after each call; they save even without a signal.</li>
            <li>Check your service group page in an emergency.</li>
            <li>Install the app from your browser menu to use it offline.</li>
          </ul>
        </div>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" isDisabled={step === 0} onPress={() => setStep((s) => s - 1)}>
          Previous
        </Button>
        {step < STEPS.length - 1 ? (
          <Button onPress={() => setStep((s) => s + 1)}>Next</Button>
        ) : (
          <Button onPress={finish} isDisabled={saving}>
            Start Using
          </Button>
        )}
      </div>
    </Dialog>
  );
}
