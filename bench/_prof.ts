import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import persisted from '../persisted-operations.json' with { type: 'json' };
import './production-env.ts';
import { buildApp } from '../api/src/server.ts';
import { ANY_DOCUMENT } from '../api/src/lib/persisted-operations.ts';
import { createTestDatabase } from '../tests/api/harness.ts';
import { NOTE_CATEGORIES } from '../api/src/modules/notes/inputs.ts';

async function main() {
const which = process.argv[2] ?? 'rest';
const N = Number(process.argv[3] ?? 3000);
const database = await createTestDatabase();
const app = buildApp({ db: database.db, config: { dataDir: mkdtempSync(join(tmpdir(), 'p-')), databaseUrl: database.url, sessionSecret: randomBytes(32).toString('base64url'), production: true, graphqlDocuments: ANY_DOCUMENT } });
const base = 'http://127.0.0.1';
const signUp = await app.fetch(new Request(`${base}/api/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'prof_' + randomBytes(3).toString('hex'), password: 'bench password 123', fullName: 'P', phoneNumber: '+1 555 0100', address: '1 Main', groupNumber: 3 }) }));
const cookie = signUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
const me = await (await app.fetch(new Request(`${base}/api/user/current`, { headers: { cookie } }))).json();
const data = [];
for (let i = 0; i < 1000; i++) { const at = new Date(Date.now() - i * 1000); data.push({ userId: me.id, title: `Bench note ${i}`, content: `Called at the door; talked. Visit ${i}.`, category: NOTE_CATEGORIES[i % NOTE_CATEGORIES.length]!, householderName: i % 3 === 0 ? `H ${i}` : null, address: i % 2 ? `${i} Main` : null, timeContacted: '14:30', literatureLeft: null, createdAt: at, updatedAt: at }); }
await database.db.note.createMany({ data });
const hash = Object.entries(persisted as Record<string, string>).find(([, t]) => t.startsWith('query NoteListQuery('))![0];
const gqlBody = JSON.stringify({ operationName: 'NoteListQuery', variables: { search: null, count: 50 }, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
const req = () => which === 'rest'
  ? new Request(`${base}/api/notes?limit=50`, { headers: { cookie } })
  : new Request(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', 'x-mc-csrf': '1', cookie }, body: gqlBody });
const once = async () => { const r = await app.fetch(req()); if (r.status !== 200) throw new Error(String(r.status) + await r.text()); await r.arrayBuffer(); };
for (let i = 0; i < 500; i++) await once();
const session = new Session(); session.connect();
await session.post('Profiler.enable'); await session.post('Profiler.setSamplingInterval', { interval: 100 }); await session.post('Profiler.start');
const c0 = process.cpuUsage(); const t0 = performance.now();
for (let i = 0; i < N; i++) await once();
const cpu = process.cpuUsage(c0); const wall = performance.now() - t0;
const { profile } = await session.post('Profiler.stop');
writeFileSync(`/tmp/prof/${which}.cpuprofile`, JSON.stringify(profile));
console.log(which, 'CPU ms/req', ((cpu.user + cpu.system) / 1000 / N).toFixed(3), 'wall ms/req', (wall / N).toFixed(3));
process.exit(0);
}
void main();
