// The REST shim under /api: each module's routes, on one Hono app that builds the same context
// as GraphQL, refuses cross-site writes, asks a visitor to sign in, and turns errors into
// { message } answers.
//
// "Sign in first" is declared here once, default-deny: every path needs a signed-in member except
// the few in PUBLIC_ROUTES, and a visitor is answered 401 before the body is read or checked.
// Modules declare no guard of their own; tests/api/guard-walk.test.ts walks every registered
// route as a visitor so a new route cannot miss it.
import type { AppDeps } from '../access/context.ts';
import { createContext } from '../request-context.ts';
import { requireViewer } from '../access/viewer.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../lib/errors.ts';
import { corsHeaders, isAllowedOrigin } from '../lib/origin.ts';
import { writeLimiter } from '../lib/rate-limit.ts';
import { throttleRedis } from '../pubsub.ts';
import { NUL_MESSAGE } from '../lib/text.ts';
import { log } from '../lib/log.ts';
import { mountAccountRoutes } from '../modules/accounts/rest.ts';
import { mountExperienceRoutes } from '../modules/experiences/rest.ts';
import { mountShepherdingRoutes } from '../modules/shepherding/rest.ts';
import { mountCalendarRoutes } from '../modules/calendar/rest.ts';
import { mountContactRoutes } from '../modules/contacts/rest.ts';
import { mountSampleDataRoutes } from '../modules/sample-data/rest.ts';
import { mountNoteRoutes } from '../modules/notes/rest.ts';
import { mountScriptureRoutes } from '../modules/scriptures/rest.ts';
import { mountVideoRoutes } from '../modules/videos/rest.ts';
import { mountGpsRoutes } from '../modules/gps/rest.ts';
import { mountMusicRoutes } from '../modules/music/rest.ts';
import { mountConventionNoteRoutes } from '../modules/convention-notes/rest.ts';
import { mountFeedbackRoutes } from '../modules/feedback/rest.ts';
import { mountAssistantRoutes } from '../modules/assistant/rest.ts';
import { mountServiceGroupRoutes } from '../modules/service-group/rest.ts';
import { mountCheckInRoutes } from '../modules/check-ins/rest.ts';
import { mountAdminRoutes } from '../modules/admin/rest.ts';
import { mountReportRoutes } from '../modules/report/rest.ts';
import { mountTerritoryRoutes } from '../modules/territories/rest.ts';
import { mountExportRoutes } from '../modules/export/rest.ts';
import { createRestApp, errorResponse } from './app.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The paths a visitor may use, as `METHOD /api/path` (none has a path parameter). */
export const PUBLIC_ROUTES: readonly string[] = [
  'POST /api/login',
  'POST /api/login/second-factor', // the code step of a sign-in: the session has no viewer until it is given
  'POST /api/admin/second-factor', // the admin panel's code step, likewise
  'POST /api/logout',
  'POST /api/users', // create an account
  'GET /api/health',
  'GET /api/sample-data',
  'POST /api/admin/login',
  'GET /api/app-settings',
  'GET /api/vehicle-image', // the GPS screens' marker, as public as the maps
  // the footer forms, open to visitors (rate-limited per address in modules/feedback)
  'POST /api/contact',
  'POST /api/problem-report',
  'POST /api/suggestions',
];
const isPublic = (method: string, path: string) => PUBLIC_ROUTES.includes(`${method} ${path.replace(/\/+$/, '')}`);

/**
 * A browser always sends Origin on a cross-site write; it must name this host or be listed in
 * CORS_ORIGINS.
 */
function isCrossSite(request: Request, allowed: readonly string[]): boolean {
  const host = request.headers.get('host') ?? new URL(request.url).host;
  return !isAllowedOrigin(request.headers.get('origin'), host, allowed);
}

/** A NUL in the path or query string (percent-encoded or not). */
const hasNulInUrl = (url: string) => url.includes('\0') || /%00/.test(url);

export function createRestHandler(deps: AppDeps) {
  const api = createRestApp();
  const allowed = deps.config.corsOrigins;
  const writes = writeLimiter(deps.config, (url) => throttleRedis(deps.config, url));
  api.use('*', async (c, next) => {
    // Only a listed origin gets CORS headers (and its preflight answered); any other, none.
    const cors = corsHeaders(c.req.header('origin'), allowed);
    if (c.req.method === 'OPTIONS') {
      return c.body(null, 204, { ...(cors ?? {}), 'Content-Length': '0' });
    }
    if (cors) for (const [name, value] of Object.entries(cors)) c.header(name, value);
    if (WRITE_METHODS.has(c.req.method) && isCrossSite(c.req.raw, allowed)) {
      log.warn({ event: 'cross-site-refused', message: 'A write from a foreign origin was refused', origin: c.req.header('origin')?.slice(0, 200) });
      throw new ForbiddenError('Cross-site requests are not allowed');
    }
    if (hasNulInUrl(c.req.url)) throw new ValidationError(NUL_MESSAGE);
    const clientAddress = (c.env as { clientAddress?: string } | undefined)?.clientAddress ?? 'unknown';
    const ctx = await createContext(deps, { cookieHeader: c.req.header('cookie'), clientAddress, acceptLanguage: c.req.header('accept-language') });
    c.set('ctx', ctx);
    if (!isPublic(c.req.method, c.req.path)) {
      const viewer = requireViewer(ctx);
      // A member's writes are counted per account (docs/decisions.md, "Writes per account"); the
      // public ones have limits per address of their own.
      if (WRITE_METHODS.has(c.req.method)) await writes.consume(viewer.id, 1);
    }
    try {
      await next();
    } finally {
      for (const cookie of ctx.responseCookies) c.header('Set-Cookie', cookie, { append: true });
    }
    // No answer is kept by a browser or a proxy, but a public one that says how it may be kept
    // (the vehicle image, the same for everyone).
    if (!(isPublic(c.req.method, c.req.path) && c.res.headers.has('Cache-Control'))) c.header('Cache-Control', 'no-store');
  });
  // Up as long as the database answers; Redis away only degrades (live events wait in a queue).
  api.get('/health', async (c) => {
    const database = await deps.db.$queryRawUnsafe('SELECT 1').then(
      () => 'up' as const,
      () => 'down' as const,
    );
    const { redis, queuedEvents, droppedEvents } = deps.pubsub.health();
    return c.json({ ok: database === 'up', database, redis, queuedEvents, droppedEvents }, database === 'up' ? 200 : 503);
  });
  mountAccountRoutes(api);
  // feature modules (one line each):
  mountExperienceRoutes(api);
  mountShepherdingRoutes(api);
  mountServiceGroupRoutes(api);
  mountCheckInRoutes(api);
  mountCalendarRoutes(api);
  mountContactRoutes(api);
  mountSampleDataRoutes(api);
  mountNoteRoutes(api);
  mountScriptureRoutes(api);
  mountVideoRoutes(api);
  mountGpsRoutes(api);
  mountMusicRoutes(api);
  mountConventionNoteRoutes(api);
  mountAdminRoutes(api);
  mountReportRoutes(api);
  mountFeedbackRoutes(api);
  mountAssistantRoutes(api);
  mountTerritoryRoutes(api);
  mountExportRoutes(api);
  api.onError((error, c) => errorResponse(c, error));

  const root = createRestApp();
  root.route('/api', api);
  // Hono answers a path no route matches with the root app's handler, not the mounted one's.
  root.notFound((c) => errorResponse(c, new NotFoundError('No such API path')));
  return root;
}
