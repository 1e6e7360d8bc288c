// The stream reader of the assistant page: events split across reads, and each ending.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { asksToLogIn, ChatError, parseEvents, streamChat } from './chat-stream.ts';

test('a lost session and a key the AI service refused both ask to log in; other failures do not', () => {
  expect(asksToLogIn(new ChatError('Please sign in to continue', 401))).toBe(true);
  expect(asksToLogIn(new ChatError('The AI service did not accept the assistant’s key (401 Unauthorized).', 424))).toBe(true);
  expect(asksToLogIn(new ChatError('The AI service did not answer in time.', 424))).toBe(false);
  expect(asksToLogIn(new Error('401'))).toBe(false);
});

function respond(chunks: string[], init: ResponseInit = { status: 200, headers: { 'content-type': 'text/event-stream' } }) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  vi.stubGlobal('fetch', vi.fn(async () => new Response(body, init)));
}

afterEach(() => vi.unstubAllGlobals());

describe('parseEvents', () => {
  test('keeps an unfinished event for the next read', () => {
    expect(parseEvents('event: text\ndata: {"text":"a"}\n\nevent: te')).toEqual({
      events: [{ event: 'text', data: '{"text":"a"}' }],
      rest: 'event: te',
    });
  });
});

describe('streamChat', () => {
  test('passes each piece on and answers the done event', async () => {
    const done = { response: 'Hello there', action: null, usage: { total_tokens: 9 } };
    respond(['event: text\ndata: {"text":"Hel', 'lo"}\n\nevent: text\ndata: {"text":" there"}\n\n', `event: done\ndata: ${JSON.stringify(done)}\n\n`]);
    const pieces: string[] = [];
    await expect(streamChat('hi', (p) => pieces.push(p))).resolves.toEqual(done);
    expect(pieces).toEqual(['Hello', ' there']);
  });

  test('an error event is a ChatError with its message and status', async () => {
    respond(['event: error\ndata: {"message":"Too slow","status":424,"kind":"timeout"}\n\n']);
    await expect(streamChat('hi', () => {})).rejects.toEqual(new ChatError('Too slow', 424));
  });

  test('a refusal before the stream is a ChatError with the server message', async () => {
    respond(['{"message":"Limit reached","code":"RATE_LIMITED"}'], { status: 429, headers: { 'content-type': 'application/json' } });
    const error = await streamChat('hi', () => {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Limit reached', status: 429 });
  });

  test('a stream that ends without an answer fails', async () => {
    respond(['event: text\ndata: {"text":"Hel"}\n\n']);
    await expect(streamChat('hi', () => {})).rejects.toBeInstanceOf(ChatError);
  });
});
