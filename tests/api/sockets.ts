// graphql-ws from a test as a browser would open it: the upgrade request carries the page's origin
// and the headers given (the session cookie, a document key), and a condition polled until it holds.
import { createClient, type Client, type ClientOptions } from 'graphql-ws';
import WebSocket from 'ws';

/** A graphql-ws client to the app at `base` whose upgrade request sends `headers` (and the app's own origin). */
export function socketClient(base: string, headers: Record<string, string> = {}, options: Partial<ClientOptions> = {}): Client {
  class WebSocketWithHeaders extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: { origin: base, ...headers } });
    }
  }
  return createClient({ url: `${base.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocketWithHeaders, retryAttempts: 0, ...options });
}

/** Polls `condition` every 20 ms for up to `ms`; answers whether it came to hold. */
export async function until(condition: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (!condition() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return condition();
}
