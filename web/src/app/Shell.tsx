// The app shell: the viewer's query, header, page outlet, footer, bottom bar, toasts, and the
// dialogs any page can open (account, setup guide, admin panel). The user's colours and
// background fill the theme here, so every screen takes them at once.
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation, useRelayEnvironment, useSubscription } from 'react-relay';
import { Outlet, useLocation, useNavigate } from 'react-router';
import type { ShellQuery } from '../__generated__/ShellQuery.graphql';
import type { ShellLogoutMutation } from '../__generated__/ShellLogoutMutation.graphql';
import type { ShellViewerSubscription } from '../__generated__/ShellViewerSubscription.graphql';
import { AppReminders } from '../features/calendar/AppReminders.tsx';
import { currentSubscription } from '../features/service-group/push.ts';
import { useRemovePushSubscriptionMutation } from '../features/service-group/useRemovePushSubscriptionMutation.ts';
import { SetupGuide } from '../features/account/SetupGuide.tsx';
import { OfflineSync } from '../offline/OfflineSync.tsx';
import { replay } from '../offline/queue.ts';
import { AUTH_REQUIRED_EVENT, restartSubscriptions } from '../relay/environment.ts';
import { applyBrand, DEFAULT_BRAND } from '../theme/brand.ts';
import { errorToast, toast, Toaster } from '../ui/toast.tsx';
import { BottomBar } from './BottomBar.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { PageLoading } from './PageLoading.tsx';
import { ConnectionStatus } from './overlays/ConnectionStatus.tsx';
import { InstallPrompt } from './overlays/InstallPrompt.tsx';
import { ShellContext, type AccountMode, type ShellActions } from './shell-context.ts';
import { clearUserLocalData } from './local-data.ts';
import * as styles from './shell.css.ts';

// The account forms and the admin panel load when first opened: most visits never open them.
const AccountDialog = lazy(async () => ({ default: (await import('../features/account/AccountDialog.tsx')).AccountDialog }));
const AdminPanel = lazy(async () => ({ default: (await import('../features/account/AdminPanel.tsx')).AdminPanel }));

const FOOTER_TEXT = 'Your complete toolkit for ministry work';

export function Shell() {
  const data = useLazyLoadQuery<ShellQuery>(
    graphql`
      query ShellQuery {
        viewer {
          id
          username
          appName
          primaryColor
          secondaryColor
          backgroundImageUrl
          ...Header_viewer
          ...AccountDialog_viewer
          ...SetupGuide_viewer
          ...AdminPanel_viewer
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const viewer = data.viewer;
  const navigate = useNavigate();
  const { pathname } = useLocation();
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

  useEffect(() => {
    applyBrand(viewer ?? DEFAULT_BRAND);
  }, [viewer?.primaryColor, viewer?.secondaryColor]);

  useEffect(() => {
    const open = () => setAccountMode('sign-in');
    window.addEventListener(AUTH_REQUIRED_EVENT, open);
    return () => window.removeEventListener(AUTH_REQUIRED_EVENT, open);
  }, []);

  const [commitRemovePush] = useRemovePushSubscriptionMutation();

  const environment = useRelayEnvironment();
  const signOut = useCallback(async () => {
    // What this member wrote offline is delivered before their session ends.
    if (navigator.onLine) await replay(environment);
    // A shared phone must not keep receiving the last member's group alerts.
    const push = await currentSubscription().catch(() => null);
    if (push) {
      await new Promise<void>((resolve) =>
        commitRemovePush({ variables: { input: { endpoint: push.endpoint } }, onCompleted: () => resolve(), onError: () => resolve() }),
      );
      await push.unsubscribe().catch(() => false);
    }
    commitLogout({
      variables: {},
      updater: (store) => store.getRoot().setValue(null, 'viewer'),
      onCompleted: () => {
        restartSubscriptions();
        clearUserLocalData();
        toast({ title: 'Signed Out', description: 'You have been signed out.' });
        navigate('/');
      },
      onError: () => {
        errorToast('There was a problem logging out. Please try again.', 'Logout Error');
      },
    });
  }, [commitLogout, commitRemovePush, environment, navigate]);

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
      <div
        className={styles.page}
        style={viewer?.backgroundImageUrl ? { backgroundImage: `url("${viewer.backgroundImageUrl}")` } : undefined}
      >
        <Header viewer={viewer ?? null} />
        {viewer && <ViewerUpdates />}
        {viewer && <AppReminders key={viewer.id} />}
        {viewer && <OfflineSync key={viewer.id} />}
        <main id="main" className={styles.main}>
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
        <Footer text={FOOTER_TEXT} />
        <BottomBar signedIn={!!viewer} />
        <Toaster />
        <ConnectionStatus />
        <InstallPrompt appName={viewer?.appName ?? 'My Ministry Companion'} />
        <Suspense fallback={null}>
          {accountMode !== null && (
            <AccountDialog
              viewer={viewer ?? null}
              mode={accountMode}
              onModeChange={setAccountMode}
              onClose={() => setAccountMode(null)}
            />
          )}
          {adminOpen && <AdminPanel viewer={viewer ?? null} isOpen onOpenChange={setAdminOpen} />}
        </Suspense>
        {viewer && <SetupGuide viewer={viewer} isOpen={setupOpen} onOpenChange={setSetupOpen} />}
      </div>
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
