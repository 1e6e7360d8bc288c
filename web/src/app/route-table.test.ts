// Every route starts its screen's query in its loader, together with the screen's code and
// before anything renders (docs/product/architecture.md). Nothing is rendered here: a spy on the
// Relay network records what each loader asks the server for. The screens' code is never
// loaded (it would need the browser): each definition's `load` is swapped for one that never
// finishes, which also shows that no query waits for the code.
import type { LoaderFunctionArgs } from '../platform/router.tsx';
import { beforeEach, expect, test, vi } from 'vitest';

const sent = vi.hoisted(() => [] as { name: string; variables: Record<string, unknown> }[]);

vi.mock('../relay/environment.ts', async () => {
  const { Environment, Network, Observable, RecordSource, Store } = await import('relay-runtime');
  const network = Network.create((operation, variables) => {
    sent.push({ name: operation.name, variables });
    return Observable.create<never>((sink) => sink.complete());
  });
  return { environment: new Environment({ network, store: new Store(new RecordSource()) }), screenQuery: () => undefined };
});

const { homeLoader, pageRoutes, pages, shellLoader } = await import('./route-table.ts');
const { pageRoute } = await import('../platform/page-query.ts');

function argsFor(address: string): LoaderFunctionArgs {
  const url = new URL(address, 'http://app.test');
  return { request: new Request(url) };
}

/** Runs the loader of `address`'s route and answers the operations it sent. */
async function visit(address: string) {
  sent.length = 0;
  const path = new URL(address, 'http://app.test').pathname;
  const page = pages[path];
  if (!page) throw new Error(`no route ${path}`);
  const load = vi.fn(() => new Promise<Record<string, unknown>>(() => undefined));
  await pageRoute(path, { ...page, load }).loader(argsFor(address));
  expect(load).toHaveBeenCalledOnce();
  return sent.map((operation) => operation.name);
}

// Screens that read no query of their own.
const WITHOUT_QUERY = ['ScripturesExplainedPage'];

beforeEach(() => {
  sent.length = 0;
});

test('the router uses the table: one route for every page', () => {
  expect(pageRoutes.map((route) => route.path)).toEqual(Object.keys(pages));
});

test("the shell's query starts before the first render", () => {
  shellLoader(argsFor('/'));
  expect(sent).toEqual([{ name: 'ShellQuery', variables: {} }]);
});

test("home's loader starts its query with the emergency contacts", () => {
  homeLoader(argsFor('/'));
  expect(sent).toEqual([{ name: 'HomeQuery', variables: { count: 2 } }]);
});

test.each(Object.entries(pages).filter(([, page]) => !WITHOUT_QUERY.includes(page.name)))(
  "%s: the loader starts the screen's query without waiting for its code",
  async (path, page) => {
    expect(await visit(path)).toContain(`${page.name}Query`);
  },
);

test('the contact lists start with the kind their address names', async () => {
  await visit('/hlc');
  expect(sent).toEqual([{ name: 'ContactsPageQuery', variables: { kind: 'HLC', count: 20 } }]);
  await visit('/pvg');
  expect(sent).toEqual([{ name: 'ContactsPageQuery', variables: { kind: 'PVG', count: 20 } }]);
});

test("the pages' own lists and panels start with the page", async () => {
  expect((await visit('/notes')).sort()).toEqual(['ExperiencesPanelQuery', 'NoteListQuery', 'NotesPageQuery']);
  expect(sent.find((operation) => operation.name === 'NoteListQuery')?.variables).toEqual({ search: null, count: 20 });
  expect((await visit('/ministry-conductor')).sort()).toEqual(['IdeaListQuery', 'IdeasPageQuery']);
  expect((await visit('/videos')).sort()).toEqual(['SharedWithMeQuery', 'VideosPageQuery']);
  expect(sent.find((operation) => operation.name === 'SharedWithMeQuery')?.variables).toEqual({ count: 10 });
  // The overseer's admissions are part of the group page's own query.
  expect(await visit('/service-group')).toEqual(['ServiceGroupPageQuery']);
  expect(await visit('/calendar')).toEqual(['CalendarPageQuery']);
  expect(await visit('/ministry-experiences')).toEqual(['MinistryExperiencesPageQuery']);
});

test("the map starts the territory's query only when the address names one", async () => {
  expect(await visit('/map')).toEqual(['MapPageQuery']);
  expect((await visit('/map?territoryId=VGVycml0b3J5OjE%3D&name=Oak')).sort()).toEqual(['MapPageQuery', 'MapPageTerritoryQuery']);
  expect(sent.find((operation) => operation.name === 'MapPageTerritoryQuery')?.variables).toEqual({ id: 'VGVycml0b3J5OjE=' });
});

test("the activity dashboard starts with the page once the device knows the viewer's admin access is granted", async () => {
  const { environment } = await import('../relay/environment.ts');
  const { createOperationDescriptor } = await import('relay-runtime');
  const { default: page } = await import('../__generated__/AdminActivityPageQuery.graphql.ts');
  const known = (status: string) =>
    environment.commitPayload(createOperationDescriptor(page, {}), { viewer: { id: 'VXNlcjox' }, adminAccess: { status } });
  // Nothing known yet (a first visit): the dashboard loads its own query once it is shown.
  expect(await visit('/admin-activity')).toEqual(['AdminActivityPageQuery']);
  known('code');
  expect(await visit('/admin-activity')).toEqual(['AdminActivityPageQuery']);
  known('member');
  expect(await visit('/admin-activity')).toEqual(['AdminActivityPageQuery']);
  known('granted');
  expect((await visit('/admin-activity')).sort()).toEqual(['AdminActivityPageDashboardQuery', 'AdminActivityPageQuery']);
  expect(sent.find((operation) => operation.name === 'AdminActivityPageDashboardQuery')?.variables).toEqual({ count: 25 });
});
