import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { createBrowserRouter, RouterProvider as RoutesProvider, useHref, useNavigate, Outlet } from 'react-router';
import { RouterProvider } from 'react-aria-components';
import { routes } from './app/routes.tsx';
import { PageLoading } from './app/PageLoading.tsx';
import { ErrorBoundary } from './app/ErrorBoundary.tsx';
import { environment } from './relay/environment.ts';
import { registerServiceWorker } from './offline/service-worker.ts';
import { initI18n } from './i18n/index.ts';
import './theme/theme.css.ts';

/** Router hrefs for app paths; addresses of other sites stay as they are. */
function useAppHref(href: string): string {
  const resolved = useHref(href);
  return /^[a-z][a-z+.-]*:/i.test(href) ? href : resolved;
}

/** Lets react-aria-components' links and menu items navigate through react-router. */
function AriaRouter() {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={navigate} useHref={useAppHref}>
      <ErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </RouterProvider>
  );
}

const router = createBrowserRouter([{ element: <AriaRouter />, children: routes }]);

// The first paint waits for the catalogue's first namespaces (bundled for English, one small
// request for another language), never for the network's data.
await initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <RoutesProvider router={router} />
    </RelayEnvironmentProvider>
  </StrictMode>,
);

registerServiceWorker();
