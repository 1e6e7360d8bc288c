// The app shell (docs/product/shell.md): the viewer's query, a skip link, header, page outlet,
// footer, bottom bar, toasts, and the dialogs any page can open (account, setup guide, admin
// panel). The user's colours and background fill the theme here, so every screen takes them at
// once; over a background image the page sits on a readable card.
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useMutation, useRelayEnvironment, useSubscription } from 'react-relay';
import { Outlet, useLocation, useNavigate } from '../platform/router.tsx';
import type { ShellQuery } from '../__generated__/ShellQuery.graphql';
import type { ShellLogoutMutation } from '../__generated__/ShellLogoutMutation.graphql';
import type { ShellViewerSubscription } from '../__generated__/ShellViewerSubscription.graphql';
import { AppReminders } from '../features/calendar/AppReminders.tsx';
import { currentSubscription } from '../platform/push.ts';
import { useRemovePushSubscriptionMutation } from '../platform/useRemovePushSubscriptionMutation.ts';
import { AUTH_REQUIRED_EVENT, endingSession, restartSubscriptions } from '../relay/environment.ts';
import { forgetLostSession } from '../relay/session-lost.ts';
import { useServerLanguage } from '../features/account/language.ts';
import { applyBrand } from '../theme/brand.ts';
import { brandColours, shellTexts } from '../features/admin/brand.ts';
import { AppSettingsUpdates, useAppSettings } from '../features/admin/useAppSettings.ts';
import { errorToast, toast } from '../ui/toast.tsx';
import { BottomBar } from './BottomBar.tsx';
import { ErrorBoundary } from '../platform/ErrorBoundary.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { PageLoading } from '../platform/PageLoading.tsx';
import { ShellPart } from '../platform/shell-part.tsx';
import { useFirstScreenDone } from '../platform/first-screen.ts';
import { afterQuiet } from '../lib/after-quiet.ts';
import { prepareOfflinePages } from './ready-offline.ts';
import { useDelivering } from '../offline/deliveries.ts';
import { ConnectionStatus } from './overlays/ConnectionStatus.tsx';
import { InstallPrompt } from './overlays/InstallPrompt.tsx';
import { ShellContext, type AccountMode, type ShellActions } from '../platform/shell-context.ts';
import { usePageQuery, ViewerIdContext } from '../platform/page-query.ts';
import * as styles from './shell.css.ts';

// The account forms and the admin panel load when first opened: most visits never open them. One
// that cannot show (its code not fetched, or failing) is closed with a word to the member.
const accountDialog = async () => (await import('../features/account/AccountDialog.tsx')).AccountDialog;
const adminPanel = async () => (await import('../features/admin/AdminPanel.tsx')).AdminPanel;

// What the first paint does not show loads just after it: the offline database and its delivery
// engine with the sync indicator (so the member's writes are delivered, and shown waiting, even if
// the signal goes a moment after the page opened), and the toasts' region. The startup notices
// (dialogs, opened by themselves when they have something to say) wait until the first screen is
// done (the page has fetched nothing for a while, lib/after-quiet.ts), and the setup guide loads
// when it opens. See docs/product/architecture.md. Each stands alone: one whose code cannot be
// fetched is left out, the page goes on, and its code is asked for again later.
const offlineSync = async () => (await import('../offline/OfflineSync.tsx')).OfflineSync;
const pendingIndicator = async () => (await import('../offline/PendingIndicator.tsx')).PendingIndicator;
const setupGuide = async () => (await import('../features/account/SetupGuide.tsx')).SetupGuide;
const startupNotices = async () => (await import('../features/whats-new/StartupNotices.tsx')).StartupNotices;
const toastRegion = async () => (await import('../ui/ToastRegion.tsx')).default;
// Another member's call for help, on every screen but the board (docs/product/service-group.md).
const emergencyBanner = async () => (await import('../features/service-group/EmergencyBanner.tsx')).EmergencyBanner;
// The member's check-in and the group's overdue ones, at the top of every screen (docs/product/check-ins.md).
const checkInBar = async () => (await import('../features/check-ins/CheckInBar.tsx')).CheckInBar;

export function Shell() {
  // Started by the root route's loader before the first render (route-table.ts). The device's
  // copy renders at once (offline too); the network refreshes it on every start, and sign-in,
  // sign-out and the live updates keep it current without another fetch.
  const data = usePageQuery<ShellQuery>(
    graphql`
      query ShellQuery {
        viewer {
          id
          username
          setupCompleted
          appName
          primaryColor
          secondaryColor
          backgroundImageUrl
          preferences {
            language
          }
          ...Header_viewer
          ...AccountDialog_viewer
          ...SetupGuide_viewer
          ...AdminPanel_viewer
        }
        appSettings {
          ...useAppSettings_settings
        }
      }
    `,
  );
  const viewer = data.viewer;
  const settings = useAppSettings(data.appSettings);
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The field pages, ready to open with no signal (ready-offline.ts).
  const signedInAs = viewer?.id;
  useEffect(() => {
    if (!signedInAs || !navigator.onLine) return;
    let stopped = false;
    const cancel = afterQuiet(() => prepareOfflinePages(() => stopped));
    return () => {
      stopped = true;
      cancel();
    };
  }, [signedInAs]);
  const firstScreenDone = useFirstScreenDone();
  const delivering = useDelivering();
  // Once loaded, the notices stay, whatever a later delivery does.
  const [noticesMayLoad, setNoticesMayLoad] = useState(false);
  if (firstScreenDone && !delivering && !noticesMayLoad) setNoticesMayLoad(true);
  const [accountMode, setAccountMode] = useState<AccountMode | null>(null);
  const [setupOpen, setSetupOpen] = useState(false);
  const [adminOpen, setAdminOpen] = useState(false);
  const [commitLogout] = useMutation<ShellLogoutMutation>(graphql`
    mutation ShellLogoutMutation {
      logout {
        ok
      }
    }
  `);

  // App-wide settings (docs/product/admin.md): the admin's colours for members who chose none.
  const { primaryColor, secondaryColor } = brandColours(viewer, settings);
  const texts = shellTexts(viewer?.appName, settings, { appName: t('header.appName'), footerText: t('footer.text') });
  const backgroundImageUrl = viewer?.backgroundImageUrl ?? null;
  useEffect(() => {
    applyBrand({ primaryColor, secondaryColor, backgroundImageUrl });
  }, [primaryColor, secondaryColor, backgroundImageUrl]);
  useServerLanguage(viewer?.preferences.language);

  const environment = useRelayEnvironment();
  // The server no longer knows this session (it ended here or on another device): the screen
  // stops showing the member as signed in, forgets the server's data it kept, and asks for a
  // sign-in. What they wrote offline stays in the outbox and is delivered once they are back.
  // A visitor (or a member who has just signed out here, with an answer still on its way) has no
  // session to lose: nothing opens by itself over their page.
  useEffect(() => {
    const open = () => {
      if (!forgetLostSession(environment)) return;
      setAccountMode('sign-in');
      void import('../platform/local-data.ts').then(({ forgetServerCopies }) => forgetServerCopies());
    };
    window.addEventListener(AUTH_REQUIRED_EVENT, open);
    return () => window.removeEventListener(AUTH_REQUIRED_EVENT, open);
  }, [environment]);

  const [commitRemovePush] = useRemovePushSubscriptionMutation();

  const signOut = useCallback(async () => {
    // What this member wrote offline is delivered before their session ends.
    if (!(await (await import('../offline/sign-out.ts')).readyToSignOut(environment))) return;
    // A shared phone must not keep receiving the last member's group alerts.
    const push = await currentSubscription().catch(() => null);
    if (push) {
      await new Promise<void>((resolve) =>
        commitRemovePush({ variables: { input: { endpoint: push.endpoint } }, onCompleted: () => resolve(), onError: () => resolve() }),
      );
      await push.unsubscribe().catch(() => false);
    }
    endingSession(true);
    commitLogout({
      variables: {},
      updater: (store) => store.getRoot().setValue(null, 'viewer'),
      onCompleted: () => {
        restartSubscriptions();
        void import('../platform/local-data.ts').then(({ clearUserLocalData }) => clearUserLocalData());
        toast({ title: t('signOut.title'), description: t('signOut.description') });
        navigate('/');
      },
      onError: () => {
        endingSession(false);
        errorToast(t('signOut.failed'));
      },
    });
  }, [commitLogout, commitRemovePush, environment, navigate, t]);

  const actions = useMemo<ShellActions>(
    () => ({
      openAccount: (mode = 'choice') => setAccountMode(mode),
      openSetupGuide: () => setSetupOpen(true),
      openAdminPanel: () => setAdminOpen(true),
      signOut: () => void signOut(),
    }),
    [signOut],
  );

  return (
    <ShellContext.Provider value={actions}>
      <ViewerIdContext.Provider value={viewer?.id ?? null}>
        <div className={styles.page}>
          <a href="#main" className={styles.skipLink}>
            {t('nav.skipToContent')}
          </a>
          <Header
            appName={texts.appName}
            viewer={viewer ?? null}
            pendingIndicator={viewer ? <ShellPart key={`pending-${viewer.id}`} load={pendingIndicator} /> : null}
          />
          {/* Each keyed child of this list has a key of its own: siblings sharing one would be confused when one is left out. */}
          {viewer && <ShellPart key={`check-ins-${viewer.id}`} load={checkInBar} />}
          {viewer && pathname !== '/service-group' && <ShellPart key={`emergency-${viewer.id}`} load={emergencyBanner} />}
          {viewer && <ViewerUpdates />}
          {viewer && <AppSettingsUpdates />}
          {viewer && <AppReminders key={`reminders-${viewer.id}`} />}
          {viewer && <ShellPart key={`sync-${viewer.id}`} load={offlineSync} />}
          {/* What's new can wait for the first screen, and for the member's writes on a slow link. */}
          {firstScreenDone && (noticesMayLoad || !delivering) && <ShellPart key={`notices-${viewer?.id ?? 'visitor'}`} load={startupNotices} />}
          <main id="main" tabIndex={-1} className={viewer?.backgroundImageUrl ? `${styles.main} ${styles.mainOnImage}` : styles.main}>
            <ErrorBoundary resetKey={pathname}>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </main>
          <Footer text={texts.footerText} />
          <BottomBar />
          <ShellPart load={toastRegion} />
          <ConnectionStatus />
          <InstallPrompt appName={texts.appName} />
          {accountMode !== null && (
            <ShellPart
              load={accountDialog}
              closeWhenFailed={() => setAccountMode(null)}
              viewer={viewer ?? null}
              mode={accountMode}
              onModeChange={setAccountMode}
              onClose={() => setAccountMode(null)}
            />
          )}
          {adminOpen && (
            <ShellPart load={adminPanel} closeWhenFailed={() => setAdminOpen(false)} viewer={viewer ?? null} isOpen onOpenChange={setAdminOpen} />
          )}
          {viewer && (setupOpen || !viewer.setupCompleted) && (
            <ShellPart
              load={setupGuide}
              closeWhenFailed={setupOpen ? () => setSetupOpen(false) : undefined}
              viewer={viewer}
              isOpen={setupOpen}
              onOpenChange={setSetupOpen}
              busy={adminOpen || accountMode !== null}
            />
          )}
        </div>
      </ViewerIdContext.Provider>
    </ShellContext.Provider>
  );
}

/** Keeps the signed-in account current when it changes on another device. */
function ViewerUpdates() {
  const config = useMemo(
    () => ({
      subscription: graphql`
        subscription ShellViewerSubscription {
          viewerUpdated {
            id
            username
            appName
            primaryColor
            secondaryColor
            backgroundImageUrl
            groupNumber
          }
        }
      `,
      variables: {},
    }),
    [],
  );
  useSubscription<ShellViewerSubscription>(config);
  return null;
}
