// graphql-yoga over the schema: masked errors, the CSRF header, depth/cost limits, and the
// session cookie set by sign-in mutations. The same instance serves graphql-ws (server.ts).
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import type { IncomingMessage } from 'node:http';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { useSharedEventAnswers } from './modules/service-group/shared-answers.ts';
import { getOperationAST, GraphQLError, NoSchemaIntrospectionCustomRule, type ASTNode, type StringValueNode, type ValidationContext } from 'graphql';
import { createYoga, maskError, type GraphQLParams, type Plugin } from 'graphql-yoga';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { CORS_HEADERS, CORS_METHODS, isListedOrigin } from './lib/origin.ts';
import { clientWentAway, CUT_OFF_MESSAGE, MAX_GRAPHQL_UPLOAD_BYTES, readBoundedBytes, readBoundedText, UPLOAD_TOO_LARGE } from './lib/body.ts';
import { PayloadTooLargeError, ServiceUnavailableError } from './lib/errors.ts';
import { containsNul, NUL_MESSAGE } from './lib/text.ts';
import { DOCUMENT_KEY_HEADER, LOGGED_DOCUMENT_ERRORS, maySendAnyDocument, persistedDocument } from './lib/persisted-operations.ts';
import { useParseDepthGuard } from './lib/parse-guard.ts';
import type { AppDeps, Context } from './access/context.ts';
import { createContext, requestLanguage } from './request-context.ts';
import { inMemberLanguage } from './lib/server-words.ts';
import { useCompression } from './lib/compression.ts';
import { graphiqlPolicy, inlineScriptHashes } from './lib/csp.ts';
import { useWriteLimit } from './access/write-limit.ts';
import { schema } from './schema.ts';
import { log, yogaLogger } from './lib/log.ts';

/** Header a same-origin client must send: a cross-site form or image request cannot. */
export const CSRF_HEADER = 'x-mc-csrf';

export interface ServerContext {
  /** The client's address, set by server.ts for HTTP and WebSocket alike. */
  clientAddress?: string;
  /** Present on WebSocket operations: the upgrade request. */
  req?: IncomingMessage;
}

const cookieJars = new WeakMap<Request, string[]>();

/**
 * Appends the Set-Cookie values the operation asked for to the HTTP response, and tells every cache
 * to keep none of it: GraphQL answers are a member's own data (the device keeps its copy itself).
 */
const useSessionCookies: Plugin = {
  onResponse({ request, response }) {
    for (const cookie of cookieJars.get(request) ?? []) response.headers.append('Set-Cookie', cookie);
    response.headers.set('Cache-Control', 'no-store');
  },
};

const csrfPrevention = useCSRFPrevention({ requestHeaders: [CSRF_HEADER] });

/**
 * yoga's CSRF check (a request a plain cross-site form could send must carry CSRF_HEADER), its
 * refusals written to the log: a page of another site posting to /graphql with the member's cookie.
 */
const useCsrfHeader: Plugin = {
  onRequestParse(payload) {
    try {
      return csrfPrevention.onRequestParse?.(payload);
    } catch (error) {
      const origin = payload.request.headers.get('origin');
      log.warn({ event: 'csrf-refused', message: 'A GraphQL request without the CSRF header was refused', ...(origin ? { origin: origin.slice(0, 200) } : {}) });
      throw error;
    }
  },
};

/**
 * A document that fails validation (a field the schema lacks, an armor limit, introspection where
 * it is off) is written as bad input, info only: clients under development send many. Neither the
 * document nor the errors' texts are logged, as they may quote the values sent.
 */
const useInvalidDocumentLog: Plugin = {
  onValidate() {
    return ({ valid, result }) => {
      if (!valid) log.info({ event: 'input-refused', code: 'GRAPHQL_VALIDATION_FAILED', errors: result.length });
    };
  },
};

/**
 * The errors of an answer in the language of its request (lib/server-words.ts), as the typed
 * results already are: a refusal thrown before or outside a resolver's own answer (sign in
 * first, no text with U+0000, an upload too large) reads in the member's language too. A message
 * no catalogue has stays as it is.
 */
const useErrorsInMemberLanguage: Plugin = {
  onResultProcess({ request, result, setResult }) {
    if (!result || Symbol.asyncIterator in result) return;
    const answers = Array.isArray(result) ? result : [result];
    if (!answers.some((answer) => answer.errors?.length)) return;
    const language = requestLanguage(request.headers.get('cookie'), request.headers.get('accept-language'));
    if (language === 'en') return;
    const translate = (error: GraphQLError) => {
      const message = inMemberLanguage(error.message, language);
      if (message === error.message) return error;
      return new GraphQLError(message, { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path, originalError: error.originalError, extensions: error.extensions });
    };
    const translated = answers.map((answer) => (answer.errors?.length ? { ...answer, errors: answer.errors.map((e) => translate(e as GraphQLError)) } : answer));
    setResult(Array.isArray(result) ? translated : translated[0]!);
  },
};

const nulError = (nodes?: ASTNode[]) =>
  new GraphQLError(NUL_MESSAGE, { nodes, extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

/** No text with U+0000 reaches a resolver: not in variables, not in string literals of the document. */
const useNoNulText: Plugin = {
  onParams({ params }) {
    if (containsNul(params.variables) || containsNul(params.operationName) || containsNul(params.extensions)) {
      throw nulError();
    }
  },
  onValidate({ addValidationRule }) {
    addValidationRule((context: ValidationContext) => ({
      StringValue(node: StringValueNode) {
        if (node.value.includes('\0')) context.reportError(nulError([node]));
      },
    }));
  },
};

/**
 * A body that could not be read whole: past its limit, a 413 with `tooLargeMessage` (or the
 * limit's own); a client that went away before its end, a 400 that is not a server error.
 */
function unreadBody(incoming: Request, error: unknown, tooLargeMessage?: string): never {
  if (error instanceof PayloadTooLargeError) {
    throw new GraphQLError(tooLargeMessage ?? error.message, { extensions: { code: error.code, http: { status: error.status } } });
  }
  if (clientWentAway(incoming, error)) throw badRequest(CUT_OFF_MESSAGE);
  throw error;
}

/**
 * Every POST body is read no further than its limit and refused with 413 past it, declared length
 * or not (a declared length past it is refused before anything is read). A JSON body (or a bare
 * query) is read to the JSON limit, then parsed. A multipart upload is read to the upload limit
 * (over HTTP, server.ts has already refused one declaring more), then handed to yoga's parser.
 */
const useBoundedBody: Plugin = {
  onRequestParse({ request, requestParser, setRequestParser }) {
    const type = request.headers.get('content-type') ?? '';
    if (request.method !== 'POST' || !requestParser) return;
    if (type.startsWith('multipart/')) {
      setRequestParser(async (incoming) => {
        const bytes = await readBoundedBytes(incoming, MAX_GRAPHQL_UPLOAD_BYTES).catch((error: unknown) => unreadBody(incoming, error, UPLOAD_TOO_LARGE));
        return requestParser(new Request(incoming.url, { method: 'POST', headers: incoming.headers, body: bytes as Uint8Array<ArrayBuffer> }));
      });
      return;
    }
    setRequestParser(async (incoming) => {
      const text = await readBoundedText(incoming).catch((error: unknown) => unreadBody(incoming, error));
      // The web app's every request is JSON: read here, as yoga reads it, without a second
      // Request made around the text (docs/decisions.md, "The notes list's cost").
      if (JSON_TYPE.test(type)) return jsonParams(text);
      return requestParser(new Request(incoming.url, { method: 'POST', headers: incoming.headers, body: text }));
    });
  },
};

const JSON_TYPE = /^application\/(graphql\+)?json\s*(;|$)/i;
const badRequest = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });

/** A JSON body's operation, refused with yoga's own messages. */
function jsonParams(text: string): GraphQLParams {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('POST body sent invalid JSON.');
  }
  if (body === null || typeof body !== 'object') throw badRequest(`POST body is expected to be object but received ${body === null ? null : typeof body}`);
  return body as GraphQLParams;
}

/**
 * `__schema` and `__type` are refused (GRAPHQL_VALIDATION_FAILED) unless GRAPHIQL=1: the web app is
 * compiled against schema.graphql and never asks, so the API's map is not handed to whoever asks.
 */
const useNoIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

/**
 * A document over an armor limit is reported as a validation error (GRAPHQL_VALIDATION_FAILED, a
 * 400 to a client accepting application/graphql-response+json), as any other invalid document;
 * thrown, as armor does by default, it would be a 200 with no code.
 */
const refusedAsInvalid = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) =>
      context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''), { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })),
  ],
};

/**
 * Masked as usual, except a service that is away (the virus scanner): its message is meant for the
 * user, and its 503 (in the extensions it carries) tells the client to send the request again later.
 */
function maskUnlessUnavailable(error: unknown, message: string, isDev?: boolean): Error {
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (!(original instanceof ServiceUnavailableError)) return maskError(error, message, isDev);
  return error instanceof GraphQLError ? error : new GraphQLError(original.message, { extensions: original.extensions });
}

/**
 * GraphiQL's page (GRAPHIQL=1), rendered once from the server's own package, and a plugin that
 * gives it its Content-Security-Policy (lib/csp.ts, `graphiqlPolicy`) with the hashes of its
 * inline scripts.
 */
function graphiqlPage(config: AppDeps['config']) {
  let page: Promise<{ html: string; hashes: string[] }> | undefined;
  const render = (options: Parameters<typeof import('@graphql-yoga/render-graphiql').renderGraphiQL>[0]) =>
    (page ??= import('@graphql-yoga/render-graphiql').then(
      ({ renderGraphiQL }) => {
        const html = renderGraphiQL(options);
        return { html, hashes: inlineScriptHashes(html) };
      },
      (error: unknown) => {
        // Not kept: the next request for the page tries again.
        page = undefined;
        throw error;
      },
    ));
  const plugin: Plugin = {
    async onResponse({ request, response }) {
      if (!page || !response.headers.get('content-type')?.startsWith('text/html')) return;
      response.headers.set('Content-Security-Policy', graphiqlPolicy(config, (await page).hashes, request.headers.get('host')));
    },
  };
  return { render: async (options: Parameters<typeof render>[0]) => (await render(options)).html, plugin };
}

export function createGraphQLServer(deps: AppDeps) {
  const graphiql = graphiqlPage(deps.config);
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    // GraphiQL and field suggestions only with GRAPHIQL=1. GraphiQL comes from the server's own
    // package (@graphql-yoga/render-graphiql, no CDN), loaded only when it is first asked for.
    graphiql: deps.config.graphiql ? { title: 'Ministry Companion GraphQL', headers: `{"${CSRF_HEADER}": "1"}` } : false,
    renderGraphiQL: graphiql.render,
    // Same-origin needs no CORS headers; only an origin listed in CORS_ORIGINS gets them.
    cors: (request) => {
      const origin = request.headers.get('origin');
      if (!isListedOrigin(origin, deps.config.corsOrigins)) return false;
      return { origin: [origin!], credentials: true, methods: CORS_METHODS, allowedHeaders: CORS_HEADERS, maxAge: 600 };
    },
    landingPage: false,
    maskedErrors: { maskError: maskUnlessUnavailable },
    logging: yogaLogger(deps.config.production ? 'warn' : 'error'),
    multipart: true,
    context: async (initial) => {
      const request = (initial as { request?: Request }).request;
      const cookieHeader = request ? request.headers.get('cookie') : initial.req?.headers.cookie;
      const ctx = await createContext(deps, {
        cookieHeader,
        acceptLanguage: request ? request.headers.get('accept-language') : initial.req?.headers['accept-language'],
        clientAddress: initial.clientAddress ?? initial.req?.socket.remoteAddress ?? 'unknown',
      });
      if (request) cookieJars.set(request, ctx.responseCookies);
      return ctx;
    },
    plugins: [
      useBoundedBody,
      useCsrfHeader,
      usePersistedOperations({
        getPersistedOperation: (hash) => persistedDocument(hash) ?? null,
        allowArbitraryOperations: (request) => maySendAnyDocument(deps.config.graphqlDocuments, request.headers.get(DOCUMENT_KEY_HEADER)),
        customErrors: LOGGED_DOCUMENT_ERRORS,
      }),
      EnvelopArmorPlugin({
        maxDepth: { n: 12, ...refusedAsInvalid },
        costLimit: { maxCost: 8000, ...refusedAsInvalid },
        maxAliases: { n: 20, ...refusedAsInvalid },
        maxDirectives: { n: 30, ...refusedAsInvalid },
        maxTokens: { n: 4000 },
        blockFieldSuggestion: { enabled: !deps.config.graphiql },
      }),
      useParseDepthGuard,
      useInvalidDocumentLog,
      ...(deps.config.graphiql ? [] : [useNoIntrospection]),
      useSessionCookies,
      ...(deps.config.graphiql ? [graphiql.plugin] : []),
      useNoNulText,
      useErrorsInMemberLanguage,
      useWriteLimit(deps),
      // Queries and subscriptions' events run compiled, once per document; mutations keep
      // graphql's own executor (docs/decisions.md, "The notes list's cost" and "One live event,
      // many open boards").
      useGraphQlJit({}, { enableIf: (args) => getOperationAST(args.document, args.operationName)?.operation !== 'mutation' }),
      // The group board's live events: one answer per event and document for all its open boards.
      useSharedEventAnswers,
      // Last, so the answer it compresses carries every header the others set.
      useCompression(),
    ],
  });
}
