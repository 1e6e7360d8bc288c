// The language cookie the server writes page headings by (languages.ts, rememberForServer; the
// server's side is api/src/lib/page-frame.ts): its name, its scope and how it is removed.
import { afterEach, expect, test, vi } from 'vitest';
import { rememberForServer } from './languages.ts';

/** A page served over `protocol`; answers each cookie the code writes. */
function page(protocol: 'https:' | 'http:') {
  const written: string[] = [];
  vi.stubGlobal('location', { protocol });
  vi.stubGlobal('document', {
    set cookie(value: string) {
      written.push(value);
    },
  });
  return written;
}

afterEach(() => vi.unstubAllGlobals());

test('over HTTPS it is __Host-mc_lang: Secure, the whole site, no Domain, kept a year; null removes it', () => {
  const written = page('https:');
  rememberForServer('es');
  rememberForServer(null);
  expect(written).toEqual([
    '__Host-mc_lang=es; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    '__Host-mc_lang=; Max-Age=0; Path=/; SameSite=Lax; Secure',
  ]);
});

test('over plain HTTP (development) it is mc_lang, without Secure, which browsers refuse there', () => {
  const written = page('http:');
  rememberForServer('en');
  expect(written).toEqual(['mc_lang=en; Max-Age=31536000; Path=/; SameSite=Lax']);
});
