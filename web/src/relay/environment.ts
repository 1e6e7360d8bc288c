// The one Relay environment: queries and mutations over fetch to /graphql (with the CSRF header
// the API requires), subscriptions over graphql-ws on the same path. A 401 never signs anyone in
// silently: it tells the shell to open the sign-in dialog (DESIGN.md section 6).
import { createClient, type Client } from 'graphql-ws';
import { db } from '../offline/db.ts';
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type SubscribeFunction,
} from 'relay-runtime';

export const AUTH_REQUIRED_EVENT = 'mc:auth-required';
/** Query results are fresh for 30 s (spec 01 section 9, "Data freshness"). */
const FRESHNESS_MS = 30_000;

export class NetworkUnavailableError extends Error {
  constructor() {
    super('Network unavailable');
    this.name = 'NetworkUnavailableError';
  }
}

type GraphQLErrorShape = { message: string; extensions?: { code?: string } };

const cacheKey = (name: string, variables: unknown) => `${name}:${JSON.stringify(variables)}`;

/** The last answer to a query, kept so the app can open with no network (offline/db.ts). */
function remember(key: string, response: unknown) {
  db.queryCache.put({ key, response, savedAt: Date.now() }).catch(() => {});
}

async function recall(key: string): Promise<GraphQLResponse | undefined> {
  const cached = await db.queryCache.get(key).catch(() => undefined);
  return cached?.response as GraphQLResponse | undefined;
}

const fetchGraphQL: FetchFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    const isQuery = operation.operationKind === 'query';
    const key = cacheKey(operation.name, variables);
    const controller = new AbortController();
    fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-mc-csrf': '1' },
      body: JSON.stringify({ query: operation.text, variables, operationName: operation.name }),
      signal: controller.signal,
    })
      .then(async (response) => {
        const json = (await response.json().catch(() => null)) as { data?: unknown; errors?: GraphQLErrorShape[] } | null;
        if (!json) throw new Error(`${response.status}: ${response.statusText}`);
        if (json.errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) {
          window.dispatchEvent(new CustomEvent(AUTH_REQUIRED_EVENT));
        }
        if (json.errors?.length && !json.data) throw new Error(json.errors.map((e) => e.message).join('\n'));
        if (isQuery && !json.errors?.length) remember(key, json);
        sink.next(json as GraphQLResponse);
        sink.complete();
      })
      .catch(async (error: unknown) => {
        if (controller.signal.aborted) return;
        if (!(error instanceof TypeError)) return sink.error(error as Error);
        const cached = isQuery ? await recall(key) : undefined;
        if (!cached) return sink.error(new NetworkUnavailableError());
        sink.next(cached);
        sink.complete();
      });
    return () => controller.abort();
  });

let wsClient: Client | undefined;
function ws(): Client {
  wsClient ??= createClient({
    url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
    lazy: true,
    retryAttempts: Infinity,
    shouldRetry: () => true,
  });
  return wsClient;
}

/** The session changed (sign-in, sign-out): open subscriptions reconnect with the new cookie. */
export function restartSubscriptions() {
  wsClient?.terminate();
  wsClient = undefined;
}

const subscribe: SubscribeFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) =>
    ws().subscribe(
      { operationName: operation.name, query: operation.text ?? '', variables },
      {
        next: (value) => sink.next(value as GraphQLResponse),
        error: (error) => sink.error(error instanceof Error ? error : new Error('Subscription failed')),
        complete: () => sink.complete(),
      },
    ),
  );

export function createEnvironment() {
  return new Environment({
    network: Network.create(fetchGraphQL, subscribe),
    store: new Store(new RecordSource(), { queryCacheExpirationTime: FRESHNESS_MS, gcReleaseBufferSize: 20 }),
  });
}

export const environment = createEnvironment();
