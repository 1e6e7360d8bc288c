// Route queries start with the route's code, not after it renders (docs/product/architecture.md):
// the router's loader fetches the page's query artifact (a few hundred bytes), its component and
// its messages at the same time, starts the query with Relay's loadQuery, and hands the reference
// to the page, which reads it with usePageQuery. The fetch policy is store-and-network: data
// already on the device shows at once and the answer from the network refreshes it.
//
// A part of a page that loads and fails on its own (a list under its own Suspense, below a
// heading that stays put) has a query of its own, started by the same loader: the page reads its
// reference with usePagePart. When another person signs in or out on an open page, the loader's
// data is the previous person's: usePreloadedForViewer says so, and the page loads its query
// again for the new person (useReloadableQuery) instead of reading the old one.
//
// Writes made on the device may be delivered between the moment a query starts and the moment its
// page shows (an app restarted with writes waiting): a page or part whose query started before a
// delivery reads it again from the server when it mounts (offline/deliveries.ts).
import type { ComponentType } from 'react';
import { createContext, lazy, useContext, useEffect, useState } from 'react';
import { fetchQuery, loadQuery, usePreloadedQuery, useQueryLoader, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs } from './router.tsx';
import { getRequest, type ConcreteRequest, type FetchPolicy, type GraphQLTaggedNode, type OperationType, type Variables } from 'relay-runtime';
import { deliveryCount } from '../offline/deliveries.ts';
import { environment, screenQuery } from '../relay/environment.ts';
import { loadMessages, type Namespace } from '../i18n/index.ts';

type Artifact = () => Promise<{ default: ConcreteRequest }>;

export interface PagePart {
  /** The part's query artifact: `() => import('../__generated__/NoteListQuery.graphql.ts')`. */
  query: Artifact;
  /** Its variables from the address; null when this visit does not show the part. */
  variables?: (args: LoaderFunctionArgs) => Variables | null;
}

export interface PageDefinition {
  /** The screen's module and the name of its component: `() => import('…/NotesPage.tsx')`, 'NotesPage'. */
  load: () => Promise<Record<string, unknown>>;
  name: string;
  /** The screen's query artifact: `() => import('../__generated__/NotesPageQuery.graphql.ts')`. */
  query?: Artifact;
  /** The query's variables from the address (path parameters and ?search). */
  variables?: (args: LoaderFunctionArgs) => Variables;
  /** How this visit reads the query, when not store-and-network (a list kept for a while, say). */
  fetchPolicy?: () => FetchPolicy;
  /** The queries of the screen's parts that load on their own, started with the page's (usePagePart). */
  parts?: PagePart[];
  /**
   * The message namespaces the screen renders with, beyond the shell's (`common`, `shell`), loaded
   * with its code: every namespace its module and the modules it imports ask for
   * (route-messages.test.ts keeps the list exact).
   */
  messages?: readonly Namespace[];
}

type Ref = PreloadedQuery<OperationType>;

/** The parts' references of each page reference the loaders handed out, by operation name. */
const partsOf = new WeakMap<object, Map<string, Ref>>();
const active = new Map<string, Ref>();

/** How many deliveries the outbox had made when each reference's query started. */
const startedAt = new WeakMap<object, number>();

const start = (artifact: ConcreteRequest, variables: Variables, fetchPolicy: FetchPolicy = 'store-and-network') => {
  screenQuery(artifact);
  const ref = loadQuery(environment, artifact, variables, { fetchPolicy }) as Ref;
  startedAt.set(ref, deliveryCount());
  return ref;
};

/** True when writes reached the server after this reference's query had started. */
const deliveredSince = (ref: object | null | undefined) => ref != null && startedAt.has(ref) && startedAt.get(ref) !== deliveryCount();

/**
 * A loader that starts one query, its artifact already in the bundle (the shell's, home's); with
 * `messages`, it answers once those namespaces are loaded too, so the screen renders with its text.
 */
export function queryLoader(
  key: string,
  artifact: ConcreteRequest,
  variables: (args: LoaderFunctionArgs) => Variables = () => ({}),
  messages: readonly Namespace[] = [],
) {
  return (args: LoaderFunctionArgs): Ref | Promise<Ref> => {
    active.get(key)?.dispose();
    const ref = start(artifact, variables(args));
    active.set(key, ref);
    return messages.length === 0 ? ref : loadMessages(messages).then(() => ref);
  };
}

/** The route's lazy component and its loader, from one definition. */
export function pageRoute(path: string, page: PageDefinition) {
  let code: Promise<Record<string, unknown>> | undefined;
  const loadCode = () => (code ??= Promise.all([page.load(), loadMessages(page.messages ?? [])]).then(([module]) => module));
  const Component = lazy(async () => ({ default: (await loadCode())[page.name] as ComponentType<object> }));
  const loader = async (args: LoaderFunctionArgs) => {
    void loadCode();
    if (!page.query) return null;
    // Each query starts as soon as its own artifact has arrived.
    const parts = Promise.all(
      (page.parts ?? []).map(async (part) => {
        const variables = part.variables ? part.variables(args) : {};
        if (!variables) return null;
        return start((await part.query()).default, variables);
      }),
    );
    const artifact = (await page.query()).default;
    const previous = active.get(path);
    if (previous) {
      previous.dispose();
      for (const ref of partsOf.get(previous)?.values() ?? []) ref.dispose();
    }
    const ref = start(artifact, page.variables?.(args) ?? {}, page.fetchPolicy?.());
    active.set(path, ref);
    partsOf.set(ref, new Map((await parts).filter((part) => part !== null).map((part) => [part.name, part])));
    return ref;
  };
  return { Component, loader };
}

/** The page's preloaded query, started by its route's loader. */
export function usePageQuery<T extends OperationType>(query: GraphQLTaggedNode): T['response'] {
  const ref = useLoaderData() as PreloadedQuery<T>;
  const relay = useRelayEnvironment();
  useEffect(() => {
    if (!deliveredSince(ref)) return;
    startedAt.set(ref, deliveryCount());
    fetchQuery(relay, query, ref.variables, { fetchPolicy: 'network-only' }).subscribe({ error: () => undefined });
  }, [relay, query, ref]);
  return usePreloadedQuery<T>(query, ref);
}

/** The reference of one of the page's parts started by its route's loader (null when it was not). */
export function usePagePart<T extends OperationType>(query: GraphQLTaggedNode): PreloadedQuery<T> | null {
  const ref = useLoaderData() as object | null;
  return ((ref && partsOf.get(ref)?.get(getRequest(query).params.name)) ?? null) as PreloadedQuery<T> | null;
}

/** The signed-in member's id from the shell's data, or null for a visitor. */
export const ViewerIdContext = createContext<string | null>(null);

export const useViewerId = () => useContext(ViewerIdContext);

/**
 * True while the route's preloaded data is for whoever is signed in now. It turns false, for the
 * rest of the visit, once someone signs in or out on the page: the loader fetched the previous
 * person's data, and a sign-out forgets it from the device, so even the same person signing back
 * in has none of it. The route's next visit starts afresh.
 */
export function usePreloadedForViewer(): boolean {
  const ref = useLoaderData();
  const viewerId = useViewerId();
  const [opened, setOpened] = useState({ ref, viewerId, changed: false });
  if (opened.ref !== ref) {
    setOpened({ ref, viewerId, changed: false });
    return true;
  }
  if (!opened.changed && opened.viewerId !== viewerId) {
    setOpened({ ...opened, changed: true });
    return false;
  }
  return !opened.changed;
}

/**
 * A part's query: the route's reference when there is one, else loaded by the part after its
 * first render (for a person who signed in on the page), null until then. `load` starts it again
 * with new variables (a search) or a new policy (Refresh); the caller keeps `variables` stable.
 */
export function useReloadableQuery<T extends OperationType>(query: GraphQLTaggedNode, preloaded: PreloadedQuery<T> | null, variables: T['variables']) {
  const [ref, load] = useQueryLoader<T>(query, preloaded);
  const relay = useRelayEnvironment();
  useEffect(() => {
    if (!ref) load(variables, { fetchPolicy: 'store-and-network' });
    else if (deliveredSince(ref)) {
      // Read again into the store, as usePageQuery does: the part stays on screen and updates in
      // place. Loading a new reference would suspend it, and an open dialog in it (a half-written
      // experience) would close.
      startedAt.set(ref, deliveryCount());
      fetchQuery(relay, query, ref.variables, { fetchPolicy: 'network-only' }).subscribe({ error: () => undefined });
    }
  }, [ref, load, variables, relay, query]);
  return [ref, load] as const;
}
