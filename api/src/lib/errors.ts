// The errors a user may see. Each carries a message that can be shown as it is and the HTTP
// status the REST shim answers with; GraphQL returns them as typed members of result unions
// (see errors.schema.ts). ServiceUnavailableError, last, is the one refusal that is not final.
// Anything else is unexpected and masked.

/** The refusals' own words when a module gives none, and the answer to an unexpected failure. */
export const MESSAGES = {
  signIn: 'Please sign in to continue',
  forbidden: 'You are not allowed to do that',
  notFound: 'Not found',
  tooLarge: 'The request body is too large',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  unexpected: 'Something went wrong on our side. Please try again.',
} as const;

export abstract class AppError extends Error {
  abstract readonly status: number;
  abstract readonly code: string;
}

export interface FieldIssue {
  path: string;
  message: string;
}

export class ValidationError extends AppError {
  readonly status = 400;
  readonly code = 'VALIDATION';
  constructor(message: string, readonly fields: FieldIssue[] = []) {
    super(message);
    this.name = 'ValidationError';
  }
}

export class AuthenticationError extends AppError {
  readonly status = 401;
  readonly code = 'UNAUTHENTICATED';
  constructor(message: string = MESSAGES.signIn) {
    super(message);
    this.name = 'AuthenticationError';
  }
}

export class ForbiddenError extends AppError {
  readonly status = 403;
  readonly code = 'FORBIDDEN';
  constructor(message: string = MESSAGES.forbidden) {
    super(message);
    this.name = 'ForbiddenError';
  }
}

export class NotFoundError extends AppError {
  readonly status = 404;
  readonly code = 'NOT_FOUND';
  constructor(message: string = MESSAGES.notFound) {
    super(message);
    this.name = 'NotFoundError';
  }
}

export class ConflictError extends AppError {
  readonly status = 409;
  readonly code = 'CONFLICT';
  constructor(message: string, readonly field?: string) {
    super(message);
    this.name = 'ConflictError';
  }
}

export class PayloadTooLargeError extends AppError {
  readonly status = 413;
  readonly code = 'PAYLOAD_TOO_LARGE';
  constructor(message: string = MESSAGES.tooLarge) {
    super(message);
    this.name = 'PayloadTooLargeError';
  }
}

export class RateLimitError extends AppError {
  readonly status = 429;
  readonly code = 'RATE_LIMITED';
  constructor(readonly retryAfterSeconds: number, message: string = MESSAGES.tooManyAttempts) {
    super(message);
    this.name = 'RateLimitError';
  }
}

/**
 * Something the request needs is away (the virus scanner): nothing was done, and the same request
 * may be sent again later. The REST shim answers 503 with its message, GraphQL an error with
 * `code: SERVICE_UNAVAILABLE` and status 503. Not an AppError on purpose: the local-first write
 * path stores an AppError as the write's final refusal, and this one must be retried instead.
 */
export class ServiceUnavailableError extends Error {
  readonly status = 503;
  readonly code = 'SERVICE_UNAVAILABLE';
  constructor(message: string, readonly retryAfterSeconds = 60) {
    super(message);
    this.name = 'ServiceUnavailableError';
  }

  /** graphql-js gives the error a resolver threw these extensions; yoga answers with their status. */
  get extensions() {
    return { code: this.code, http: { status: this.status, headers: { 'Retry-After': String(this.retryAfterSeconds) } } };
  }
}
