// Edit a user (docs/product/admin.md, "Users"): three tabs. Account: username, email, First Login
// Required, Setup Completed, the role and the conductor and elder flags. No password: a member who
// forgot theirs gets a reset code (UserResetActions), so no admin chooses or knows it. Setup & Branding: app name, background image address, colours.
// Preferences: what the member chose, read only (members choose them themselves).
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import type { UserEditDialog_user$key } from '../../__generated__/UserEditDialog_user.graphql';
import type { AdminUpdateUserInput } from '../../__generated__/useAdminUpdateUserMutation.graphql';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { ColorPicker } from '../../ui/ColorPicker.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Select } from '../../ui/Select.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import * as ui from '../../ui/ui.css.ts';
import { isServiceGroup } from '../../platform/groups.ts';
import { groupOptions } from './groups.ts';
import { usePasswordConfirmation } from '../second-factor/index.ts';
import { useAdminUpdateUserMutation } from './useAdminUpdateUserMutation.ts';
import * as styles from './admin.css.ts';

const PREFERENCE_FLAGS = ['notifications', 'autoSync', 'ministryReminders', 'weatherAlerts', 'gpsTracking', 'offlineMode'] as const;

export function UserEditDialog({ user: key, onClose }: { user: UserEditDialog_user$key; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const user = useFragment(
    graphql`
      fragment UserEditDialog_user on User {
        id
        username
        email
        fullName
        groupNumber
        appName
        backgroundImageUrl
        primaryColor
        secondaryColor
        isFirstLogin
        setupCompleted
        role
        isConductor
        isElder
        isGroupOverseer
        memberPreferences {
          theme
          fontSize
          language
          notifications
          autoSync
          ministryReminders
          weatherAlerts
          gpsTracking
          offlineMode
        }
      }
    `,
    key,
  );
  const [values, setValues] = useState({
    username: user.username,
    email: user.email ?? '',
    fullName: user.fullName,
    groupNumber: user.groupNumber,
    currentPassword: '',
    isFirstLogin: user.isFirstLogin,
    setupCompleted: user.setupCompleted,
    role: user.role,
    isConductor: user.isConductor,
    isElder: user.isElder,
    isGroupOverseer: user.isGroupOverseer,
    appName: user.appName,
    backgroundImageUrl: user.backgroundImageUrl,
    primaryColor: user.primaryColor,
    secondaryColor: user.secondaryColor,
  });
  const set = <K extends keyof typeof values>(k: K) => (v: (typeof values)[K]) => setValues((s) => ({ ...s, [k]: v }));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [commit, saving] = useAdminUpdateUserMutation();

  const confirmation = usePasswordConfirmation();

  const save = (retried = false) => {
    const { currentPassword, ...rest } = values;
    const input: AdminUpdateUserInput = { id: user.id, ...rest, ...(currentPassword ? { currentPassword } : {}) };
    commit({
      variables: { input },
      onCompleted: ({ adminUpdateUser: result }) => {
        // A new role needs the password given recently: asked for, then saved once more.
        if (!retried && confirmation.ask(result.__typename, () => save(true))) return;
        if (result.__typename === 'AdminUserUpdated') {
          toast({ title: t('users.updated'), description: t('users.updatedBody', { username: values.username }) });
          onClose();
        } else {
          const failure = failureOf(result, t('users.saveFailed'));
          setFields(failure.fields);
          setError(failure.message);
          errorToast(t('users.saveFailed'));
        }
      },
      onError: () => void errorToast(t('users.saveFailed')),
    });
  };

  const prefs = user.memberPreferences;
  return (
    <Dialog title={t('users.editTitle', { username: user.username })} isOpen onOpenChange={(open) => !open && onClose()}>
      <Form
        validationBehavior="aria"
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <Tabs>
          <div className={styles.tabScroller}>
            <TabList aria-label={t('users.editTabs')}>
              <Tab id="account">{t('users.accountTab')}</Tab>
              <Tab id="branding">{t('users.brandingTab')}</Tab>
              <Tab id="preferences">{t('users.preferencesTab')}</Tab>
            </TabList>
          </div>
          <TabPanel id="account">
            <div className={styles.form}>
              <TextField label={t('fields.username')} value={values.username} onChange={set('username')} errorMessage={fields.username} />
              <TextField label={t('fields.email')} type="email" value={values.email} onChange={set('email')} errorMessage={fields.email} />
              <TextField label={t('fields.fullName')} value={values.fullName} onChange={set('fullName')} errorMessage={fields.fullName} />
              <Select
                label={t('fields.group')}
                options={groupOptions(t)}
                value={values.groupNumber}
                onChange={(v) => isServiceGroup(v) && set('groupNumber')(v)}
                errorMessage={fields.groupNumber}
              />
              {/* One's own username or email needs the current password: the field comes when the server asks. */}
              {(fields.currentPassword || values.currentPassword) && (
                <TextField
                  label={t('fields.currentPassword')}
                  type="password"
                  autoComplete="current-password"
                  value={values.currentPassword}
                  onChange={set('currentPassword')}
                  errorMessage={fields.currentPassword}
                />
              )}
              <Select
                label={t('fields.role')}
                options={[
                  { id: 'user', label: t('users.roleUser') },
                  { id: 'admin', label: t('users.admin') },
                ]}
                value={values.role}
                onChange={set('role')}
                errorMessage={fields.role}
              />
              <Checkbox isSelected={values.isFirstLogin} onChange={set('isFirstLogin')}>
                {t('users.firstLoginRequired')}
              </Checkbox>
              <Checkbox isSelected={values.setupCompleted} onChange={set('setupCompleted')}>
                {t('users.setupCompleted')}
              </Checkbox>
              <Checkbox isSelected={values.isConductor} onChange={set('isConductor')}>
                {t('users.conductorFlag')}
              </Checkbox>
              <Checkbox isSelected={values.isElder} onChange={set('isElder')}>
                {t('users.elderFlag')}
              </Checkbox>
              <Checkbox isSelected={values.isGroupOverseer} onChange={set('isGroupOverseer')}>
                {t('users.overseerFlag')}
              </Checkbox>
            </div>
          </TabPanel>
          <TabPanel id="branding">
            <div className={styles.form}>
              <TextField label={t('settings.appName')} value={values.appName} onChange={set('appName')} errorMessage={fields.appName} />
              <TextField
                label={t('users.backgroundImageUrl')}
                description={t('users.backgroundHint')}
                value={values.backgroundImageUrl}
                onChange={set('backgroundImageUrl')}
                errorMessage={fields.backgroundImageUrl}
              />
              <ColorPicker label={t('settings.primaryColor')} value={values.primaryColor} onChange={set('primaryColor')} errorMessage={fields.primaryColor} />
              <ColorPicker label={t('settings.secondaryColor')} value={values.secondaryColor} onChange={set('secondaryColor')} errorMessage={fields.secondaryColor} />
            </div>
          </TabPanel>
          <TabPanel id="preferences">
            <p className={styles.muted}>{t('users.preferencesIntro')}</p>
            <dl className={styles.dl}>
              <dt className={styles.dt}>{t('prefs.theme')}</dt>
              <dd className={styles.dd}>{prefs.theme}</dd>
              <dt className={styles.dt}>{t('prefs.fontSize')}</dt>
              <dd className={styles.dd}>{prefs.fontSize}</dd>
              <dt className={styles.dt}>{t('prefs.language')}</dt>
              <dd className={styles.dd}>{prefs.language}</dd>
              {PREFERENCE_FLAGS.map((flag) => (
                <Fragment key={flag}>
                  <dt className={styles.dt}>{t(`prefs.${flag}`)}</dt>
                  <dd className={styles.dd}>{prefs[flag] ? t('prefs.on') : t('prefs.off')}</dd>
                </Fragment>
              ))}
            </dl>
          </TabPanel>
        </Tabs>
        {error && (
          <p role="alert" className={ui.formError}>
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onClose}>
            {t('users.cancel')}
          </Button>
          <Button type="submit" isDisabled={saving}>
            {saving ? t('settings.saving') : t('users.save')}
          </Button>
        </div>
      </Form>
      {confirmation.dialog}
    </Dialog>
  );
}
