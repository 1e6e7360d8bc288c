// The one Relay environment: queries and mutations over fetch to /graphql (with the CSRF header
// the API requires), subscriptions over graphql-ws on the same path. A 401 never signs anyone in
// silently: it tells the shell to open the sign-in dialog (DESIGN.md section 6).
import { createClient, type Client } from 'graphql-ws';
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

const fetchGraphQL: FetchFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
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
        sink.next(json as GraphQLResponse);
        sink.complete();
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        sink.error(error instanceof TypeError ? new NetworkUnavailableError() : (error as Error));
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
