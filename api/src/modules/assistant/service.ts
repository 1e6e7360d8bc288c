// The Ministry AI Assistant: one chat turn against the configured OpenAI-compatible endpoint,
// with the tools of tools.ts, and each member's daily use counted on the server.
//
// Every turn streams from the endpoint (the REST stream forwards the pieces as they come; the
// plain answers wait for the end). What the endpoint does wrong (a refused key, no answer in
// time, an answer that is not one) becomes an AssistantUnavailableError with its own message and
// a 4xx status, never a server error. Use is reserved before the call, so two tabs cannot pass the
// daily limit together, and a member past it is refused without calling the endpoint.
import OpenAI from 'openai';
import type { Context } from '../../access/context.ts';
import type { AiUsage } from '../../generated/sqlite/client.ts';
import { requireViewer } from '../../access/viewer.ts';
import { AppError } from '../../lib/errors.ts';
import { log } from '../../lib/log.ts';
import { refusedByLimit } from '../../lib/rate-limit.ts';
import { isUniqueViolation } from '../../lib/prisma-errors.ts';
import { MESSAGES, type AskAssistantInput, type AssistantFailureKind } from './inputs.ts';
import { runTool, toolDefinitions, type ToolOutcome } from './tools.ts';

export class AssistantUnavailableError extends AppError {
  readonly code = 'ASSISTANT_UNAVAILABLE';
  readonly status: number;
  constructor(readonly kind: AssistantFailureKind) {
    super(MESSAGES[kind]);
    // Not configured is the server's state (409); the endpoint failing is a failed dependency (424).
    this.status = kind === 'not_configured' ? 409 : 424;
    this.name = 'AssistantUnavailableError';
  }
}

export interface AssistantAnswer {
  response: string;
  action: Pick<ToolOutcome, 'type' | 'success' | 'targetId' | 'title'> | null;
  usage: { total_tokens: number };
}

/** Today as YYYY-MM-DD in the server's zone: the day a member's use is counted on. */
export function usageDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function secondsUntilMidnight(now = new Date()): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return Math.max(1, Math.ceil((midnight.getTime() - now.getTime()) / 1000));
}

/** The key as it is now: OPENAI_API_KEY_FILE is read again for each call (docs/operations.md). */
function currentKey(key: string | (() => string)): string {
  if (typeof key === 'string') return key;
  let now: string;
  try {
    now = key();
  } catch (error) {
    log.error({ event: 'assistant-key-unreadable', error });
    throw new AssistantUnavailableError('not_configured');
  }
  if (!now) throw new AssistantUnavailableError('not_configured');
  return now;
}

export function isConfigured(ctx: Context): boolean {
  return Boolean(ctx.config.ai.apiKey);
}

export async function usageToday(ctx: Context): Promise<{ day: string; requests: number; tokens: number }> {
  const viewer = requireViewer(ctx);
  const day = usageDay();
  const row = await ctx.db.aiUsage.findUnique({ where: { userId_day: { userId: viewer.id, day } } });
  return { day, requests: row?.requests ?? 0, tokens: row?.tokens ?? 0 };
}

/** Adds to the member's count of `day` in one statement; the first write of a day creates the row. */
async function addUsage(ctx: Context, userId: number, day: string, requests: number, tokens: number): Promise<AiUsage> {
  const upsert = () =>
    ctx.db.aiUsage.upsert({
      where: { userId_day: { userId, day } },
      create: { userId, day, requests, tokens },
      update: { requests: { increment: requests }, tokens: { increment: tokens } },
    });
  try {
    return await upsert();
  } catch (error) {
    // Two first requests of the day created the row together: the other one won, add to it.
    if (isUniqueViolation(error)) return upsert();
    throw error;
  }
}

/** Refuses (429) a member whose requests or tokens of today have reached the day's limit. */
export async function checkAllowance(ctx: Context): Promise<void> {
  const viewer = requireViewer(ctx);
  const { dailyRequestLimit, dailyTokenLimit } = ctx.config.ai;
  const current = await ctx.db.aiUsage.findUnique({ where: { userId_day: { userId: viewer.id, day: usageDay() } } });
  if (!current) return;
  if (current.requests >= dailyRequestLimit) throw refusedByLimit('assistant-requests', secondsUntilMidnight(), MESSAGES.requestLimit(dailyRequestLimit));
  if (current.tokens >= dailyTokenLimit) throw refusedByLimit('assistant-tokens', secondsUntilMidnight(), MESSAGES.tokenLimit(dailyTokenLimit));
}

/**
 * Counts one request for the viewer today, or refuses it (429) when the day's limit is reached.
 * The count is taken first and given back when it went past the limit, so requests sent together
 * cannot all slip under it.
 */
async function reserveRequest(ctx: Context, userId: number, day: string): Promise<void> {
  await checkAllowance(ctx);
  const { dailyRequestLimit } = ctx.config.ai;
  const row = await addUsage(ctx, userId, day, 1, 0);
  if (row.requests > dailyRequestLimit) {
    await addUsage(ctx, userId, day, -1, 0);
    throw refusedByLimit('assistant-requests', secondsUntilMidnight(), MESSAGES.requestLimit(dailyRequestLimit));
  }
}

/** The languages of the app by their English names, for the assistant's instructions. */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = { en: 'English', es: 'Spanish', pt: 'Brazilian Portuguese', fr: 'French', ar: 'Arabic' };

export function systemPrompt(today: string, language: string | null | undefined): string {
  const reply = LANGUAGE_NAMES[language ?? 'en'] ?? 'English';
  return [
    'You are the Ministry AI Assistant of a companion app for congregation members in the field ministry.',
    'Answer briefly and kindly. When the member asks to add a meeting or event, create a note, save a scripture or play one of their songs, call the matching tool instead of describing it.',
    // The app's language, unless the member writes in another (docs/product/assistant.md).
    `Reply in ${reply}, the language the member uses the app in, unless they write to you in another language.`,
    `Today is ${today}. Dates are YYYY-MM-DD and times HH:MM (24-hour).`,
  ].join(' ');
}

interface PendingCall {
  name: string;
  arguments: string;
}

/** Which failure an error of the endpoint (or of reading its answer) is. */
function failureOf(error: unknown, timedOut: boolean): AssistantFailureKind {
  if (timedOut || error instanceof OpenAI.APIConnectionTimeoutError) return 'timeout';
  if (error instanceof OpenAI.APIError && error.status === 401) return 'unauthorized';
  return 'malformed';
}

/**
 * One chat turn for the viewer: `onText` receives the answer's text piece by piece as the
 * endpoint sends it; the whole answer is returned at the end.
 */
export async function ask(ctx: Context, input: AskAssistantInput, onText?: (piece: string) => void): Promise<AssistantAnswer> {
  const viewer = requireViewer(ctx);
  const { ai } = ctx.config;
  if (!ai.apiKey) throw new AssistantUnavailableError('not_configured');
  const apiKey = currentKey(ai.apiKey);
  const day = usageDay();
  await reserveRequest(ctx, viewer.id, day);

  const client = new OpenAI({
    apiKey,
    baseURL: ai.baseUrl,
    timeout: ai.timeoutMs,
    maxRetries: 0,
    // A redirect is not followed, its 3xx answer is a failed call: the key goes to the configured endpoint only.
    fetchOptions: { redirect: 'manual' },
  });
  // The SDK's own timeout covers the wait for the first byte; this one covers a stream that stalls.
  const abort = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    abort.abort();
  }, ai.timeoutMs);

  let text = '';
  let tokens = 0;
  const calls: PendingCall[] = [];
  try {
    const stream = await client.chat.completions.create(
      {
        model: ai.model,
        messages: [
          { role: 'system', content: systemPrompt(day, ctx.language) },
          { role: 'user', content: input.message },
        ],
        tools: toolDefinitions,
        stream: true,
        stream_options: { include_usage: true },
      },
      { signal: abort.signal },
    );
    for await (const chunk of stream) {
      if (chunk.usage) tokens = chunk.usage.total_tokens ?? tokens;
      const delta = chunk.choices?.[0]?.delta;
      if (!delta) continue;
      if (delta.content) {
        text += delta.content;
        onText?.(delta.content);
      }
      for (const call of delta.tool_calls ?? []) {
        const pending = (calls[call.index] ??= { name: '', arguments: '' });
        if (call.function?.name) pending.name += call.function.name;
        if (call.function?.arguments) pending.arguments += call.function.arguments;
      }
    }
  } catch (error) {
    throw new AssistantUnavailableError(failureOf(error, timedOut));
  } finally {
    clearTimeout(timer);
  }

  const [call] = calls.filter(Boolean);
  if (!call && !text.trim()) throw new AssistantUnavailableError('malformed');
  // An endpoint that does not report use is counted by the usual rough rule of four characters a token.
  if (!tokens) tokens = Math.ceil((input.message.length + text.length + (call?.arguments.length ?? 0)) / 4);
  await addUsage(ctx, viewer.id, day, 0, tokens);

  let action: AssistantAnswer['action'] = null;
  if (call) {
    const outcome = await runTool(ctx, call.name, call.arguments);
    if (!outcome) throw new AssistantUnavailableError('malformed');
    const { summary, ...rest } = outcome;
    action = rest;
    const piece = text ? `\n\n${summary}` : summary;
    text += piece;
    onText?.(piece);
  }
  return { response: text.trim(), action, usage: { total_tokens: tokens } };
}
