// The account dialog (docs/product/accounts.md). Signed out: a choice between creating an account
// and signing in, and from the sign-in "Forgot password?" (a reset code from an admin). Signed in:
// the Account (with the signed-in devices), Design and Settings tabs.
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { AccountDialog_viewer$key } from '../../__generated__/AccountDialog_viewer.graphql';
import type { AccountMode } from '../../platform/shell-context.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs.tsx';
import { AccountTab } from './AccountTab.tsx';
import { CreateAccountForm } from './CreateAccountForm.tsx';
import { DesignTab } from './DesignTab.tsx';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';
import { SettingsTab } from './SettingsTab.tsx';
import { SignedInDevices } from './SignedInDevices.tsx';
import { AccountSecondFactor } from './AccountSecondFactor.tsx';
import { SignInForm } from './SignInForm.tsx';
import * as styles from './account.css.ts';

interface Props {
  viewer: AccountDialog_viewer$key | null;
  mode: AccountMode | null;
  onModeChange: (mode: AccountMode) => void;
  onClose: () => void;
}

const TITLES = {
  choice: 'dialog.account',
  'sign-in': 'dialog.signIn',
  create: 'dialog.create',
  'reset-password': 'reset.title',
} as const satisfies Record<AccountMode, string>;

export function AccountDialog({ viewer: viewerKey, mode, onModeChange, onClose }: Props) {
  const { t } = useTranslation('account');
  const viewer = useFragment(
    graphql`
      fragment AccountDialog_viewer on User {
        username
        ...AccountTab_viewer
        ...DesignTab_viewer
        ...SettingsTab_viewer
      }
    `,
    viewerKey,
  );
  const isOpen = mode !== null;
  const onOpenChange = (open: boolean) => !open && onClose();

  if (viewer) {
    return (
      <Dialog title={t('dialog.signedIn', { username: viewer.username })} isOpen={isOpen} onOpenChange={onOpenChange}>
        <Tabs>
          <TabList aria-label={t('dialog.tabs')}>
            <Tab id="account">{t('dialog.accountTab')}</Tab>
            <Tab id="design">{t('dialog.designTab')}</Tab>
            <Tab id="settings">{t('dialog.settingsTab')}</Tab>
          </TabList>
          <TabPanel id="account">
            <AccountTab viewer={viewer} onDone={onClose} />
            <AccountSecondFactor />
            <SignedInDevices />
          </TabPanel>
          <TabPanel id="design">
            <DesignTab viewer={viewer} />
          </TabPanel>
          <TabPanel id="settings">
            <SettingsTab viewer={viewer} />
          </TabPanel>
        </Tabs>
      </Dialog>
    );
  }

  return (
    <Dialog title={t(TITLES[mode ?? 'choice'])} isOpen={isOpen} onOpenChange={onOpenChange}>
      {mode === 'sign-in' && <SignInForm onDone={onClose} onBack={() => onModeChange('choice')} onForgot={() => onModeChange('reset-password')} />}
      {mode === 'reset-password' && <ResetPasswordForm onDone={onClose} onBack={() => onModeChange('sign-in')} />}
      {mode === 'create' && <CreateAccountForm onDone={onClose} onBack={() => onModeChange('choice')} />}
      {(mode === 'choice' || mode === null) && (
        <div className={styles.choice}>
          <p className={styles.muted}>{t('dialog.intro')}</p>
          <Button onPress={() => onModeChange('create')}>{t('dialog.create')}</Button>
          <Button variant="secondary" onPress={() => onModeChange('sign-in')}>
            {t('dialog.signIn')}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
