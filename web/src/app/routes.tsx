// Every route of the app (docs/product/README.md). Each feature screen is its own chunk, loaded when first
// visited, so a cheap phone downloads the shell and the page it opens, not the whole app. What each
// route's loader starts is in route-table.ts.
import type { RouteObject } from 'react-router';
import { Home } from '../features/home/Home.tsx';
import { NotFound } from './NotFound.tsx';
import { homeLoader, pageRoutes, shellLoader } from './route-table.ts';
import { Shell } from './Shell.tsx';

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Shell />,
    loader: shellLoader,
    // Started once: afterwards sign-in, sign-out and the live updates keep the shell's data current.
    shouldRevalidate: () => false,
    children: [
      { index: true, element: <Home />, loader: homeLoader },
      ...pageRoutes.map(({ path, Component, loader }) => ({ path: path.slice(1), element: <Component />, loader })),
      { path: '*', element: <NotFound /> },
    ],
  },
];
