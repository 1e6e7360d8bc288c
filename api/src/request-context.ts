// Context construction, once per operation: the session is read from the Cookie header of the HTTP
// request or of the WebSocket upgrade, with its row and the viewer in one query, so a session ended
// anywhere is over for every later request and message at once. Only the adapters (yoga.ts,
// rest/index.ts) build a context; features receive one (docs/product/architecture.md).
import type { AppDeps, Context } from './access/context.ts';
import { withSecondFactor } from './access/guards.ts';
import { requestIs } from './lib/log.ts';
import { headingLanguage } from './lib/page-frame.ts';
import { LANGUAGES } from '@ministry/shared/languages.ts';

const LANGUAGE_CODES = LANGUAGES.map((l) => l.code);

/** The language of a request's answers: the device's language cookie, else the browser's, else English. */
export const requestLanguage = (cookieHeader: string | null | undefined, acceptLanguage: string | null | undefined) =>
  headingLanguage(LANGUAGE_CODES, { cookie: cookieHeader ?? undefined, acceptLanguage: acceptLanguage ?? undefined });

export async function createContext(
  deps: AppDeps,
  request: { cookieHeader: string | null | undefined; clientAddress: string; acceptLanguage?: string | null },
): Promise<Context> {
  const current = await deps.sessions.read(request.cookieHeader);
  requestIs(current?.user?.id ?? null);
  return {
    ...deps,
    session: current?.session ?? null,
    ...(await withSecondFactor(deps.db, current?.session ?? null, current?.user ?? null)),
    clientAddress: request.clientAddress,
    language: requestLanguage(request.cookieHeader, request.acceptLanguage),
    cookieHeader: request.cookieHeader ?? null,
    // A cookie sealed with a previous session secret goes back sealed with the current one.
    responseCookies: current?.cookie ? [current.cookie] : [],
  };
}

