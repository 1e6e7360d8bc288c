// The assistant does not follow a redirect from its endpoint: a stand-in on 127.0.0.1 answers 307
// (which keeps the method and body) pointing at the OpenAI stand-in, which would answer; that one
// is never asked, and the member gets the failed-call message with 424, nothing counted as tokens.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, signedInMember, type TestApp } from '../../../../tests/api/harness.ts';
import { KEY, startOpenAiStandIn, type OpenAiStandIn } from '../../../../tests/e2e/stand-ins/openai.ts';
import { MESSAGES } from './inputs.ts';

let t: TestApp;
let standIn: OpenAiStandIn;
let redirector: Server;
let redirectorUrl: string;
const hits: string[] = [];

beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  const target = new URL(standIn.url).origin;
  redirector = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    req.resume();
    res.writeHead(307, { location: `${target}${req.url ?? '/'}` }).end();
  });
  await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
  redirectorUrl = `http://127.0.0.1:${(redirector.address() as AddressInfo).port}/v1`;
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => redirector.close(() => resolve()));
  await standIn.close();
});

test('an endpoint answering with a redirect is a failed call (424), and the address it names is never asked', async () => {
  const limits = { dailyRequestLimit: 100, dailyTokenLimit: 100_000 };
  t.app.deps.config.ai = { apiKey: KEY, baseUrl: redirectorUrl, model: 'stand-in', timeoutMs: 5_000, ...limits };
  const { client, user } = await signedInMember(t);
  const res = await client.rest('POST', '/api/ai-chat', { message: 'Any advice for today?' });
  expect(res.status).toBe(424);
  expect(res.body).toMatchObject({ message: MESSAGES.malformed });
  expect(hits).toEqual(['POST /v1/chat/completions']);
  expect(standIn.requests).toHaveLength(0);
  expect(await t.db.aiUsage.findMany({ where: { userId: user.id } })).toMatchObject([{ requests: 1, tokens: 0 }]);
});
