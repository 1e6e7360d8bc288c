// Persisted operations: the web app sends each operation as the SHA-256 hash of its text, and the
// server answers only the documents it knows by that hash (persisted-operations.json, written by
// relay-compiler). Any other document is refused unless the deployment allows it: GRAPHIQL=1 or
// GRAPHQL_ANY_DOCUMENT=1 for everyone, or GRAPHQL_DOCUMENT_KEY for requests carrying that key
// (docs/decisions.md, "Persisted operations").
//
// The file only grows: a device that has not yet loaded a new version of the app still sends the
// hashes of its own version, and the server keeps answering them while they fit the schema.
import { createHash, timingSafeEqual } from 'node:crypto';
import { defaultExtractPersistedOperationId } from '@graphql-yoga/plugin-persisted-operations';
import { GraphQLError } from 'graphql';
import type { GraphQLParams } from 'graphql-yoga';
import documents from '../../../persisted-operations.json' with { type: 'json' };
import { log } from './log.ts';

/** The header that lets a request send a document of its own where GRAPHQL_DOCUMENT_KEY is set. */
export const DOCUMENT_KEY_HEADER = 'x-mc-document-key';

const known: Readonly<Record<string, string>> = documents;

export interface DocumentPolicy {
  /** Any document from anyone (GRAPHIQL=1 or GRAPHQL_ANY_DOCUMENT=1). */
  anyDocument: boolean;
  /** Any document from a request that carries this key in DOCUMENT_KEY_HEADER. */
  documentKey: string | undefined;
}

/** The persisted document with this hash, or undefined. */
export function persistedDocument(hash: string): string | undefined {
  return Object.hasOwn(known, hash) ? known[hash] : undefined;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether a request with this key header may send a document of its own. */
export function maySendAnyDocument(policy: DocumentPolicy, keyHeader: string | null | undefined): boolean {
  if (policy.anyDocument) return true;
  if (!policy.documentKey || !keyHeader) return false;
  return timingSafeEqual(digest(policy.documentKey), digest(keyHeader));
}

const badRequest = (message: string, code: string) => ({ message, extensions: { code, http: { status: 400 } } });

/** The refusals, each a 400 with its code: yoga's persisted-operations plugin and the socket share them (through `refuseDocument`). */
export const DOCUMENT_ERRORS = {
  persistedQueryOnly: badRequest(
    'This server answers only the operations of its own app: send the hash of a persisted operation, not a document',
    'PERSISTED_QUERY_ONLY',
  ),
  notFound: badRequest('Unknown operation: this version of the app is not known to the server; reload the app', 'PERSISTED_QUERY_NOT_FOUND'),
  keyNotFound: badRequest('Send a document, or the hash of a persisted operation in extensions.persistedQuery', 'BAD_REQUEST'),
};

type Refusal = keyof typeof DOCUMENT_ERRORS;

/**
 * The error for a refusal, logged as it is made: a document of its own, or a hash this server never
 * issued, sent where only the app's own operations run is someone going around the app (warn); a
 * request naming no operation at all is bad input (info). The document is never logged.
 */
export function refuseDocument(refusal: Refusal): GraphQLError {
  const { message, extensions } = DOCUMENT_ERRORS[refusal];
  if (refusal === 'keyNotFound') log.info({ event: 'input-refused', code: extensions.code, message: 'A GraphQL request named no operation' });
  else log.warn({ event: 'document-refused', code: extensions.code, message: 'A GraphQL document the server does not run was refused' });
  return new GraphQLError(message, { extensions });
}

/** yoga's persisted-operations plugin builds its refusals here, so they are logged as the socket's are. */
export const LOGGED_DOCUMENT_ERRORS = {
  persistedQueryOnly: () => refuseDocument('persistedQueryOnly'),
  notFound: () => refuseDocument('notFound'),
  keyNotFound: () => refuseDocument('keyNotFound'),
};

const refusal = (kind: Refusal) => ({ error: refuseDocument(kind) });

/**
 * The document a WebSocket subscription runs: its persisted document when it names a hash, its own
 * text where the policy allows; otherwise the error to answer with.
 */
export function subscriptionDocument(
  params: { query?: string; extensions?: GraphQLParams['extensions'] | null },
  mayUseAnyDocument: boolean,
): { text: string } | { error: GraphQLError } {
  if (params.query) return mayUseAnyDocument ? { text: params.query } : refusal('persistedQueryOnly');
  // The hash is read as yoga's plugin reads it over HTTP (extensions.persistedQuery, version 1).
  // (It reads the params only; there is no HTTP request or plugin context on a socket.)
  const hash = defaultExtractPersistedOperationId({ extensions: params.extensions ?? undefined }, undefined as never, undefined as never);
  if (!hash) return refusal('keyNotFound');
  const text = persistedDocument(hash);
  return text === undefined ? refusal('notFound') : { text };
}

/** Any document from anyone: the policy of the API tests and benchmarks, which send their own. */
export const ANY_DOCUMENT: DocumentPolicy = { anyDocument: true, documentKey: undefined };
