// Every route of spec 01 section 2.1. Each feature screen is its own chunk, loaded when first
// visited, so a cheap phone downloads the shell and the page it opens, not the whole app.
// A route whose screen is not in this release shows its title (FeaturePending).
import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { Home } from '../features/home/Home.tsx';
import { FeaturePending } from './FeaturePending.tsx';
import { NotFound } from './NotFound.tsx';
import { PAGE_TITLES } from './nav.ts';
import { Shell } from './Shell.tsx';

/** Path → screen. One line per screen; keep the list in the order of PAGE_TITLES. */
const pages: Record<string, ComponentType> = {
  '/': Home,
  // feature screens:
  '/ministry-experiences': screen(() => import('../features/experiences/MinistryExperiencesPage.tsx'), 'MinistryExperiencesPage'),
  '/shepherding-call': screen(() => import('../features/shepherding/ShepherdingCallPage.tsx'), 'ShepherdingCallPage'),
  '/notes': screen(() => import('../features/notes/NotesPage.tsx'), 'NotesPage'),
  '/scriptures': screen(() => import('../features/scriptures/ScripturesPage.tsx'), 'ScripturesPage'),
  '/scriptures-simple': screen(() => import('../features/scriptures/ScripturesPage.tsx'), 'ScripturesPage'),
  '/scriptures-explained': screen(() => import('../features/scriptures/ScripturesExplainedPage.tsx'), 'ScripturesExplainedPage'),
  '/videos': screen(() => import('../features/videos/VideosPage.tsx'), 'VideosPage'),
  '/calendar': screen(() => import('../features/calendar/CalendarPage.tsx'), 'CalendarPage'),
  '/convention-notes': screen(() => import('../features/convention-notes/ConventionNotesPage.tsx'), 'ConventionNotesPage'),
  '/service-group': screen(() => import('../features/service-group/ServiceGroupPage.tsx'), 'ServiceGroupPage'),
  '/hlc': screen(() => import('../features/contacts/HlcContactsPage.tsx'), 'HlcContactsPage'),
  '/pvg': screen(() => import('../features/contacts/PvgContactsPage.tsx'), 'PvgContactsPage'),
  '/ministry-conductor': screen(() => import('../features/ideas/IdeasPage.tsx'), 'IdeasPage'),
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

/** A screen loaded on first visit: `screen(() => import('../features/x/XPage.tsx'), 'XPage')`. */
export function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<object> }));
}
