// Every route of the app (docs/product/README.md). Each feature screen is its own chunk, loaded when first
// visited, so a cheap phone downloads the shell and the page it opens, not the whole app.
// A route whose screen is not in this release shows its title (FeaturePending).
import type { RouteObject } from 'react-router';
import { initialCalendarVariables } from '../features/calendar/dates.ts';
import { Home } from '../features/home/Home.tsx';
import { experiencesVariables } from '../features/experiences/queries.ts';
import { serviceGroupPageVariables } from '../features/service-group/queries.ts';
import { shepherdingPageVariables } from '../features/shepherding/queries.ts';
import { PAGE_SIZE as CONVENTION_NOTES_PAGE } from '../features/convention-notes/route.ts';
import { PAGE_SIZE as SCRIPTURES_PAGE, scripturesFetchPolicy } from '../features/scriptures/route.ts';
import { PAGE_SIZE as VIDEOS_PAGE, videosFetchPolicy } from '../features/videos/route.ts';
import { FeaturePending } from './FeaturePending.tsx';
import { NotFound } from './NotFound.tsx';
import { PAGE_TITLES } from './nav.ts';
import { Shell } from './Shell.tsx';
import { pageRoute, type PageDefinition } from './page-query.ts';

/** Path → screen: its code and, where it has one, its query, both fetched by the route's loader. */
const pages: Record<string, PageDefinition> = {
  '/ministry-experiences': {
    load: () => import('../features/experiences/MinistryExperiencesPage.tsx'),
    name: 'MinistryExperiencesPage',
    query: () => import('../__generated__/MinistryExperiencesPageQuery.graphql.ts'),
    variables: experiencesVariables,
  },
  '/shepherding-call': {
    load: () => import('../features/shepherding/ShepherdingCallPage.tsx'),
    name: 'ShepherdingCallPage',
    query: () => import('../__generated__/ShepherdingCallPageQuery.graphql.ts'),
    variables: shepherdingPageVariables,
  },
  '/notes': {
    load: () => import('../features/notes/NotesPage.tsx'),
    name: 'NotesPage',
    query: () => import('../__generated__/NotesPageQuery.graphql.ts'),
  },
  '/scriptures': {
    load: () => import('../features/scriptures/ScripturesPage.tsx'),
    name: 'ScripturesPage',
    query: () => import('../__generated__/ScripturesPageQuery.graphql.ts'),
    variables: () => ({ count: SCRIPTURES_PAGE }),
    fetchPolicy: scripturesFetchPolicy,
  },
  '/scriptures-simple': {
    load: () => import('../features/scriptures/ScripturesPage.tsx'),
    name: 'ScripturesPage',
    query: () => import('../__generated__/ScripturesPageQuery.graphql.ts'),
    variables: () => ({ count: SCRIPTURES_PAGE }),
    fetchPolicy: scripturesFetchPolicy,
  },
  '/scriptures-explained': { load: () => import('../features/scriptures/ScripturesExplainedPage.tsx'), name: 'ScripturesExplainedPage' },
  '/videos': {
    load: () => import('../features/videos/VideosPage.tsx'),
    name: 'VideosPage',
    query: () => import('../__generated__/VideosPageQuery.graphql.ts'),
    variables: () => ({ count: VIDEOS_PAGE }),
    fetchPolicy: videosFetchPolicy,
  },
  '/calendar': {
    load: () => import('../features/calendar/CalendarPage.tsx'),
    name: 'CalendarPage',
    query: () => import('../__generated__/CalendarPageQuery.graphql.ts'),
    variables: () => initialCalendarVariables(),
  },
  '/convention-notes': {
    load: () => import('../features/convention-notes/ConventionNotesPage.tsx'),
    name: 'ConventionNotesPage',
    query: () => import('../__generated__/ConventionNotesPageQuery.graphql.ts'),
    variables: () => ({ count: CONVENTION_NOTES_PAGE }),
  },
  '/service-group': {
    load: () => import('../features/service-group/ServiceGroupPage.tsx'),
    name: 'ServiceGroupPage',
    query: () => import('../__generated__/ServiceGroupPageQuery.graphql.ts'),
    variables: serviceGroupPageVariables,
  },
  '/hlc': { load: () => import('../features/contacts/ContactsPage.tsx'), name: 'ContactsPage' },
  '/pvg': { load: () => import('../features/contacts/ContactsPage.tsx'), name: 'ContactsPage' },
  '/admin-activity': {
    load: () => import('../features/admin/AdminActivityPage.tsx'),
    name: 'AdminActivityPage',
    query: () => import('../__generated__/AdminActivityPageQuery.graphql.ts'),
  },
  '/ministry-conductor': {
    load: () => import('../features/ideas/IdeasPage.tsx'),
    name: 'IdeasPage',
    query: () => import('../__generated__/IdeasPageQuery.graphql.ts'),
  },
};

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Shell />,
    children: [
      { index: true, element: <Home /> },
      ...Object.keys(PAGE_TITLES)
        .filter((path) => path !== '/')
        .map((path) => {
          const page = pages[path];
          if (!page) return { path: path.slice(1), element: <FeaturePending /> };
          const { Component, loader } = pageRoute(path, page);
          return { path: path.slice(1), element: <Component />, loader };
        }),
      { path: '*', element: <NotFound /> },
    ],
  },
];
