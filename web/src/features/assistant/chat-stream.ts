// One chat turn over POST /api/ai-chat/stream (docs/decisions.md, "The assistant streams"): the
// answer's text arrives as `text` events while the endpoint produces it, then one `done` event with
// the whole answer, or one `error` event. A refusal before the stream (not signed in, the daily
// limit, not configured, bad input) is an ordinary JSON error answer.

export interface AssistantAction {
  type: 'calendar_event' | 'note' | 'scripture' | 'play_music';
  success: boolean;
  targetId: number | null;
  title: string | null;
}

export interface ChatAnswer {
  response: string;
  action: AssistantAction | null;
  usage: { total_tokens: number };
}

/**
 * A failure to show as "Please log in to use the AI Assistant": the member's session ended (401),
 * or the failure's message names a 401 or "Unauthorized" (the AI service refused the key), as the
 * original app did (docs/product/assistant.md).
 */
export function asksToLogIn(error: unknown): boolean {
  return error instanceof ChatError && (error.status === 401 || /\b401\b|unauthorized/i.test(error.message));
}

export class ChatError extends Error {
  constructor(
    message: string,
    /** The HTTP status of the refusal (or the status the stream's error event names). */
    readonly status: number,
  ) {
    super(message);
    this.name = 'ChatError';
  }
}

/** The events in `buffer` that are complete, and what is left of it. */
export function parseEvents(buffer: string): { events: { event: string; data: string }[]; rest: string } {
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks
    .filter((block) => block.trim())
    .map((block) => {
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      return { event, data: data.join('\n') };
    });
  return { events, rest };
}

async function refusal(response: Response): Promise<ChatError> {
  let message = '';
  try {
    message = ((await response.json()) as { message?: string }).message ?? '';
  } catch {
    // Not JSON (a proxy's error page): the page says its own fallback.
  }
  return new ChatError(message, response.status);
}

/** Sends `message`; `onText` gets each piece of the answer as it arrives. */
export async function streamChat(message: string, onText: (piece: string) => void, signal?: AbortSignal): Promise<ChatAnswer> {
  const response = await fetch('/api/ai-chat/stream', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ message }),
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok || !response.body) throw await refusal(response);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += value;
    const parsed = parseEvents(done ? `${buffer}\n\n` : buffer);
    buffer = parsed.rest;
    for (const { event, data } of parsed.events) {
      const payload = JSON.parse(data) as Record<string, unknown>;
      if (event === 'text') onText(String(payload.text ?? ''));
      else if (event === 'done') return payload as unknown as ChatAnswer;
      else if (event === 'error') throw new ChatError(String(payload.message ?? ''), Number(payload.status ?? 0));
    }
    if (done) throw new ChatError('', 0);
  }
}

/** The cost shown beside the counters: a rough price per token. */
export const COST_PER_TOKEN = 0.00002;
/** The token bar is full at this many tokens. */
export const TOKEN_BAR_MAX = 100_000;
