// The app-wide settings tabs of the Personalization dialog (docs/product/admin.md): General (app
// name, whether visitors may create accounts, how long householder records are kept), Branding (company, support email, logo, brand colours, footer text), Vehicle (the GPS
// screen's vehicle image) and Location (the weather region). Each saves only its own fields;
// every open screen of every member takes the change at once (appSettingsChanged).
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import type { SettingsTabs_settings$data, SettingsTabs_settings$key } from '../../__generated__/SettingsTabs_settings.graphql';
import type { UpdateAppSettingsInput } from '../../__generated__/useUpdateAppSettingsMutation.graphql';
import { failureOf } from '../../relay/mutations.ts';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { ColorPicker } from '../../ui/ColorPicker.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { ImageField, type ImageFieldWords } from '../../platform/ImageField.tsx';
import { SubmitRow } from './FormSection.tsx';
import { useUpdateAppSettingsMutation } from './useUpdateAppSettingsMutation.ts';
import * as styles from './admin.css.ts';

const SettingsFragment = graphql`
  fragment SettingsTabs_settings on AppSettings {
    id
    appName
    enableRegistration
    householderRetentionMonths
    checkInGraceMinutes
    checkInEscalationMinutes
    companyName
    contactEmail
    companyLogo
    primaryColor
    secondaryColor
    footerText
    vehicleImage
    weatherRegion
    weatherLat
    weatherLng
  }
`;

type Settings = SettingsTabs_settings$data;

/** One tab's form: its values, the save, and the server's messages by field. */
function useSettingsForm<K extends keyof UpdateAppSettingsInput>(settings: Settings, keys: K[]) {
  const { t } = useTranslation('admin');
  const initial = Object.fromEntries(keys.map((k) => [k, settings[k as keyof Settings] ?? ''])) as Record<K, string | number | boolean>;
  const [values, setValues] = useState(initial);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [commit, saving] = useUpdateAppSettingsMutation();
  const set = (key: K) => (value: string | number | boolean) => setValues((v) => ({ ...v, [key]: value }));
  const save = (input: UpdateAppSettingsInput = values as UpdateAppSettingsInput) =>
    commit({
      variables: { input },
      onCompleted: ({ updateAppSettings }) => {
        if (updateAppSettings.__typename === 'AppSettingsUpdated') {
          setFields({});
          setError(null);
          toast({ title: t('settings.saved') });
        } else {
          const failure = failureOf(updateAppSettings, t('settings.failed'));
          setFields(failure.fields);
          setError(failure.message);
        }
      },
      onError: () => void errorToast(t('settings.failed')),
    });
  return { values, set, save, saving, fields, error };
}

function SaveRow({ saving, error }: { saving: boolean; error: string | null }) {
  const { t } = useTranslation('admin');
  return <SubmitRow error={error} saving={saving} label={saving ? t('settings.saving') : t('settings.save')} />;
}

const onSubmit = (save: () => void) => (e: React.FormEvent) => {
  e.preventDefault();
  save();
};

/** The largest logo or vehicle image the settings take. */
export const MAX_IMAGE_BYTES = 1024 * 1024;

/** The admin's words for an image of the settings, given its label, hint and wrong-format message. */
function imageWords(t: TFunction<'admin'>, label: string, description: string, wrongType: string): ImageFieldWords {
  return {
    label,
    description,
    choose: t('settings.chooseImage', { label }),
    replace: t('settings.replaceImage', { label }),
    remove: t('settings.removeImage', { label }),
    current: t('settings.currentImage', { label }),
    refusals: { notAnImage: wrongType, wrongType, tooLarge: t('settings.imageTooLarge') },
  };
}

export function GeneralTab({ settings: key }: { settings: SettingsTabs_settings$key }) {
  const { t } = useTranslation('admin');
  const settings = useFragment(SettingsFragment, key);
  const form = useSettingsForm(settings, ['appName', 'enableRegistration', 'householderRetentionMonths', 'checkInGraceMinutes', 'checkInEscalationMinutes']);
  const [retentionIssue, setRetentionIssue] = useState<string | null>(null);
  const [graceIssue, setGraceIssue] = useState<string | null>(null);
  const [escalationIssue, setEscalationIssue] = useState<string | null>(null);
  /** A whole number from 1 to `max` in the field, or NaN. */
  const wholeIn = (value: unknown, max: number) => {
    const text = String(value).trim();
    const n = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    return n >= 1 && n <= max ? n : Number.NaN;
  };
  const check = () => {
    const months = wholeIn(form.values.householderRetentionMonths, 120);
    const grace = wholeIn(form.values.checkInGraceMinutes, 120);
    const escalation = wholeIn(form.values.checkInEscalationMinutes, 240);
    setRetentionIssue(Number.isNaN(months) ? t('settings.retentionRange') : null);
    setGraceIssue(Number.isNaN(grace) ? t('settings.checkInGraceRange') : null);
    setEscalationIssue(Number.isNaN(escalation) ? t('settings.checkInEscalationRange') : null);
    if ([months, grace, escalation].some(Number.isNaN)) return;
    form.save({
      appName: String(form.values.appName),
      enableRegistration: form.values.enableRegistration === true,
      householderRetentionMonths: months,
      checkInGraceMinutes: grace,
      checkInEscalationMinutes: escalation,
    });
  };
  return (
    <Form validationBehavior="aria" className={styles.form} onSubmit={onSubmit(check)}>
      <TextField
        label={t('settings.appName')}
        description={t('settings.appNameHint')}
        value={String(form.values.appName)}
        onChange={form.set('appName')}
        errorMessage={form.fields.appName}
      />
      <div>
        <Checkbox isSelected={form.values.enableRegistration === true} onChange={form.set('enableRegistration')} aria-describedby="registration-hint">
          {t('settings.enableRegistration')}
        </Checkbox>
        <p id="registration-hint" className={styles.muted}>
          {t('settings.enableRegistrationHint')}
        </p>
      </div>
      <TextField
        label={t('settings.retentionMonths')}
        description={t('settings.retentionMonthsHint')}
        inputMode="numeric"
        value={String(form.values.householderRetentionMonths)}
        onChange={form.set('householderRetentionMonths')}
        errorMessage={retentionIssue ?? form.fields.householderRetentionMonths}
      />
      <TextField
        label={t('settings.checkInGrace')}
        description={t('settings.checkInGraceHint')}
        inputMode="numeric"
        value={String(form.values.checkInGraceMinutes)}
        onChange={form.set('checkInGraceMinutes')}
        errorMessage={graceIssue ?? form.fields.checkInGraceMinutes}
      />
      <TextField
        label={t('settings.checkInEscalation')}
        description={t('settings.checkInEscalationHint')}
        inputMode="numeric"
        value={String(form.values.checkInEscalationMinutes)}
        onChange={form.set('checkInEscalationMinutes')}
        errorMessage={escalationIssue ?? form.fields.checkInEscalationMinutes}
      />
      <SaveRow saving={form.saving} error={form.error} />
    </Form>
  );
}

export function BrandingTab({ settings: key }: { settings: SettingsTabs_settings$key }) {
  const { t } = useTranslation('admin');
  const settings = useFragment(SettingsFragment, key);
  const form = useSettingsForm(settings, ['companyName', 'contactEmail', 'companyLogo', 'primaryColor', 'secondaryColor', 'footerText']);
  return (
    <Form validationBehavior="aria" className={styles.form} onSubmit={onSubmit(() => form.save())}>
      <div className={styles.grid2}>
        <TextField label={t('settings.companyName')} value={String(form.values.companyName)} onChange={form.set('companyName')} errorMessage={form.fields.companyName} />
        <TextField
          label={t('settings.contactEmail')}
          type="email"
          value={String(form.values.contactEmail)}
          onChange={form.set('contactEmail')}
          errorMessage={form.fields.contactEmail}
        />
      </div>
      <ImageField
        words={imageWords(t, t('settings.logo'), t('settings.logoHint'), t('settings.logoType'))}
        value={String(form.values.companyLogo)}
        onChange={form.set('companyLogo')}
        maxBytes={MAX_IMAGE_BYTES}
        errorMessage={form.fields.companyLogo}
      />
      <div className={styles.grid2}>
        <ColorPicker
          label={t('settings.primaryColor')}
          description={t('settings.colourHint')}
          value={String(form.values.primaryColor)}
          onChange={form.set('primaryColor')}
          errorMessage={form.fields.primaryColor}
        />
        <ColorPicker
          label={t('settings.secondaryColor')}
          value={String(form.values.secondaryColor)}
          onChange={form.set('secondaryColor')}
          errorMessage={form.fields.secondaryColor}
        />
      </div>
      <TextField label={t('settings.footerText')} value={String(form.values.footerText)} onChange={form.set('footerText')} errorMessage={form.fields.footerText} />
      <SaveRow saving={form.saving} error={form.error} />
    </Form>
  );
}

export function VehicleTab({ settings: key }: { settings: SettingsTabs_settings$key }) {
  const { t } = useTranslation('admin');
  const settings = useFragment(SettingsFragment, key);
  const form = useSettingsForm(settings, ['vehicleImage']);
  return (
    <Form validationBehavior="aria" className={styles.form} onSubmit={onSubmit(() => form.save())}>
      <ImageField
        words={imageWords(t, t('settings.vehicleImage'), t('settings.vehicleHint'), t('settings.vehicleType'))}
        value={String(form.values.vehicleImage)}
        onChange={form.set('vehicleImage')}
        accepted={['image/png', 'image/jpeg', 'image/gif']}
        maxBytes={MAX_IMAGE_BYTES}
        errorMessage={form.fields.vehicleImage}
      />
      <SaveRow saving={form.saving} error={form.error} />
    </Form>
  );
}

/** A coordinate as typed: a number when it reads as one, else the text (the server answers it). */
const coordinate = (text: string): number | string => (text.trim() !== '' && !Number.isNaN(Number(text)) ? Number(text) : text);

export function LocationTab({ settings: key }: { settings: SettingsTabs_settings$key }) {
  const { t } = useTranslation('admin');
  const settings = useFragment(SettingsFragment, key);
  const form = useSettingsForm(settings, ['weatherRegion', 'weatherLat', 'weatherLng']);
  const [local, setLocal] = useState<Record<string, string>>({});
  const check = () => {
    const lat = coordinate(String(form.values.weatherLat));
    const lng = coordinate(String(form.values.weatherLng));
    const issues: Record<string, string> = {};
    if (typeof lat !== 'number' || lat < -90 || lat > 90) issues.weatherLat = t('settings.latitudeRange');
    if (typeof lng !== 'number' || lng < -180 || lng > 180) issues.weatherLng = t('settings.longitudeRange');
    setLocal(issues);
    if (Object.keys(issues).length === 0) {
      form.save({ weatherRegion: String(form.values.weatherRegion), weatherLat: lat as number, weatherLng: lng as number });
    }
  };
  return (
    <Form validationBehavior="aria" className={styles.form} onSubmit={onSubmit(check)}>
      <TextField label={t('settings.weatherRegion')} value={String(form.values.weatherRegion)} onChange={form.set('weatherRegion')} errorMessage={form.fields.weatherRegion} />
      <div className={styles.grid2}>
        <TextField
          label={t('settings.latitude')}
          description={t('settings.latitudeHint')}
          inputMode="decimal"
          value={String(form.values.weatherLat)}
          onChange={form.set('weatherLat')}
          errorMessage={local.weatherLat ?? form.fields.weatherLat}
        />
        <TextField
          label={t('settings.longitude')}
          description={t('settings.longitudeHint')}
          inputMode="decimal"
          value={String(form.values.weatherLng)}
          onChange={form.set('weatherLng')}
          errorMessage={local.weatherLng ?? form.fields.weatherLng}
        />
      </div>
      <SaveRow saving={form.saving} error={form.error} />
    </Form>
  );
}
