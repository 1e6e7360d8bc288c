// Every route of spec 01 section 2.1. Each page renders inside the shell's Suspense and error
// boundary; a screen not in this release shows its title (FeaturePending).
import type { RouteObject } from 'react-router';
import { Home } from '../features/home/Home.tsx';
import { FeaturePending } from './FeaturePending.tsx';
import { NotFound } from './NotFound.tsx';
import { PAGE_TITLES } from './nav.ts';
import { Shell } from './Shell.tsx';

const pages: Record<string, React.ComponentType> = {
  '/': Home,
};

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Shell />,
    children: [
      ...Object.keys(PAGE_TITLES).map((path) => {
        const Page = pages[path] ?? FeaturePending;
        return path === '/' ? { index: true, element: <Page /> } : { path: path.slice(1), element: <Page /> };
      }),
      { path: '*', element: <NotFound /> },
    ],
  },
];
