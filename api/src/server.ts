// One node:http server on one port: /graphql (HTTP and graphql-ws), the /api REST shim, and the
// built web app with its SPA fallback. buildApp() returns { start, stop } so tests run it on
// port 0 against a database of their own.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { createServerAdapter } from '@whatwg-node/server';
import sirv from 'sirv';
import { WebSocketServer, type WebSocket } from 'ws';
import type { OperationResult } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { GraphQLError, type ExecutionArgs } from 'graphql';
import { loadConfig, type Config } from './config.ts';
import type { AppDeps, Context } from './access/context.ts';
import { createDb, type Db } from './db.ts';
import { MAX_GRAPHQL_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from './lib/body.ts';
import { acceptedEncodings, useCompression } from './lib/compression.ts';
import { ANSWER_POLICY, createSecurityHeaders } from './lib/csp.ts';
import { createPageFrame } from './lib/page-frame.ts';
import { createLoginLimiter } from './lib/rate-limit.ts';
import { closeThrottleRedis, createAppPubSub, throttleRedis } from './pubsub.ts';
import { createRestHandler } from './rest/index.ts';
import { createLiveSockets, SESSION_ENDED_REASON } from './live-sockets.ts';
import { isAllowedOrigin } from './lib/origin.ts';
import { inRequest, log } from './lib/log.ts';
import { answerPlainHttp, mustMoveToHttps } from './lib/https-only.ts';
import { DOCUMENT_KEY_HEADER, maySendAnyDocument, subscriptionDocument } from './lib/persisted-operations.ts';
import { createSessionCodec, createSessionStore, redisSessionVersions } from './access/session.ts';
import { createGraphQLServer } from './yoga.ts';
import { startReportReminders } from './modules/report/reminders.ts';
import { startRetentionSchedule } from './modules/retention/schedule.ts';
import { startVisitReminders } from './modules/return-visits/reminders.ts';
import { startCheckInSweep } from './modules/check-ins/sweep.ts';

export interface App {
  deps: AppDeps;
  /** Resolves with the base URL, e.g. http://127.0.0.1:41234 */
  start(port?: number, host?: string): Promise<string>;
  stop(): Promise<void>;
  /** The request listener, for in-process tests without a port. */
  fetch(request: Request): Promise<Response>;
}

/**
 * The client's address, for throttling and the audit log. Behind a proxy (TRUST_PROXY=1) it is
 * the last X-Forwarded-For entry, the one the proxy in front added itself: the entries before it
 * came from the client, who can write anything there (docs/operations.md, HTTPS).
 */
export function clientAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>, trustProxy: boolean): string {
  const forwarded = trustProxy ? req.headers['x-forwarded-for'] : undefined;
  const header = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
  const last = header?.split(',').at(-1)?.trim();
  return last || req.socket.remoteAddress || 'unknown';
}

/** Connections waiting to be accepted (the kernel caps it at net.core.somaxconn). */
const LISTEN_BACKLOG = 4096;

const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), geolocation=(self), microphone=(self)',
};

export function buildApp(options: { config?: Partial<Config>; db?: Db } = {}): App {
  const config = loadConfig(options.config);
  const db = options.db ?? createDb(config.databaseUrl, { password: config.databasePassword });
  const limiterRedis = config.redisUrl ? throttleRedis(config, config.redisUrl) : undefined;
  const deps: AppDeps = {
    config,
    db,
    pubsub: createAppPubSub(config.redisUrl, config.redisPassword),
    sessions: createSessionStore(
      db,
      createSessionCodec({
        secret: config.sessionSecret,
        previousSecrets: config.previousSessionSecrets,
        secure: config.secureCookies,
        maxDays: config.sessionMaxDays,
      }),
      // With Redis, every instance reads one version of each account's sessions (access/session.ts).
      { idleDays: config.sessionIdleDays, maxDays: config.sessionMaxDays, versions: limiterRedis && redisSessionVersions(limiterRedis) },
    ),
    loginLimiter: createLoginLimiter(config.loginLimits, limiterRedis),
  };
  const trustProxy = config.trustProxy;

  const yoga = createGraphQLServer(deps);
  const liveSockets = createLiveSockets(deps.sessions, deps.pubsub, config.socketLimits);
  const rest = createRestHandler(deps);
  const restAdapter = createServerAdapter<{ clientAddress: string }>((request, ctx) => rest.fetch(request, ctx), {
    plugins: [useCompression()],
  });
  const securityHeaders = createSecurityHeaders(config);
  const staticFiles = existsSync(config.webDist)
    ? sirv(config.webDist, {
        single: true,
        etag: true,
        gzip: true,
        brotli: true,
        setHeaders: (res, pathname) => {
          securityHeaders.page(res);
          if (pathname.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          else res.setHeader('Cache-Control', 'no-cache');
        },
      })
    : undefined;
  const pageFrame = createPageFrame(config.webDist);

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    // Pages replace it with their full policy (securityHeaders.page).
    res.setHeader('Content-Security-Policy', ANSWER_POLICY);
    securityHeaders.transport(res);
    const path = (req.url ?? '/').split('?')[0]!;
    if (config.httpsOrigin && mustMoveToHttps(req, path, config)) return answerPlainHttp(req, res, path, config.httpsOrigin);
    const ctx = { clientAddress: clientAddress(req, trustProxy) };
    const request = { address: ctx.clientAddress, method: req.method, path };
    if (path === '/graphql' || path.startsWith('/graphql/')) {
      if (uploadTooLarge(req)) return void refuse(res, 413, UPLOAD_TOO_LARGE);
      return void inRequest(request, () => yoga(req, res, ctx));
    }
    if (path === '/api' || path.startsWith('/api/')) return void inRequest(request, () => restAdapter(req, res, ctx));
    if (staticFiles) {
      // A page of the app: sent in the member's language, with its fixed heading if it has one (lib/page-frame.ts).
      if (pageFrame.answer(req, res, path, securityHeaders.page)) return;
      // sirv picks the .br, then the .gz copy by this header: reduce it to the codings allowed (q > 0).
      req.headers['accept-encoding'] = acceptedEncodings(req.headers['accept-encoding']).join(', ');
      return staticFiles(req, res);
    }
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('The web app is not built. Run npm run build (npm start does it for you).');
  };

  const server = createServer(listener);
  // An idle kept-alive connection stays open 65 s (Node's default is 5 s). A reverse proxy in front
  // (docs/operations.md) keeps its upstream connections for up to 60 s and sends the next request on one
  // it believes open; closed sooner here, that request meets a reset and the member an error. The
  // header deadline must exceed the idle time, or Node cuts a connection waiting for its next request.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const wss = new WebSocketServer({ noServer: true });
  // Open sockets per address are counted from the upgrade on, whatever the socket then says
  // (live-sockets.ts, `admit`); its place is given back when it closes.
  wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    ws.once('close', () => liveSockets.disconnect(ws));
    liveSockets.admit(ws, clientAddress(req, trustProxy));
  });
  server.on('upgrade', (req, socket, head) => {
    const path = (req.url ?? '').split('?')[0];
    const origin = req.headers.origin;
    const foreign = !isAllowedOrigin(origin, req.headers.host, config.corsOrigins);
    if (foreign) {
      // A page of another site opening a socket with the member's cookie: a cross-site attempt.
      log.warn({ event: 'websocket-refused', message: 'A WebSocket upgrade from a foreign origin was refused', address: clientAddress(req, trustProxy), path, origin: origin?.slice(0, 200) });
    }
    if (path !== '/graphql' || mustMoveToHttps(req, path, config) || foreign) {
      socket.write('HTTP/1.1 403 Forbidden\r\n\r\n');
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  type RootValue = {
    execute: (args: ExecutionArgs) => OperationResult;
    subscribe: (args: ExecutionArgs) => OperationResult;
    socket: WebSocket;
  };
  /**
   * A subscription's next message, written as graphql-ws writes it (`{"id","type":"next","payload"}`)
   * around an answer encoded once for many sockets (Context.liveDelivery); only while the
   * socket's session is live, as `liveSockets.guard` lets the other answers through.
   */
  const deliverTo = (socket: WebSocket, id: string) => {
    const head = `{"id":${JSON.stringify(id)},"type":"next","payload":`;
    return (payloadJson: string) =>
      new Promise<boolean>((resolve, reject) => {
        if (!liveSockets.allows(socket)) return resolve(false);
        if (socket.readyState !== socket.OPEN) return resolve(true);
        socket.send(`${head}${payloadJson}}`, (error) => (error ? reject(error) : resolve(true)));
      });
  };
  const wsServer = useServer(
    {
      // Each operation on a socket is a request of its own for the log: its address and user.
      execute: (args) => inRequest(socketRequest(args), () => (args.rootValue as RootValue).execute(args)),
      subscribe: (args) =>
        inRequest(socketRequest(args), async () => {
          const root = args.rootValue as RootValue;
          return liveSockets.guard(root.socket, await root.subscribe(args));
        }),
      onConnect: (ctx) => liveSockets.connect(ctx.extra.socket, ctx.extra.request.headers.cookie),
      onClose: (ctx) => liveSockets.disconnect(ctx.extra.socket),
      onSubscribe: async (ctx, id, params) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params,
          clientAddress: clientAddress(ctx.extra.request, trustProxy),
        });
        // A socket's own documents need the key on its upgrade request, as an HTTP request does.
        const key = ctx.extra.request.headers[DOCUMENT_KEY_HEADER];
        const mayUseAnyDocument = maySendAnyDocument(config.graphqlDocuments, typeof key === 'string' ? key : undefined);
        const document = inRequest({ address: clientAddress(ctx.extra.request, trustProxy), path: '/graphql' }, () =>
          subscriptionDocument(params, mayUseAnyDocument),
        );
        if ('error' in document) return [document.error];
        const args = {
          schema,
          operationName: params.operationName,
          document: parse(document.text),
          variableValues: params.variables,
          contextValue: Object.assign(await contextFactory(), { liveDelivery: deliverTo(ctx.extra.socket, id) }),
          rootValue: { execute, subscribe, socket: ctx.extra.socket },
        };
        const errors = validate(args.schema, args.document);
        if (errors.length) return errors;
        if (!liveSockets.stillLive(ctx.extra.socket, (args.contextValue as Context).session)) return [new GraphQLError(SESSION_ENDED_REASON)];
        return args;
      },
    },
    wss,
  );

  let stopRetention = () => {};
  let stopReminders = () => {};
  let stopVisitReminders = () => {};
  let stopCheckInSweep = () => {};
  return {
    deps,
    fetch: async (request) => {
      const { pathname } = new URL(request.url);
      return inRequest({ address: '127.0.0.1', method: request.method, path: pathname }, () =>
        pathname.startsWith('/api') ? restAdapter.fetch(request, { clientAddress: '127.0.0.1' }) : yoga.fetch(request, { clientAddress: '127.0.0.1' }),
      );
    },
    start: (port = config.port, host = config.host) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        // A burst of connections (a group's phones coming back at once, 10,000 live sockets opening)
        // waits in the kernel's queue instead of being reset: Node's default queue is 511.
        server.listen({ port, host, backlog: LISTEN_BACKLOG }, () => {
          stopRetention = startRetentionSchedule(db);
          stopReminders = startReportReminders(deps);
          stopVisitReminders = startVisitReminders(deps);
          stopCheckInSweep = startCheckInSweep(deps);
          const { port: actual } = server.address() as AddressInfo;
          resolve(`http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${actual}`);
        });
      }),
    stop: async () => {
      stopRetention();
      stopReminders();
      stopVisitReminders();
      stopCheckInSweep();
      liveSockets.dispose();
      await wsServer.dispose();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await deps.pubsub.close();
      closeThrottleRedis(config);
      if (!options.db) await db.$disconnect();
    },
  };
}

/** Who and from where a socket's operation comes, for the lines it writes. */
function socketRequest(args: ExecutionArgs) {
  const context = args.contextValue as Context;
  return { address: context.clientAddress, path: '/graphql', userId: context.viewer?.id ?? null };
}

/**
 * A multipart GraphQL request whose declared length is past the upload limit, refused unread. One
 * sent without a length is read no further than the limit (yoga.ts, `useBoundedBody`).
 */
function uploadTooLarge(req: IncomingMessage): boolean {
  if (!req.headers['content-type']?.startsWith('multipart/')) return false;
  return Number(req.headers['content-length'] ?? 0) > MAX_GRAPHQL_UPLOAD_BYTES;
}

function refuse(res: ServerResponse, status: number, message: string) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Connection', 'close');
  res.end(JSON.stringify({ errors: [{ message }] }));
}
