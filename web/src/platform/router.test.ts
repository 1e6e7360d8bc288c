// The app's router without a browser: a stand-in for the window's address, history and popstate,
// and loaders the tests answer when they choose, so the order of answers is forced.
import { beforeEach, expect, test, vi } from 'vitest';
import { createRouter, type LoaderFunctionArgs, type PageRouteObject, type RouterState } from './router.tsx';

class BrowserStandIn {
  entries: string[];
  index = 0;
  popListeners: (() => void)[] = [];
  assigned: string[] = [];
  constructor(address: string) {
    this.entries = [new URL(address, 'http://app.test').href];
  }
  get href() {
    return this.entries[this.index]!;
  }
  back() {
    this.index -= 1;
    for (const listener of this.popListeners) listener();
  }
  install() {
    const browser = this;
    vi.stubGlobal('window', {
      location: {
        get href() {
          return browser.href;
        },
        origin: 'http://app.test',
        assign: (url: URL) => browser.assigned.push(String(url)),
      },
      history: {
        pushState: (_: unknown, __: string, url: URL) => {
          browser.entries.splice(browser.index + 1, Infinity, String(url));
          browser.index += 1;
        },
        replaceState: (_: unknown, __: string, url: URL) => {
          browser.entries[browser.index] = String(url);
        },
      },
      addEventListener: (type: string, listener: () => void) => {
        if (type === 'popstate') browser.popListeners.push(listener);
      },
    });
  }
}

/** A loader whose calls wait until the test answers them, in any order. */
function heldLoader(name: string) {
  const calls: { url: string; answer: (value?: unknown) => void; fail: (error: unknown) => void }[] = [];
  const loader = vi.fn(
    ({ request }: LoaderFunctionArgs) =>
      new Promise((resolve, reject) => {
        calls.push({ url: new URL(request.url).pathname + new URL(request.url).search, answer: (value) => resolve(value ?? `${name} ${request.url}`), fail: reject });
      }),
  );
  return { loader, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let browser: BrowserStandIn;
let shown: RouterState[];

function routerAt(address: string, children: PageRouteObject[], layoutLoader = vi.fn(() => 'shell data')) {
  browser = new BrowserStandIn(address);
  browser.install();
  const router = createRouter({ element: null, loader: layoutLoader, children });
  return { router, layoutLoader };
}

/** The first state; what the router shows after it is recorded in `shown`. */
async function opened(router: ReturnType<typeof createRouter>) {
  const first = await router.ready;
  router.subscribe((state) => shown.push(state));
  return first;
}

beforeEach(() => {
  shown = [];
});

test('the first state waits for the shell’s loader, run once, and the page’s', async () => {
  const notes = heldLoader('notes');
  const { router, layoutLoader } = routerAt('/notes?q=x', [{ path: 'notes', element: null, loader: notes.loader }]);
  await settle();
  expect(notes.calls.map((call) => call.url)).toEqual(['/notes?q=x']);
  notes.calls[0]!.answer('first');
  const first = await opened(router);
  expect(first.page.data).toBe('first');
  expect(first.layoutData).toBe('shell data');
  expect(first.location).toEqual({ pathname: '/notes', search: '?q=x', hash: '' });
  router.navigate('/notes?q=y');
  await settle();
  notes.calls[1]!.answer();
  await settle();
  expect(layoutLoader).toHaveBeenCalledOnce();
});

test('a page shows once its loader has answered, and the address changes then, not before', async () => {
  const calendar = heldLoader('calendar');
  const { router } = routerAt('/', [
    { index: true, element: null, loader: () => 'home' },
    { path: 'calendar', element: null, loader: calendar.loader },
  ]);
  await opened(router);
  router.navigate('/calendar');
  await settle();
  expect(browser.href).toBe('http://app.test/');
  expect(shown).toEqual([]);
  calendar.calls[0]!.answer('month');
  await settle();
  expect(browser.entries).toEqual(['http://app.test/', 'http://app.test/calendar']);
  expect(shown.map((state) => [state.location.pathname, state.page.data])).toEqual([['/calendar', 'month']]);
});

test('the newest navigation wins when an older one answers later', async () => {
  const slow = heldLoader('slow');
  const fast = heldLoader('fast');
  const { router } = routerAt('/', [
    { index: true, element: null, loader: () => 'home' },
    { path: 'map', element: null, loader: slow.loader },
    { path: 'notes', element: null, loader: fast.loader },
  ]);
  await opened(router);
  router.navigate('/map');
  router.navigate('/notes');
  await settle();
  fast.calls[0]!.answer('notes');
  await settle();
  slow.calls[0]!.answer('map');
  await settle();
  expect(shown.map((state) => state.location.pathname)).toEqual(['/notes']);
  expect(browser.entries).toEqual(['http://app.test/', 'http://app.test/notes']);
});

test('the link of the page already open reads it again without a new history entry', async () => {
  const notes = heldLoader('notes');
  const { router } = routerAt('/notes', [{ path: 'notes', element: null, loader: notes.loader }]);
  await settle();
  notes.calls[0]!.answer('before');
  await opened(router);
  router.navigate('/notes');
  await settle();
  notes.calls[1]!.answer('after');
  await settle();
  expect(browser.entries).toEqual(['http://app.test/notes']);
  expect(shown.map((state) => state.page.data)).toEqual(['after']);
});

test('the back button runs the loader of the page it returns to and adds no entry', async () => {
  const home = vi.fn(() => 'home');
  const { router } = routerAt('/', [
    { index: true, element: null, loader: home },
    { path: 'videos', element: null, loader: () => 'videos' },
  ]);
  await opened(router);
  router.navigate('/videos');
  await settle();
  browser.back();
  await settle();
  expect(home).toHaveBeenCalledTimes(2);
  expect(shown.map((state) => state.location.pathname)).toEqual(['/videos', '/']);
  expect(browser.entries).toEqual(['http://app.test/', 'http://app.test/videos']);
  expect(browser.index).toBe(0);
});

test('a loader that fails is kept as the page’s error; an unknown address gets the catch-all page', async () => {
  const failing = heldLoader('weather');
  const { router } = routerAt('/', [
    { index: true, element: null, loader: () => 'home' },
    { path: 'weather', element: null, loader: failing.loader },
    { path: '*', element: 'not found' },
  ]);
  await opened(router);
  router.navigate('/weather');
  await settle();
  const cause = new Error('chunk not fetched');
  failing.calls[0]!.fail(cause);
  await settle();
  expect(shown.at(-1)!.page.error).toEqual({ value: cause });
  router.navigate('/no/such/page');
  await settle();
  expect(shown.at(-1)!.page.route.element).toBe('not found');
  expect(shown.at(-1)!.location.pathname).toBe('/no/such/page');
});

test('an address of another site is left to the browser', async () => {
  const { router } = routerAt('/', [{ index: true, element: null, loader: () => 'home' }]);
  await opened(router);
  router.navigate('https://example.org/help');
  await settle();
  expect(browser.assigned).toEqual(['https://example.org/help']);
  expect(shown).toEqual([]);
});

test('a move to another #fragment of the page keeps the page and its data; the back button returns without a read', async () => {
  const notes = vi.fn(() => 'notes');
  const { router } = routerAt('/notes', [{ path: 'notes', element: null, loader: notes }]);
  const first = await opened(router);
  router.navigate('#main');
  await settle();
  expect(notes).toHaveBeenCalledOnce();
  expect(browser.entries).toEqual(['http://app.test/notes', 'http://app.test/notes#main']);
  expect(shown.map((state) => [state.location.hash, state.page === first.page])).toEqual([['#main', true]]);
  browser.back();
  await settle();
  expect(notes).toHaveBeenCalledOnce();
  expect(shown.at(-1)!.location.hash).toBe('');
});
