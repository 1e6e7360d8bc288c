// The app's router (docs/product/architecture.md, "Routes"): one layout (the shell) around one page
// at a time, each page found by its path. A navigation runs the page's loader first (it starts the
// page's query with its code) and shows the new page once the loader has answered, keeping the
// old one on screen meanwhile; the shell's loader runs once, before the first render. The newest
// navigation wins: a slower earlier one is dropped. Clicking the link of the page already open
// runs its loader again (a fresh read), without a new history entry; a move to another #fragment
// of the same page runs none.
//
// It does the little the app asks of a router in a few hundred bytes, where a general router
// weighed a seventh of the first screen (docs/decisions.md, "A router of its own").
import {
  Component,
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

/** What a loader is given: the request for the address being opened. */
export interface LoaderFunctionArgs {
  request: Request;
}

type Loader = (args: LoaderFunctionArgs) => unknown;

export interface PageRouteObject {
  /** The page's path without its leading slash; '*' for every other address. */
  path?: string;
  /** The index page: '/'. */
  index?: boolean;
  element: ReactNode;
  loader?: Loader;
  /** Shown in the page's place when its loader fails or it fails to render. */
  errorElement?: ReactNode;
}

export interface LayoutRouteObject {
  element: ReactNode;
  /** Run once, before the first render. */
  loader?: Loader;
  children: PageRouteObject[];
}

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  replace?: boolean;
}

export type Navigate = (to: string, options?: NavigateOptions) => void;

interface Page {
  route: PageRouteObject;
  data: unknown;
  /** The loader's failure; a loader that failed has no data. */
  error: { value: unknown } | null;
}

export interface RouterState {
  location: AppLocation;
  layoutData: unknown;
  page: Page;
}

const LocationContext = createContext<AppLocation>({ pathname: '/', search: '', hash: '' });
const NavigateContext = createContext<Navigate>(() => undefined);
/** The loader data of the route a component is in: the shell's for the shell, the page's inside the page. */
const RouteDataContext = createContext<unknown>(undefined);
const PageContext = createContext<Page | null>(null);
const RouteErrorContext = createContext<unknown>(undefined);

const locationOf = (url: URL): AppLocation => ({ pathname: url.pathname, search: url.search, hash: url.hash });

function match(layout: LayoutRouteObject, pathname: string): PageRouteObject {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  const found = path === '' ? layout.children.find((route) => route.index) : layout.children.find((route) => route.path === path);
  const fallback = layout.children.find((route) => route.path === '*');
  if (!found && !fallback) throw new Error(`No route for ${pathname}`);
  return (found ?? fallback)!;
}

async function load(route: PageRouteObject, url: URL): Promise<Page> {
  try {
    return { route, data: route.loader ? await route.loader({ request: new Request(url) }) : null, error: null };
  } catch (error) {
    return { route, data: undefined, error: { value: error } };
  }
}

export interface AppRouter {
  /** The layout, with the current page in its Outlet. */
  element: ReactNode;
  /** The state once the shell's and the first page's loaders have answered. */
  ready: Promise<RouterState>;
  navigate: Navigate;
  /** The state last shown. */
  current(): RouterState | null;
  subscribe(listener: (state: RouterState) => void): () => void;
}

/** A router over the browser's address and history. */
export function createRouter(layout: LayoutRouteObject): AppRouter {
  const listeners = new Set<(state: RouterState) => void>();
  let latest = 0;
  let layoutData: unknown;
  let shown: RouterState | null = null;

  const go = async (url: URL, history: 'push' | 'replace' | 'none') => {
    const id = ++latest;
    const at = shown?.location;
    // A move within the page (a skip link, #section) keeps the page and its data.
    if (at && at.pathname === url.pathname && at.search === url.search && at.hash !== url.hash) {
      if (history !== 'none') window.history[history === 'push' ? 'pushState' : 'replaceState'](null, '', url);
      shown = { ...shown!, location: locationOf(url) };
      for (const listener of listeners) listener(shown);
      return;
    }
    const page = await load(match(layout, url.pathname), url);
    if (id !== latest) return;
    if (history !== 'none') window.history[history === 'push' ? 'pushState' : 'replaceState'](null, '', url);
    shown = { location: locationOf(url), layoutData, page };
    for (const listener of listeners) listener(shown);
  };

  const navigate: Navigate = (to, options) => {
    const url = new URL(to, window.location.href);
    if (url.origin !== window.location.origin) {
      window.location.assign(url);
      return;
    }
    void go(url, options?.replace || url.href === window.location.href ? 'replace' : 'push');
  };

  window.addEventListener('popstate', () => void go(new URL(window.location.href), 'none'));

  const start = async () => {
    const url = new URL(window.location.href);
    layoutData = await layout.loader?.({ request: new Request(url) });
    await go(url, 'none');
    // A navigation started meanwhile (the back button) is newer: the first state is whichever answers last.
    return shown ?? new Promise<RouterState>((resolve) => {
      const first = (state: RouterState) => {
        listeners.delete(first);
        resolve(state);
      };
      listeners.add(first);
    });
  };

  return {
    element: layout.element,
    ready: start(),
    navigate,
    current: () => shown,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Renders the layout with the current page (`children` wrap it: providers, boundaries). Pages change
 * inside a transition, so the old page stays on screen until the new one can show.
 */
export function RouterProvider({ router, initial, children }: { router: AppRouter; initial: RouterState; children?: (layout: ReactNode) => ReactNode }) {
  const [state, setState] = useState(initial);
  useEffect(() => {
    const stop = router.subscribe((next) => startTransition(() => setState(next)));
    // A navigation that answered before this first render subscribed (the back button, early).
    const shown = router.current();
    if (shown) setState(shown);
    return stop;
  }, [router]);
  return (
    <NavigateContext.Provider value={router.navigate}>
      <LocationContext.Provider value={state.location}>
        <RouteDataContext.Provider value={state.layoutData}>
          <PageContext.Provider value={state.page}>{children ? children(router.element) : router.element}</PageContext.Provider>
        </RouteDataContext.Provider>
      </LocationContext.Provider>
    </NavigateContext.Provider>
  );
}

class PageErrorBoundary extends Component<{ fallback: ReactNode | undefined; page: Page; children: ReactNode }, { error: { value: unknown } | null; page: Page }> {
  override state: { error: { value: unknown } | null; page: Page } = { error: null, page: this.props.page };

  static getDerivedStateFromError(error: unknown) {
    return { error: { value: error } };
  }

  static getDerivedStateFromProps(props: { page: Page }, state: { page: Page }) {
    // Another page (or the same page loaded again) starts without the last one's error.
    return props.page === state.page ? null : { error: null, page: props.page };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback === undefined) throw error.value;
    return <RouteErrorContext.Provider value={error.value}>{this.props.fallback}</RouteErrorContext.Provider>;
  }
}

/** Where the layout shows the current page. */
export function Outlet() {
  const page = useContext(PageContext);
  if (!page) return null;
  const { route, error } = page;
  if (error) {
    if (route.errorElement === undefined) throw error.value;
    return <RouteErrorContext.Provider value={error.value}>{route.errorElement}</RouteErrorContext.Provider>;
  }
  return (
    <PageErrorBoundary fallback={route.errorElement} page={page}>
      <RouteDataContext.Provider value={page.data}>{route.element}</RouteDataContext.Provider>
    </PageErrorBoundary>
  );
}

export const useLocation = () => useContext(LocationContext);

export const useNavigate = () => useContext(NavigateContext);

/** What the loader of the route this component is in answered. */
export const useLoaderData = () => useContext(RouteDataContext);

/** Why the current page could not start (inside its error element). */
export const useRouteError = () => useContext(RouteErrorContext);

export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

/** A link to a page of the app: followed by the router, or by the browser when asked for a new tab or window. */
export function Link({ to, onClick, ...props }: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (props.target && props.target !== '_self') return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={follow} {...props} />;
}
