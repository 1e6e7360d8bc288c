// The assistant against a stand-in OpenAI-compatible endpoint on 127.0.0.1 (tests/e2e/stand-ins/
// openai.ts), over REST (plain and streamed) and GraphQL: a tool call makes the note for the
// member who asked and no one else, the day's counters grow, and each failure of the endpoint,
// a missing key and the daily limit give their own message and a 4xx, never a 5xx. The stand-in's
// behaviour is chosen by the API key, so the test switches the app's settings between cases.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGE_COOKIE } from '@ministry/shared/languages.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { secretFileReader } from '@ministry/shared/secret-env.mjs';
import { createTestApp, expectSignInFirst, signedInMember, type TestApp } from '../../../../tests/api/harness.ts';
import {
  KEY,
  MALFORMED_KEY,
  SLOW_KEY,
  startOpenAiStandIn,
  TEXT_ANSWER,
  TOKENS_PER_ANSWER,
  type OpenAiStandIn,
} from '../../../../tests/e2e/stand-ins/openai.ts';
import { MESSAGES } from './inputs.ts';
import { usageDay } from './service.ts';

let t: TestApp;
let standIn: OpenAiStandIn;
const LIMITS = { dailyRequestLimit: 100, dailyTokenLimit: 100_000 };

function useEndpoint(apiKey: TestApp['app']['deps']['config']['ai']['apiKey'], overrides: Partial<TestApp['app']['deps']['config']['ai']> = {}) {
  t.app.deps.config.ai = { apiKey, baseUrl: standIn.url, model: 'stand-in', timeoutMs: 5_000, ...LIMITS, ...overrides };
}

beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  t = await createTestApp();
  // The first member's password hash (deliberately slow) is made here, not in the first test's time.
  await signedInMember(t);
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});
beforeEach(() => useEndpoint(KEY));

const ASK = /* GraphQL */ `
  mutation ($input: AskAssistantInput!) {
    askAssistant(input: $input) {
      __typename
      ... on AssistantAnswer { response totalTokens action { type success targetId title } }
      ... on AssistantUnavailableError { kind }
      ... on Error { message }
    }
  }
`;
const STATUS = /* GraphQL */ `
  query { viewer { assistant { configured dailyRequestLimit dailyTokenLimit usageToday { day requests tokens } } } }
`;
const NOTE_REQUEST = 'Please create a note called "Door 12" saying "Return on Tuesday with the brochure"';

/** The events of a text/event-stream answer, in order. */
function events(body: string): { event: string; data: any }[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) };
    });
}

test('the assistant is asked to reply in the language of the app on the member’s device', async () => {
  const { client } = await signedInMember(t);
  client.cookie = `${client.cookie}; ${LANGUAGE_COOKIE}=es`;
  expect((await client.rest('POST', '/api/ai-chat', { message: 'Any advice for today?' })).status).toBe(200);
  const system = standIn.requests.at(-1)!.body.messages[0]!;
  expect(system.role).toBe('system');
  expect(system.content).toContain('Reply in Spanish');
});

describe('a tool call', () => {
  test('POST /api/ai-chat creates the note for the member who asked, and counts the request and its tokens', async () => {
    const asker = await signedInMember(t);
    const other = await signedInMember(t);
    const res = await asker.client.rest('POST', '/api/ai-chat', { message: NOTE_REQUEST });
    expect(res.status).toBe(200);
    const [note] = await t.db.note.findMany({ where: { userId: asker.user.id } });
    expect(note).toMatchObject({ title: 'Door 12', content: 'Return on Tuesday with the brochure', category: 'General' });
    expect(res.body).toEqual({
      response: 'Created the note “Door 12”.',
      action: { type: 'note', success: true, targetId: note!.id, title: 'Door 12' },
      usage: { total_tokens: TOKENS_PER_ANSWER },
    });
    expect(await t.db.note.count({ where: { userId: other.user.id } })).toBe(0);
    expect(await t.db.aiUsage.findMany({ where: { userId: asker.user.id } })).toMatchObject([
      { day: usageDay(), requests: 1, tokens: TOKENS_PER_ANSWER },
    ]);
    // The endpoint was offered the typed tools and asked to stream.
    const sent = standIn.requests.at(-1)!.body;
    expect(sent.stream).toBe(true);
    expect(sent.tools?.map((tool) => tool.function.name)).toEqual(['add_calendar_event', 'create_note', 'add_scripture', 'play_song']);
    // Asked to answer in the language of the app on the member's device (English here).
    expect(JSON.stringify(sent.messages?.[0])).toContain('Reply in English');

    await asker.client.rest('POST', '/api/ai-chat', { message: 'Any advice for today?' });
    const status = await asker.client.graphql(STATUS);
    expect(status.data.viewer.assistant).toEqual({
      configured: true,
      ...LIMITS,
      usageToday: { day: usageDay(), requests: 2, tokens: 2 * TOKENS_PER_ANSWER },
    });
    const otherStatus = await other.client.graphql(STATUS);
    expect(otherStatus.data.viewer.assistant.usageToday).toMatchObject({ requests: 0, tokens: 0 });
  });

  test('the note passes the notes’ own rules: a refusal is a failed action, and nothing is stored', async () => {
    const { client, user } = await signedInMember(t);
    const long = 'x'.repeat(201);
    const res = await client.rest('POST', '/api/ai-chat', { message: `Make a note "${long}" saying "text"` });
    expect(res.status).toBe(200);
    expect(res.body.action).toEqual({ type: 'note', success: false, targetId: null, title: null });
    expect(res.body.response).toBe('I could not do that: Title must be at most 200 characters');
    expect(await t.db.note.count({ where: { userId: user.id } })).toBe(0);
  });

  test('askAssistant answers the same over GraphQL', async () => {
    const { client, user } = await signedInMember(t);
    const answer = await client.graphql(ASK, { input: { message: NOTE_REQUEST } });
    const note = await t.db.note.findFirstOrThrow({ where: { userId: user.id } });
    expect(answer.data.askAssistant).toEqual({
      __typename: 'AssistantAnswer',
      response: 'Created the note “Door 12”.',
      totalTokens: TOKENS_PER_ANSWER,
      action: { type: 'NOTE', success: true, targetId: note.id, title: 'Door 12' },
    });
  });

  test('the stream sends the answer piece by piece, then the whole answer', async () => {
    const { client } = await signedInMember(t);
    const res = await client.rest('POST', '/api/ai-chat/stream', { message: 'Any advice for today?' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const received = events(res.body);
    const pieces = received.filter((e) => e.event === 'text').map((e) => e.data.text);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe(TEXT_ANSWER);
    expect(received.at(-1)).toEqual({
      event: 'done',
      data: { response: TEXT_ANSWER, action: null, usage: { total_tokens: TOKENS_PER_ANSWER } },
    });
  });
});

describe('failures', () => {
  const expectNoCount = async (userId: number, requests: number) => {
    const row = await t.db.aiUsage.findFirst({ where: { userId } });
    expect(row?.requests ?? 0).toBe(requests);
  };

  test('no key: the assistant says it is not configured and how to configure it, and calls no endpoint', async () => {
    useEndpoint(undefined);
    const { client, user } = await signedInMember(t);
    const before = standIn.requests.length;
    const res = await client.rest('POST', '/api/ai-chat', { message: 'Hello' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: MESSAGES.not_configured, code: 'ASSISTANT_UNAVAILABLE' });
    expect(res.body.message).toContain('OPENAI_API_KEY');
    const streamed = await client.rest('POST', '/api/ai-chat/stream', { message: 'Hello' });
    expect(streamed.status).toBe(409);
    const gql = await client.graphql(ASK, { input: { message: 'Hello' } });
    expect(gql.data.askAssistant).toEqual({ __typename: 'AssistantUnavailableError', kind: 'NOT_CONFIGURED', message: MESSAGES.not_configured });
    expect((await client.graphql(STATUS)).data.viewer.assistant.configured).toBe(false);
    expect(standIn.requests.length).toBe(before);
    await expectNoCount(user.id, 0);
  });

  test('OPENAI_API_KEY_FILE is read for every call: a rewritten key is used at once, an unreadable file is not configured and counts nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'assistant-key-'));
    const file = join(dir, 'key');
    try {
      writeFileSync(file, `${KEY}\n`);
      useEndpoint(secretFileReader('OPENAI_API_KEY', { OPENAI_API_KEY_FILE: file }));
      const { client, user } = await signedInMember(t);
      expect((await client.rest('POST', '/api/ai-chat', { message: 'Hello' })).status).toBe(200);
      // A token helper rewrites the file with a key the endpoint refuses, then with a good one.
      writeFileSync(file, 'sk-expired');
      const refused = await client.rest('POST', '/api/ai-chat', { message: 'Hello' });
      expect(refused.status).toBe(424);
      expect(refused.body).toMatchObject({ message: MESSAGES.unauthorized });
      writeFileSync(file, KEY);
      expect((await client.rest('POST', '/api/ai-chat', { message: 'Hello' })).status).toBe(200);
      await expectNoCount(user.id, 3);
      rmSync(file);
      const before = standIn.requests.length;
      const unreadable = await client.rest('POST', '/api/ai-chat', { message: 'Hello' });
      expect(unreadable.status).toBe(409);
      expect(unreadable.body).toMatchObject({ message: MESSAGES.not_configured });
      expect(standIn.requests.length).toBe(before);
      await expectNoCount(user.id, 3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a 401 from the endpoint', async () => {
    useEndpoint('sk-wrong');
    const { client, user } = await signedInMember(t);
    const res = await client.rest('POST', '/api/ai-chat', { message: NOTE_REQUEST });
    expect(res.status).toBe(424);
    expect(res.body).toMatchObject({ message: MESSAGES.unauthorized });
    expect(await t.db.note.count({ where: { userId: user.id } })).toBe(0);
    const gql = await client.graphql(ASK, { input: { message: 'Hello' } });
    expect(gql.data.askAssistant).toMatchObject({ kind: 'UNAUTHORIZED', message: MESSAGES.unauthorized });
  });

  test('no answer in time', async () => {
    useEndpoint(SLOW_KEY, { timeoutMs: 300 });
    const { client } = await signedInMember(t);
    const res = await client.rest('POST', '/api/ai-chat', { message: 'Hello' });
    expect(res.status).toBe(424);
    expect(res.body).toMatchObject({ message: MESSAGES.timeout });
    const streamed = await client.rest('POST', '/api/ai-chat/stream', { message: 'Hello' });
    expect(streamed.status).toBe(200);
    expect(events(streamed.body).at(-1)).toEqual({ event: 'error', data: { message: MESSAGES.timeout, status: 424, kind: 'timeout' } });
  });

  test('an answer that is not a chat completion', async () => {
    useEndpoint(MALFORMED_KEY);
    const { client } = await signedInMember(t);
    const res = await client.rest('POST', '/api/ai-chat', { message: 'Hello' });
    expect(res.status).toBe(424);
    expect(res.body).toMatchObject({ message: MESSAGES.malformed });
  });

  test('past the daily request limit: a clear message, 429, and no call to the endpoint', async () => {
    useEndpoint(KEY, { dailyRequestLimit: 2 });
    const { client, user } = await signedInMember(t);
    for (let i = 0; i < 2; i++) expect((await client.rest('POST', '/api/ai-chat', { message: 'Hi' })).status).toBe(200);
    const before = standIn.requests.length;
    const res = await client.rest('POST', '/api/ai-chat', { message: 'Hi' });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ message: MESSAGES.requestLimit(2), code: 'RATE_LIMITED' });
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await client.rest('POST', '/api/ai-chat/stream', { message: 'Hi' })).status).toBe(429);
    const gql = await client.graphql(ASK, { input: { message: 'Hi' } });
    expect(gql.data.askAssistant).toMatchObject({ __typename: 'RateLimitError', message: MESSAGES.requestLimit(2) });
    expect(standIn.requests.length).toBe(before);
    await expectNoCount(user.id, 2);
  });

  test('past the daily token limit', async () => {
    useEndpoint(KEY, { dailyTokenLimit: TOKENS_PER_ANSWER });
    const { client } = await signedInMember(t);
    expect((await client.rest('POST', '/api/ai-chat', { message: 'Hi' })).status).toBe(200);
    const res = await client.rest('POST', '/api/ai-chat', { message: 'Hi' });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(MESSAGES.tokenLimit(TOKENS_PER_ANSWER));
  });

  test('a blank message, and a visitor', async () => {
    const { client } = await signedInMember(t);
    const res = await client.rest('POST', '/api/ai-chat', { message: '   ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.messageRequired);
    expect((await t.client().rest('POST', '/api/ai-chat', { message: 'Hi' })).status).toBe(401);
    expect((await t.client().rest('POST', '/api/ai-chat/stream', { message: 'Hi' })).status).toBe(401);
    expectSignInFirst(await t.client().graphql(ASK, { input: { message: 'Hi' } }));
  });
});
