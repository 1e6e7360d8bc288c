// Every route of the app (docs/product/README.md). Each feature screen is its own chunk, loaded when first
// visited, so a cheap phone downloads the shell and the page it opens, not the whole app. What each
// route's loader starts is in route-table.ts.
import { Home } from '../features/home/Home.tsx';
import { RouteError } from '../platform/ErrorBoundary.tsx';
import { NotFound } from './NotFound.tsx';
import { homeLoader, pageRoutes, shellLoader } from './route-table.ts';
import type { LayoutRouteObject } from '../platform/router.tsx';
import { Shell } from './Shell.tsx';

export const routes: LayoutRouteObject = {
  element: <Shell />,
  // Started once: afterwards sign-in, sign-out and the live updates keep the shell's data current.
  loader: shellLoader,
  children: [
    // A page whose route cannot start says so in the catalogue's words, inside the shell.
    { index: true, element: <Home />, loader: homeLoader, errorElement: <RouteError /> },
    ...pageRoutes.map(({ path, Component, loader }) => ({ path: path.slice(1), element: <Component />, loader, errorElement: <RouteError /> })),
    { path: '*', element: <NotFound /> },
  ],
};
