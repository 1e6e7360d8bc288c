// The server's log (docs/operations.md, "Logs"): one JSON object per line, so a log processor reads
// every line the same way. Each line says when (`time`, ISO 8601 UTC), how serious (`level`), what
// (`event`, a fixed name, and `message`), and where it is known who and from where (`userId`,
// `address`, `method`, `path`). Errors carry their name, message and stack. Warnings and errors go
// to standard error, the rest to standard output. Never log a password, a code, a cookie or the
// contents of a member's records: callers pass names and ids.
//
// Who and from where come with the request: server.ts runs each request in a scope (`inRequest`)
// holding its address, method and path, and the context names the user once the session is read
// (`requestIs`). Every line written while that request runs carries them, whoever writes it: the
// GraphQL server's own lines, a limiter's refusal, a failed push.
import { AsyncLocalStorage } from 'node:async_hooks';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface LogFields {
  /** What happened, as a fixed name ("upload-refused", "push-failed"). */
  event: string;
  message?: string;
  userId?: number | null;
  address?: string;
  method?: string;
  path?: string;
  error?: unknown;
  [field: string]: unknown;
}

type Sink = (level: LogLevel, line: string) => void;

/** What a line written during a request says of it, unless the line names these itself. */
export interface RequestFields {
  address?: string;
  method?: string;
  path?: string;
  /** The signed-in user; null for a visitor, absent before the session is read. */
  userId?: number | null;
}

const requestScope = new AsyncLocalStorage<RequestFields>();

/** Runs `work` as one request: every line it writes, now or after an await, carries `fields`. */
export function inRequest<T>(fields: RequestFields, work: () => T): T {
  return requestScope.run({ ...fields }, work);
}

/** Names who the current request is from (the session was read, or someone signed in). */
export function requestIs(userId: number | null): void {
  const fields = requestScope.getStore();
  if (fields) fields.userId = userId;
}

/** The fields of the current request that the line does not name itself. */
function withRequest(fields: LogFields): LogFields {
  const request = requestScope.getStore();
  if (!request) return fields;
  const known = Object.entries(request).filter(([name, value]) => value !== undefined && fields[name] === undefined);
  return known.length ? { ...fields, ...Object.fromEntries(known) } : fields;
}

const LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error'];
/** LOG_LEVEL: the least serious level written (info unless set; the tests run with warn). */
const least = LEVELS.includes(process.env.LOG_LEVEL as LogLevel) ? LEVELS.indexOf(process.env.LOG_LEVEL as LogLevel) : 1;

const standardStreams: Sink = (level, line) => {
  if (LEVELS.indexOf(level) < least) return;
  (level === 'warn' || level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
};
let sink: Sink = standardStreams;

/** Where lines go; the tests read them. Answers the undoing. */
export function logTo(next: Sink): () => void {
  sink = next;
  return () => {
    sink = standardStreams;
  };
}

function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { name: error.name, message: error.message, ...(error.stack ? { stack: error.stack } : {}) };
  return { message: String(error) };
}

/** The JSON line for one entry. */
export function logLine(level: LogLevel, fields: LogFields, now = new Date()): string {
  const { error, ...rest } = fields;
  const entry: Record<string, unknown> = { time: now.toISOString(), level, ...rest };
  if (error !== undefined) entry.error = errorFields(error);
  try {
    return JSON.stringify(entry);
  } catch {
    // A field that cannot be written as JSON (a cycle): the line still says what happened.
    return JSON.stringify({ time: entry.time, level, event: fields.event, message: fields.message ?? null });
  }
}

export const log = {
  debug: (fields: LogFields) => sink('debug', logLine('debug', withRequest(fields))),
  info: (fields: LogFields) => sink('info', logLine('info', withRequest(fields))),
  warn: (fields: LogFields) => sink('warn', logLine('warn', withRequest(fields))),
  error: (fields: LogFields) => sink('error', logLine('error', withRequest(fields))),
};

/** graphql-yoga's logger, writing the same lines from `min` up (its own messages become `message`). */
export function yogaLogger(min: LogLevel) {
  const from = LEVELS.indexOf(min);
  const at = (level: LogLevel) => (...args: unknown[]) => {
    if (LEVELS.indexOf(level) >= from) log[level](yogaFields(args));
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

function yogaFields(args: unknown[]): LogFields {
  const error = args.find((arg) => arg instanceof Error);
  const message = args
    .filter((arg) => !(arg instanceof Error))
    .map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg)))
    .join(' ');
  return { event: 'graphql', message, ...(error ? { error } : {}) };
}
