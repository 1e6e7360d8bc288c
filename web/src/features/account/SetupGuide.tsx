// The five-step setup guide (docs/product/accounts.md, "Setup guide"). Its switches start at the
// member's saved preferences and finishing writes only what the member changed, so walking through
// with Next never turns a preference off. Finishing saves the app name, the colour theme (when
// changed) and the setup flag on the account, so the guide does not return on another device.
import { Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label, Radio, RadioGroup, Switch } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import { useLocation } from '../../platform/router.tsx';
import type { SetupGuide_viewer$key } from '../../__generated__/SetupGuide_viewer.graphql';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import * as ui from '../../ui/ui.css.ts';
import { COLOUR_THEMES, type ColourTheme } from './colour-themes.ts';
import { markCompletedLocally, rememberClosed, SETUP_CHECK_DELAY_MS, shouldOpenByItself } from './setup-state.ts';
import { useUpdateDesignMutation } from './useUpdateDesignMutation.ts';
import { useUpdatePreferencesMutation } from './useUpdatePreferencesMutation.ts';
import * as styles from './account.css.ts';

const STEPS = ['welcome', 'personalize', 'location', 'notifications', 'complete'] as const;

const themeOf = (primaryColor: string) =>
  (Object.keys(COLOUR_THEMES) as ColourTheme[]).find((key) => COLOUR_THEMES[key].primaryColor === primaryColor.toLowerCase()) ?? null;

export function SetupGuide({
  viewer: viewerKey,
  isOpen,
  onOpenChange,
  busy = false,
}: {
  viewer: SetupGuide_viewer$key;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Another dialog is open (the account dialog, the admin panel): the guide does not open over it. */
  busy?: boolean;
}) {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  const viewer = useFragment(
    graphql`
      fragment SetupGuide_viewer on User {
        username
        appName
        primaryColor
        setupCompleted
        isAdmin
        preferences {
          gpsTracking
          ministryReminders
          notifications
        }
      }
    `,
    viewerKey,
  );
  const saved = viewer.preferences;
  const savedTheme = themeOf(viewer.primaryColor);
  const [step, setStep] = useState(0);
  const [appName, setAppName] = useState(viewer.appName);
  const [colorTheme, setColorTheme] = useState<ColourTheme>(savedTheme ?? 'orange');
  const [notes, setNotes] = useState('');
  const [enableGPS, setEnableGPS] = useState(saved.gpsTracking);
  const [enableReminders, setEnableReminders] = useState(saved.ministryReminders);
  const [commitDesign, saving] = useUpdateDesignMutation();
  const [commitPreferences] = useUpdatePreferencesMutation();

  // A second after load, a member who has not finished setup (nor closed it this session) sees it.
  const openByItself = shouldOpenByItself(viewer, pathname, busy);
  useEffect(() => {
    if (!openByItself) return;
    const timer = setTimeout(() => onOpenChange(true), SETUP_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [openByItself, onOpenChange]);

  const close = (open: boolean) => {
    if (!open) rememberClosed(viewer.username);
    onOpenChange(open);
  };

  const finish = () => {
    const colours = colorTheme !== savedTheme ? COLOUR_THEMES[colorTheme] : {};
    commitDesign({
      variables: { input: { appName, ...colours, setupCompleted: true, isFirstLogin: false } },
      onCompleted: ({ updateDesign: result }) => {
        if (result.__typename !== 'DesignUpdated') {
          errorToast(failureOf(result, t('setup.failed')).message);
          return;
        }
        const changed = {
          ...(enableGPS !== saved.gpsTracking ? { gpsTracking: enableGPS } : {}),
          ...(enableReminders !== saved.ministryReminders ? { ministryReminders: enableReminders, notifications: enableReminders } : {}),
        };
        if (Object.keys(changed).length > 0) commitPreferences({ variables: { input: changed } });
        markCompletedLocally(viewer.username, { appName, enableNotifications: enableReminders, enableGPS, colorTheme, notes });
        toast({ title: t('setup.savedTitle'), description: t('setup.saved') });
        onOpenChange(false);
        setStep(0);
      },
      onError: () => {
        errorToast(t('setup.failed'));
      },
    });
  };

  return (
    <Dialog title={t('setup.title', { step: t(`setup.steps.${STEPS[step] ?? 'welcome'}`) })} isOpen={isOpen} onOpenChange={close}>
      <div className={styles.steps} aria-label={t('setup.progress', { current: step + 1, total: STEPS.length })} role="img">
        {STEPS.map((name, i) => (
          <span key={name} className={`${styles.stepDot} ${i <= step ? styles.stepDotDone : ''}`} />
        ))}
      </div>
      {step === 0 && (
        <div className={styles.form}>
          <p>{t('setup.welcome')}</p>
          <p className={styles.muted}>{t('setup.later')}</p>
        </div>
      )}
      {step === 1 && (
        <div className={styles.form}>
          <TextField label={t('setup.appName')} value={appName} onChange={setAppName} />
          <RadioGroup value={colorTheme} onChange={(v) => setColorTheme(v as ColourTheme)} className={ui.field}>
            <Label className={ui.label}>{t('setup.colourTheme')}</Label>
            {(Object.keys(COLOUR_THEMES) as ColourTheme[]).map((key) => (
              <Radio key={key} value={key} className={ui.checkbox}>
                <span className={`${styles.themeSwatch} ${styles.themeSwatchColour[key]}`} aria-hidden="true" />
                {t(`setup.themes.${key}`)}
              </Radio>
            ))}
          </RadioGroup>
          <TextField label={t('setup.notes')} multiline value={notes} onChange={setNotes} />
        </div>
      )}
      {step === 2 && (
        <div className={styles.form}>
          <SwitchRow isSelected={enableGPS} onChange={setEnableGPS} label={t('setup.gps')} />
          <p className={styles.muted}>{t('setup.gpsNote')}</p>
        </div>
      )}
      {step === 3 && (
        <div className={styles.form}>
          <SwitchRow isSelected={enableReminders} onChange={setEnableReminders} label={t('setup.reminders')} />
          <p className={styles.muted}>{t('setup.remindersNote')}</p>
        </div>
      )}
      {step === 4 && (
        <div className={styles.form}>
          <p>{t('setup.done')}</p>
          <ul>
            <li>{t('setup.tipNotes')}</li>
            <li>{t('setup.tipGroup')}</li>
            <li>{t('setup.tipInstall')}</li>
          </ul>
        </div>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" isDisabled={step === 0} onPress={() => setStep((s) => s - 1)}>
          {t('setup.previous')}
        </Button>
        {step < STEPS.length - 1 ? (
          <Button onPress={() => setStep((s) => s + 1)}>{t('setup.next')}</Button>
        ) : (
          <Button onPress={finish} isDisabled={saving}>
            {t('setup.finish')}
          </Button>
        )}
      </div>
    </Dialog>
  );
}

/** A switch drawn like the app's checkboxes (a box with a tick), read as a switch. */
function SwitchRow({ isSelected, onChange, label }: { isSelected: boolean; onChange: (on: boolean) => void; label: string }) {
  return (
    <Switch isSelected={isSelected} onChange={onChange} className={ui.checkbox}>
      <span className={ui.checkboxBox} aria-hidden="true">
        {isSelected && <Check size={16} strokeWidth={3} />}
      </span>
      {label}
    </Switch>
  );
}
