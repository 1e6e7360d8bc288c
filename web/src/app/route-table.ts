// Every route's data (docs/product/README.md, docs/product/architecture.md): the query each
// route's loader starts with the route's code, and the code itself. No screen is imported here
// (routes.tsx puts the screens on the routes), so the loaders can be run and checked on their own.
import { initialCalendarVariables } from '../features/calendar/dates.ts';
import { experiencesVariables } from '../features/experiences/queries.ts';
import { serviceGroupPageVariables } from '../features/service-group/queries.ts';
import { shepherdingPageVariables } from '../features/shepherding/queries.ts';
import { PAGE_SIZE as CONVENTION_NOTES_PAGE } from '../features/convention-notes/route.ts';
import { PAGE_SIZE as SCRIPTURES_PAGE, scripturesFetchPolicy } from '../features/scriptures/route.ts';
import { PAGE_SIZE as VIDEOS_PAGE, videosFetchPolicy } from '../features/videos/route.ts';
import { sharedWithMeVariables } from '../features/sharing/route.ts';
import { territoriesVariables } from '../features/territories/route.ts';
import { returnVisitsVariables } from '../features/return-visits/route.ts';
import { reportVariables } from '../features/report/route.ts';
import { PAGE_SIZE as MUSIC_PAGE } from '../features/music/route.ts';
import { contactsVariables, homeVariables } from '../features/contacts/route.ts';
import { mapTerritoryVariables } from '../features/gps/route.ts';
import { ideaListVariables } from '../features/ideas/route.ts';
import { noteListVariables } from '../features/notes/route.ts';
import { preloadedDashboardVariables } from '../features/admin/activity-route.ts';
import HomeQuery from '../__generated__/HomeQuery.graphql.ts';
import ShellQuery from '../__generated__/ShellQuery.graphql.ts';
import { pageRoute, queryLoader, type PageDefinition } from '../platform/page-query.ts';

/** Path → screen: its code and, where it has one, its query, both fetched by the route's loader. */
export const pages: Record<string, PageDefinition> = {
  '/voice-transcriber': {
    load: () => import('../features/transcriber/VoiceTranscriberPage.tsx'),
    name: 'VoiceTranscriberPage',
    messages: ['transcriber'],
    query: () => import('../__generated__/VoiceTranscriberPageQuery.graphql.ts'),
  },
  '/ai-assistant': {
    load: () => import('../features/assistant/AssistantPage.tsx'),
    name: 'AssistantPage',
    messages: ['assistant'],
    query: () => import('../__generated__/AssistantPageQuery.graphql.ts'),
  },
  '/ministry-experiences': {
    load: () => import('../features/experiences/MinistryExperiencesPage.tsx'),
    name: 'MinistryExperiencesPage',
    messages: ['experiences'],
    query: () => import('../__generated__/MinistryExperiencesPageQuery.graphql.ts'),
    variables: experiencesVariables,
  },
  '/shepherding-call': {
    load: () => import('../features/shepherding/ShepherdingCallPage.tsx'),
    name: 'ShepherdingCallPage',
    messages: ['shepherding'],
    query: () => import('../__generated__/ShepherdingCallPageQuery.graphql.ts'),
    variables: shepherdingPageVariables,
  },
  '/notes': {
    load: () => import('../features/notes/NotesPage.tsx'),
    name: 'NotesPage',
    messages: ['notes', 'experiences', 'offline', 'privacy'],
    query: () => import('../__generated__/NotesPageQuery.graphql.ts'),
    // The list and the experiences panel load and fail apart from the page's heading.
    parts: [
      { query: () => import('../__generated__/NoteListQuery.graphql.ts'), variables: () => noteListVariables() },
      { query: () => import('../__generated__/ExperiencesPanelQuery.graphql.ts'), variables: experiencesVariables },
    ],
  },
  '/scriptures': {
    load: () => import('../features/scriptures/ScripturesPage.tsx'),
    name: 'ScripturesPage',
    messages: ['scriptures'],
    query: () => import('../__generated__/ScripturesPageQuery.graphql.ts'),
    variables: () => ({ count: SCRIPTURES_PAGE }),
    fetchPolicy: scripturesFetchPolicy,
  },
  '/scriptures-simple': {
    load: () => import('../features/scriptures/ScripturesPage.tsx'),
    name: 'ScripturesPage',
    messages: ['scriptures'],
    query: () => import('../__generated__/ScripturesPageQuery.graphql.ts'),
    variables: () => ({ count: SCRIPTURES_PAGE }),
    fetchPolicy: scripturesFetchPolicy,
  },
  '/scriptures-explained': { load: () => import('../features/scriptures/ScripturesExplainedPage.tsx'), name: 'ScripturesExplainedPage', messages: ['scriptures'] },
  '/videos': {
    load: () => import('../features/videos/VideosPage.tsx'),
    name: 'VideosPage',
    messages: ['videos', 'sharing'],
    query: () => import('../__generated__/VideosPageQuery.graphql.ts'),
    variables: () => ({ count: VIDEOS_PAGE }),
    fetchPolicy: videosFetchPolicy,
    // "Shared with me" loads and fails apart from the member's own list.
    parts: [{ query: () => import('../__generated__/SharedWithMeQuery.graphql.ts'), variables: sharedWithMeVariables }],
  },
  '/favorites': {
    load: () => import('../features/music/MusicPage.tsx'),
    name: 'MusicPage',
    messages: ['music', 'sharing'],
    query: () => import('../__generated__/MusicPageQuery.graphql.ts'),
    variables: () => ({ count: MUSIC_PAGE }),
  },
  '/calendar': {
    load: () => import('../features/calendar/CalendarPage.tsx'),
    name: 'CalendarPage',
    messages: ['calendar', 'returnVisits', 'territories'],
    query: () => import('../__generated__/CalendarPageQuery.graphql.ts'),
    variables: () => initialCalendarVariables(),
  },
  '/report': {
    load: () => import('../features/report/ReportPage.tsx'),
    name: 'ReportPage',
    messages: ['report'],
    query: () => import('../__generated__/ReportPageQuery.graphql.ts'),
    variables: () => reportVariables(),
  },
  '/convention-notes': {
    load: () => import('../features/convention-notes/ConventionNotesPage.tsx'),
    name: 'ConventionNotesPage',
    messages: ['conventionNotes'],
    query: () => import('../__generated__/ConventionNotesPageQuery.graphql.ts'),
    variables: () => ({ count: CONVENTION_NOTES_PAGE }),
  },
  '/service-group': {
    load: () => import('../features/service-group/ServiceGroupPage.tsx'),
    name: 'ServiceGroupPage',
    messages: ['serviceGroup', 'checkIns'],
    query: () => import('../__generated__/ServiceGroupPageQuery.graphql.ts'),
    variables: serviceGroupPageVariables,
  },
  '/hlc': {
    load: () => import('../features/contacts/ContactsPage.tsx'),
    name: 'ContactsPage',
    messages: ['contacts', 'sampleData'],
    query: () => import('../__generated__/ContactsPageQuery.graphql.ts'),
    variables: contactsVariables,
  },
  '/pvg': {
    load: () => import('../features/contacts/ContactsPage.tsx'),
    name: 'ContactsPage',
    messages: ['contacts', 'sampleData'],
    query: () => import('../__generated__/ContactsPageQuery.graphql.ts'),
    variables: contactsVariables,
  },
  '/admin-activity': {
    load: () => import('../features/admin/AdminActivityPage.tsx'),
    name: 'AdminActivityPage',
    messages: ['admin'],
    query: () => import('../__generated__/AdminActivityPageQuery.graphql.ts'),
    parts: [{ query: () => import('../__generated__/AdminActivityPageDashboardQuery.graphql.ts'), variables: preloadedDashboardVariables }],
  },
  '/map': {
    load: () => import('../features/gps/MapPage.tsx'),
    name: 'MapPage',
    messages: ['gps'],
    query: () => import('../__generated__/MapPageQuery.graphql.ts'),
    parts: [{ query: () => import('../__generated__/MapPageTerritoryQuery.graphql.ts'), variables: mapTerritoryVariables }],
  },
  '/openstreetmap': { load: () => import('../features/gps/StreetMapPage.tsx'), name: 'StreetMapPage', messages: ['gps'], query: () => import('../__generated__/StreetMapPageQuery.graphql.ts') },
  '/gps-enhanced': {
    load: () => import('../features/gps/EnhancedGpsPage.tsx'),
    name: 'EnhancedGpsPage',
    messages: ['gps'],
    query: () => import('../__generated__/EnhancedGpsPageQuery.graphql.ts'),
    variables: () => ({ count: 20 }),
  },
  '/territories': {
    load: () => import('../features/territories/TerritoriesPage.tsx'),
    name: 'TerritoriesPage',
    messages: ['territories', 'privacy'],
    query: () => import('../__generated__/TerritoriesPageQuery.graphql.ts'),
    variables: territoriesVariables,
  },
  '/return-visits': {
    load: () => import('../features/return-visits/ReturnVisitsPage.tsx'),
    name: 'ReturnVisitsPage',
    messages: ['returnVisits', 'privacy'],
    query: () => import('../__generated__/ReturnVisitsPageQuery.graphql.ts'),
    variables: returnVisitsVariables,
  },
  '/ministry-conductor': {
    load: () => import('../features/ideas/IdeasPage.tsx'),
    name: 'IdeasPage',
    messages: ['ideas', 'notes'],
    query: () => import('../__generated__/IdeasPageQuery.graphql.ts'),
    parts: [{ query: () => import('../__generated__/IdeaListQuery.graphql.ts'), variables: ideaListVariables }],
  },
  '/weather': { load: () => import('../features/weather/WeatherPage.tsx'), name: 'WeatherPage', messages: ['weather'], query: () => import('../__generated__/WeatherPageQuery.graphql.ts') },
  '/jw-org': { load: () => import('../features/official-site/OfficialSitePage.tsx'), name: 'OfficialSitePage', messages: ['officialSite'], query: () => import('../__generated__/OfficialSitePageQuery.graphql.ts') },
};

/** The shell's query: the viewer and the app's settings, started once, before the first render. */
export const shellLoader = queryLoader('shell', ShellQuery);

/** Home's screen renders with these namespaces beyond the shell's (route-messages.test.ts keeps them exact). */
export const HOME_MESSAGES = ['home', 'contacts', 'sampleData'] as const;

/** Home's query and messages: its code is in the first screen's bundle. */
export const homeLoader = queryLoader('home', HomeQuery, homeVariables, HOME_MESSAGES);

/** Every page route but home: its path, lazy screen and loader. */
export const pageRoutes = Object.entries(pages).map(([path, page]) => ({ path, ...pageRoute(path, page) }));
