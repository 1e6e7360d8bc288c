// The admin panel (docs/product/admin.md), opened from the footer and the phone's bottom bar. A
// visitor or a member sees the admin sign-in; an admin who owes the authenticator code sees the
// code step; an admin sees the "Ministry App Personalization" tabs. The server decides which
// (`adminAccess`), and refuses every admin operation on its own whatever this screen shows.
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AdminPanelQuery } from '../../__generated__/AdminPanelQuery.graphql';
import { useShell } from '../../platform/shell-context.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs.tsx';
import { AdminAccountTab } from './AdminAccountTab.tsx';
import { AdminSignIn } from './AdminSignIn.tsx';
import { ContentTab } from './ContentTab.tsx';
import { BrandingTab, GeneralTab, LocationTab, VehicleTab } from './SettingsTabs.tsx';
import { SupportTab } from './SupportTab.tsx';
import { UsersTab } from './UsersTab.tsx';
import * as styles from './admin.css.ts';

interface Props {
  /** The shell's viewer; the panel reads what it needs with its own query. */
  viewer: unknown;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

export function AdminPanel({ isOpen, onOpenChange }: Props) {
  const { t } = useTranslation('admin');
  return (
    <Suspense
      fallback={
        <Dialog title={t('panel.title')} isOpen={isOpen} onOpenChange={onOpenChange}>
          <p role="status">{t('panel.loading')}</p>
        </Dialog>
      }
    >
      <AdminPanelContent isOpen={isOpen} onOpenChange={onOpenChange} />
    </Suspense>
  );
}

function AdminPanelContent({ isOpen, onOpenChange }: Omit<Props, 'viewer'>) {
  const { t } = useTranslation('admin');
  const shell = useShell();
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<AdminPanelQuery>(
    graphql`
      query AdminPanelQuery {
        adminAccess {
          status
          secondFactorEnabled
          recoveryCodesLeft
        }
        appSettings {
          ...SettingsTabs_settings
          ...RequireSecondFactor_settings
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only', fetchKey },
  );
  const refresh = () => setFetchKey((k) => k + 1);
  const { status } = data.adminAccess;

  if (status !== 'granted') {
    return (
      <Dialog title={t('panel.title')} isOpen={isOpen} onOpenChange={onOpenChange}>
        <AdminSignIn needsCode={status === 'code'} onGranted={refresh} />
      </Dialog>
    );
  }

  return (
    <Dialog title={t('panel.personalization')} isOpen={isOpen} onOpenChange={onOpenChange} size="full">
      <Tabs>
        <div className={styles.tabScroller}>
          <TabList aria-label={t('panel.tabs')}>
            <Tab id="general">{t('tabs.general')}</Tab>
            <Tab id="branding">{t('tabs.branding')}</Tab>
            <Tab id="vehicle">{t('tabs.vehicle')}</Tab>
            <Tab id="location">{t('tabs.location')}</Tab>
            <Tab id="content">{t('tabs.content')}</Tab>
            <Tab id="account">{t('tabs.account')}</Tab>
            <Tab id="users">{t('tabs.users')}</Tab>
            <Tab id="support">{t('tabs.support')}</Tab>
          </TabList>
        </div>
        <TabPanel id="general">
          <GeneralTab settings={data.appSettings} />
        </TabPanel>
        <TabPanel id="branding">
          <BrandingTab settings={data.appSettings} />
        </TabPanel>
        <TabPanel id="vehicle">
          <VehicleTab settings={data.appSettings} />
        </TabPanel>
        <TabPanel id="location">
          <LocationTab settings={data.appSettings} />
        </TabPanel>
        <TabPanel id="content">
          <ContentTab />
        </TabPanel>
        <TabPanel id="account">
          <AdminAccountTab
            secondFactorEnabled={data.adminAccess.secondFactorEnabled}
            recoveryCodesLeft={data.adminAccess.recoveryCodesLeft}
            settings={data.appSettings}
            onChanged={refresh}
          />
        </TabPanel>
        <TabPanel id="users">
          <Suspense fallback={<p role="status">{t('panel.loading')}</p>}>
            <UsersTab />
          </Suspense>
        </TabPanel>
        <TabPanel id="support">
          <Suspense fallback={<p role="status">{t('panel.loading')}</p>}>
            <SupportTab onClose={() => onOpenChange(false)} />
          </Suspense>
        </TabPanel>
      </Tabs>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onPress={() => {
            onOpenChange(false);
            shell.signOut();
          }}
        >
          {t('panel.signOut')}
        </Button>
      </div>
    </Dialog>
  );
}
