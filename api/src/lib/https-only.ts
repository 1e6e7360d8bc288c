// With an https PUBLIC_URL the app is served over TLS only (docs/operations.md, "HTTPS"): a request
// that did not come over TLS is sent to the https address when it asks for a page, and refused
// when it asks the API (its cookie and body have already crossed the network in clear, and a
// redirect would have the client send them again). TLS ends at the proxy in front, which says how
// the client connected in X-Forwarded-Proto; that header is believed only with TRUST_PROXY=1.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Config } from '../config.ts';

/** Answered over plain HTTP all the same: a health check from the host or its orchestrator carries no member data. */
const HEALTH_PATH = '/api/health';

export const HTTPS_REQUIRED_MESSAGE = 'This app is served over HTTPS only. Send the request to its https:// address.';

/** Whether the client's connection was TLS: the app's own socket, or the proxy's word for it. */
export function cameOverTls(req: Pick<IncomingMessage, 'headers' | 'socket'>, trustProxy: boolean): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (!trustProxy) return false;
  // The last entry is the one the proxy in front wrote; a client may have sent the header too.
  const header = req.headers['x-forwarded-proto'];
  const last = (Array.isArray(header) ? header.join(',') : header)?.split(',').at(-1)?.trim().toLowerCase();
  return last === 'https';
}

/** A request over plain HTTP while the app must be served over HTTPS only. */
export function mustMoveToHttps(req: Pick<IncomingMessage, 'headers' | 'socket' | 'method'>, path: string, config: Pick<Config, 'httpsOrigin' | 'trustProxy'>): boolean {
  if (!config.httpsOrigin || cameOverTls(req, config.trustProxy)) return false;
  return !(path === HEALTH_PATH && (req.method === 'GET' || req.method === 'HEAD'));
}

const isApiPath = (path: string) => path === '/graphql' || path.startsWith('/graphql/') || path === '/api' || path.startsWith('/api/');

/** A page: 308 to the same path on the https origin. The API: 403 with the message, in the shape of the path's API. */
export function answerPlainHttp(req: Pick<IncomingMessage, 'url'>, res: ServerResponse, path: string, httpsOrigin: string): void {
  if (isApiPath(path)) {
    const body = path.startsWith('/api')
      ? { message: HTTPS_REQUIRED_MESSAGE, code: 'HTTPS_REQUIRED' }
      : { errors: [{ message: HTTPS_REQUIRED_MESSAGE, extensions: { code: 'HTTPS_REQUIRED' } }] };
    res.statusCode = 403;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(JSON.stringify(body));
    return;
  }
  // Only the path and query are kept: the origin is always the configured one, never the Host header.
  const target = req.url?.startsWith('/') ? req.url : '/';
  res.statusCode = 308;
  res.setHeader('Location', `${httpsOrigin}${target}`);
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(`This app is served over HTTPS: ${httpsOrigin}${target}`);
}
