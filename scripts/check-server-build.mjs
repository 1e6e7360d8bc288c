#!/usr/bin/env node
// The built server (scripts/build-server.mjs) starts as `npm start` runs it, on a fresh SQLite
// database migrated the same way, and answers: the health check, the web app, and a GraphQL
// query. Its source map names the TypeScript sources, so stack traces point at them.
// Used by npm test after the build; bench/startup.ts measures its start against tsx.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const server = process.argv[2] ?? 'api/dist/main.mjs';
const map = JSON.parse(readFileSync(`${server}.map`, 'utf8'));
if (!map.sources.some((source) => source.endsWith('src/main.ts'))) {
  console.error(`${server}.map does not name the TypeScript sources`);
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'mc-server-check-'));
const env = { ...process.env, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '', REDIS_URL: '', ADMIN_USERNAME: '', ADMIN_PASSWORD: '' };
let child;
const fail = (message) => {
  console.error(`✗ the built server: ${message}`);
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
};
setTimeout(() => fail('no answer within 120 s'), 120_000).unref();

execFileSync(process.execPath, ['scripts/prisma.mjs', 'migrate', 'deploy'], { stdio: 'ignore', env });
child = spawn(process.execPath, ['--enable-source-maps', server], { env, stdio: ['ignore', 'pipe', 'inherit'] });
child.once('exit', (code) => fail(`exited with ${code} before answering`));
const url = await new Promise((resolve) => {
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
    // The log line is JSON: the address ends at the closing quote.
    const found = /serving on (http:\/\/[^\s"]+)/.exec(out);
    if (found) resolve(found[1].replace('localhost', '127.0.0.1'));
  });
});

const health = await fetch(`${url}/api/health`);
if (!health.ok) fail(`/api/health answered ${health.status}`);
const page = await fetch(`${url}/`);
if (!page.ok || !(await page.text()).includes('<div id="root">')) fail(`/ answered ${page.status} without the web app`);
// As the web app asks: the shell's query by its persisted hash (the built server holds the texts),
// and a document of one's own refused, as `npm start` runs it.
const persisted = JSON.parse(readFileSync('persisted-operations.json', 'utf8'));
const [shellHash] = Object.entries(persisted).find(([, text]) => text.startsWith('query ShellQuery')) ?? [];
if (!shellHash) fail('persisted-operations.json has no ShellQuery');
const ask = (request) =>
  fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-mc-csrf': '1' }, body: JSON.stringify(request) });
const graphql = await ask({ operationName: 'ShellQuery', variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: shellHash } } });
const body = await graphql.json();
if (!body.data?.appSettings) fail(`GraphQL answered ${JSON.stringify(body).slice(0, 200)}`);
const own = await ask({ query: '{ appSettings { appName } }' });
if (own.status !== 400) fail(`a document of its own was answered ${own.status}, not refused with 400`);

child.removeAllListeners('exit');
child.kill('SIGTERM');
await new Promise((resolve) => child.once('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });
console.log(`the built server starts and answers (${url})`);
