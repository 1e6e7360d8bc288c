// A stand-in for an OpenAI-compatible chat endpoint (POST /v1/chat/completions, streamed as
// server-sent events or answered whole), on 127.0.0.1. The API key picks how it behaves, so one
// server serves every case of the assistant's tests:
//   KEY ("sk-stand-in")    answers; a message that mentions a note gets a create_note tool call
//                          whose title and content are the message's first two "quoted" parts
//   SLOW_KEY               never answers (the app's timeout must end the wait)
//   MALFORMED_KEY          answers 200 with something that is not a chat completion
//   any other key          401, as a real service answers a wrong key
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const KEY = 'sk-stand-in';
export const SLOW_KEY = 'sk-stand-in-slow';
export const MALFORMED_KEY = 'sk-stand-in-malformed';
export const TEXT_ANSWER = 'Here is a thought for your ministry today: speak with kindness.';
export const TOKENS_PER_ANSWER = 42;

export interface ChatRequest {
  key: string;
  body: { stream?: boolean; messages: { role: string; content: string }[]; tools?: { function: { name: string } }[] };
}

export interface OpenAiStandIn {
  url: string;
  requests: ChatRequest[];
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (piece) => (text += piece));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

/** What the model "decides": a create_note call when the member asks for a note, else text. */
function decide(message: string): { toolCall?: { name: string; arguments: string }; text?: string } {
  if (/\bnote\b/i.test(message)) {
    const quoted = [...message.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
    const args = { title: quoted[0] ?? 'Assistant note', content: quoted[1] ?? message };
    return { toolCall: { name: 'create_note', arguments: JSON.stringify(args) } };
  }
  return { text: TEXT_ANSWER };
}

const usage = { prompt_tokens: 30, completion_tokens: TOKENS_PER_ANSWER - 30, total_tokens: TOKENS_PER_ANSWER };

function chunk(delta: Record<string, unknown>, finish: string | null = null) {
  return { id: 'chatcmpl-stand-in', object: 'chat.completion.chunk', created: 0, model: 'stand-in', choices: [{ index: 0, delta, finish_reason: finish }] };
}

function answerStreamed(response: ServerResponse, decision: ReturnType<typeof decide>) {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const send = (data: unknown) => response.write(`data: ${JSON.stringify(data)}\n\n`);
  send(chunk({ role: 'assistant', content: '' }));
  if (decision.toolCall) {
    const { name, arguments: args } = decision.toolCall;
    const half = Math.floor(args.length / 2);
    send(chunk({ tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name, arguments: args.slice(0, half) } }] }));
    send(chunk({ tool_calls: [{ index: 0, function: { arguments: args.slice(half) } }] }));
    send(chunk({}, 'tool_calls'));
  } else {
    for (const word of decision.text!.split(/(?<= )/)) send(chunk({ content: word }));
    send(chunk({}, 'stop'));
  }
  send({ ...chunk({}), choices: [], usage });
  response.end('data: [DONE]\n\n');
}

function answerWhole(response: ServerResponse, decision: ReturnType<typeof decide>) {
  const message = decision.toolCall
    ? { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: decision.toolCall }] }
    : { role: 'assistant', content: decision.text };
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      id: 'chatcmpl-stand-in',
      object: 'chat.completion',
      created: 0,
      model: 'stand-in',
      choices: [{ index: 0, message, finish_reason: decision.toolCall ? 'tool_calls' : 'stop' }],
      usage,
    }),
  );
}

export async function startOpenAiStandIn(): Promise<OpenAiStandIn> {
  const requests: ChatRequest[] = [];
  const held = new Set<ServerResponse>();
  const server = createServer(async (request, response) => {
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    const key = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    const body = JSON.parse(await readBody(request)) as ChatRequest['body'];
    requests.push({ key, body });
    if (key === SLOW_KEY) {
      held.add(response);
      response.on('close', () => held.delete(response));
      return;
    }
    if (key === MALFORMED_KEY) {
      response.writeHead(200, { 'content-type': body.stream ? 'text/event-stream' : 'application/json' });
      response.end(body.stream ? 'data: {"choices": [ this is not json\n\n' : '<html>Bad gateway</html>');
      return;
    }
    if (key !== KEY) {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } }));
      return;
    }
    const message = [...body.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
    const decision = decide(message);
    if (body.stream) answerStreamed(response, decision);
    else answerWhole(response, decision);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of held) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** For the end-to-end run: the app's assistant talks to this stand-in. */
export async function start(): Promise<Record<string, string>> {
  const standIn = await startOpenAiStandIn();
  return { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: standIn.url, OPENAI_MODEL: 'stand-in' };
}
