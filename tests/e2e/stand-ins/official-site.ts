// A stand-in for the organisation's public site on 127.0.0.1 (OFFICIAL_SITE_URL): a small page
// for the home page and for each section the official-site page opens (library, bible,
// publications), and /refuse, which forbids being framed (X-Frame-Options: DENY) as a real site
// may. Each page names itself in its heading, so a test can tell which one the frame shows.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const PAGES: Record<string, string> = {
  '/': 'Official Site Home',
  '/en/library/': 'Official Site Library',
  '/en/library/bible/': 'Official Site Bible',
  '/en/library/books/': 'Official Site Publications',
  '/refuse': 'Not for frames',
};

export async function start(): Promise<Record<string, string>> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const title = PAGES[path];
    if (!title) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
    if (path === '/refuse') headers['x-frame-options'] = 'DENY';
    res.writeHead(200, headers);
    res.end(`<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1></main></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { OFFICIAL_SITE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}
