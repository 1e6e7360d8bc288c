// Route queries start with the route's code, not after it renders (docs/product/architecture.md):
// the router's loader fetches the page's query artifact (a few hundred bytes) and its component
// at the same time, starts the query with Relay's loadQuery, and hands the reference to the page,
// which reads it with usePageQuery. The fetch policy is store-and-network: data already on the
// device shows at once and the answer from the network refreshes it.
import type { ComponentType } from 'react';
import { lazy } from 'react';
import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { ConcreteRequest, FetchPolicy, GraphQLTaggedNode, OperationType, Variables } from 'relay-runtime';
import { environment } from '../relay/environment.ts';

export interface PageDefinition {
  /** The screen's module and the name of its component: `() => import('…/NotesPage.tsx')`, 'NotesPage'. */
  load: () => Promise<Record<string, unknown>>;
  name: string;
  /** The screen's query artifact: `() => import('../__generated__/NotesPageQuery.graphql.ts')`. */
  query?: () => Promise<{ default: ConcreteRequest }>;
  /** The query's variables from the address (path parameters and ?search). */
  variables?: (args: LoaderFunctionArgs) => Variables;
  /** How this visit reads the query, when not store-and-network (a list kept for a while, say). */
  fetchPolicy?: () => FetchPolicy;
}

const active = new Map<string, PreloadedQuery<OperationType>>();

/** The route's lazy component and its loader, from one definition. */
export function pageRoute(path: string, page: PageDefinition) {
  let code: Promise<Record<string, unknown>> | undefined;
  const loadCode = () => (code ??= page.load());
  const Component = lazy(async () => ({ default: (await loadCode())[page.name] as ComponentType<object> }));
  const loader = async (args: LoaderFunctionArgs) => {
    void loadCode();
    if (!page.query) return null;
    const artifact = (await page.query()).default;
    active.get(path)?.dispose();
    const ref = loadQuery(environment, artifact, page.variables?.(args) ?? {}, { fetchPolicy: page.fetchPolicy?.() ?? 'store-and-network' });
    active.set(path, ref as PreloadedQuery<OperationType>);
    return ref;
  };
  return { Component, loader };
}

/** The page's preloaded query, started by its route's loader. */
export function usePageQuery<T extends OperationType>(query: GraphQLTaggedNode): T['response'] {
  const ref = useLoaderData() as PreloadedQuery<T>;
  return usePreloadedQuery<T>(query, ref);
}
