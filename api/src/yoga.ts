// graphql-yoga over the schema: masked errors, the CSRF header, depth/cost limits, and the
// session cookie set by sign-in mutations. The same instance serves graphql-ws (server.ts).
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import type { IncomingMessage } from 'node:http';
import { createYoga, type Plugin } from 'graphql-yoga';
import { createContext, type AppDeps, type Context } from './context.ts';
import { schema } from './schema.ts';

/** Header a same-origin client must send: a cross-site form or image request cannot. */
export const CSRF_HEADER = 'x-mc-csrf';

export interface ServerContext {
  /** The client's address, set by server.ts for HTTP and WebSocket alike. */
  clientAddress?: string;
  /** Present on WebSocket operations: the upgrade request. */
  req?: IncomingMessage;
}

const cookieJars = new WeakMap<Request, string[]>();

/** Appends the Set-Cookie values the operation asked for to the HTTP response. */
const useSessionCookies: Plugin = {
  onResponse({ request, response }) {
    for (const cookie of cookieJars.get(request) ?? []) response.headers.append('Set-Cookie', cookie);
  },
};

export function createGraphQLServer(deps: AppDeps) {
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: deps.config.production ? false : { title: 'Ministry Companion GraphQL', headers: `{"${CSRF_HEADER}": "1"}` },
    landingPage: false,
    maskedErrors: true,
    logging: deps.config.production ? 'warn' : 'error',
    multipart: true,
    context: async (initial) => {
      const request = (initial as { request?: Request }).request;
      const cookieHeader = request ? request.headers.get('cookie') : initial.req?.headers.cookie;
      const ctx = await createContext(deps, {
        cookieHeader,
        clientAddress: initial.clientAddress ?? initial.req?.socket.remoteAddress ?? 'unknown',
      });
      if (request) cookieJars.set(request, ctx.responseCookies);
      return ctx;
    },
    plugins: [
      useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
      EnvelopArmorPlugin({
        maxDepth: { n: 12 },
        costLimit: { maxCost: 8000 },
        maxAliases: { n: 20 },
        maxDirectives: { n: 30 },
        maxTokens: { n: 4000 },
        blockFieldSuggestion: { enabled: deps.config.production },
      }),
      useSessionCookies,
    ],
  });
}
