import { startTransition, StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-aria-components';
import { createRouter, RouterProvider as RoutesProvider, useNavigate } from './platform/router.tsx';
import { routes } from './app/routes.tsx';
import { PageLoading } from './platform/PageLoading.tsx';
import { ErrorBoundary } from './platform/ErrorBoundary.tsx';
import { environment } from './relay/environment.ts';
import { registerServiceWorker } from './offline/service-worker.ts';
import { initI18n } from './i18n/index.ts';
import './theme/theme.css.ts';

/** Lets react-aria-components' links and menu items navigate through the app's router. */
function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={navigate}>
      <ErrorBoundary>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </ErrorBoundary>
    </RouterProvider>
  );
}

const router = createRouter(routes);

// The first paint waits for the catalogue's first namespaces (bundled for English, one small
// request for another language) and the first page's loader (its code and query artifact), never
// for the network's data. Not awaited at the module's top level: a loader may import a module the
// build put in this same file (a query artifact the first screen also uses), and that import would
// wait for this module to finish, which would wait for the loader.
void Promise.all([router.ready, initI18n()]).then(([initial]) => {
  const root = createRoot(document.getElementById('root')!);
  // Rendered as a transition, React yields to the browser every few milliseconds instead of
  // holding the main thread for the whole first tree (docs/decisions.md, "The first tree rendered
  // as a transition").
  startTransition(() =>
    root.render(
      <StrictMode>
        <RelayEnvironmentProvider environment={environment}>
          <RoutesProvider router={router} initial={initial}>
            {(layout) => <AriaRouter>{layout}</AriaRouter>}
          </RoutesProvider>
        </RelayEnvironmentProvider>
      </StrictMode>,
    ),
  );
  registerServiceWorker();
});
