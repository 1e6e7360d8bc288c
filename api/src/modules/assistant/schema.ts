// The assistant in GraphQL: `viewer.assistant` (whether it is configured, the day's limits and the
// viewer's use today) and askAssistant (one chat turn, answered whole; the page streams through
// the REST endpoint of rest.ts instead).
import { builder } from '../../builder.ts';
import { ErrorInterface } from '../common/index.ts';
import { RateLimitError } from '../../lib/errors.ts';
import { resultNames } from '../../lib/results.ts';
import * as inputs from './inputs.ts';
import * as assistant from './service.ts';

const upper = <S extends string>(s: S) => s.toUpperCase() as Uppercase<S>;
const enumValues = <V extends string>(values: readonly V[]) =>
  Object.fromEntries(values.map((v) => [upper(v), { value: v }])) as Record<Uppercase<V>, { value: V }>;

const AssistantActionType = builder.enumType('AssistantActionType', {
  description: 'What a tool call of the assistant did',
  values: enumValues(inputs.ACTION_TYPES),
});
const AssistantFailure = builder.enumType('AssistantFailure', {
  description: 'Why the assistant could not answer',
  values: enumValues(inputs.FAILURES),
});

interface Status {
  configured: boolean;
}
const AssistantUsage = builder.objectRef<{ day: string; requests: number; tokens: number }>('AssistantUsage').implement({
  description: 'The viewer’s use of the assistant on one day',
  fields: (t) => ({
    day: t.exposeString('day', { description: 'YYYY-MM-DD, in the server’s zone' }),
    requests: t.exposeInt('requests'),
    tokens: t.exposeInt('tokens'),
  }),
});
const AssistantStatus = builder.objectRef<Status>('AssistantStatus').implement({
  fields: (t) => ({
    configured: t.exposeBoolean('configured', { description: 'False when the server has no AI key (OPENAI_API_KEY)' }),
    dailyRequestLimit: t.int({ resolve: (_s, _a, ctx) => ctx.config.ai.dailyRequestLimit }),
    dailyTokenLimit: t.int({ resolve: (_s, _a, ctx) => ctx.config.ai.dailyTokenLimit }),
    usageToday: t.field({ type: AssistantUsage, resolve: (_s, _a, ctx) => assistant.usageToday(ctx) }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  assistant: t.field({
    type: AssistantStatus,
    authScopes: (user) => ({ self: user.id }),
    description: 'The AI assistant for this user: configured or not, the daily limits and today’s use',
    resolve: (_user, _args, ctx) => ({ configured: assistant.isConfigured(ctx) }),
  }),
}));

const AssistantAction = builder.objectRef<NonNullable<assistant.AssistantAnswer['action']>>('AssistantAction').implement({
  fields: (t) => ({
    type: t.field({ type: AssistantActionType, resolve: (a) => a.type }),
    success: t.exposeBoolean('success'),
    targetId: t.exposeInt('targetId', { nullable: true, description: 'The row made or found (a song’s id to play)' }),
    title: t.exposeString('title', { nullable: true }),
  }),
});

const AssistantAnswer = builder.objectRef<assistant.AssistantAnswer>('AssistantAnswer').implement({
  fields: (t) => ({
    response: t.exposeString('response'),
    action: t.field({ type: AssistantAction, nullable: true, resolve: (a) => a.action }),
    totalTokens: t.int({ resolve: (a) => a.usage.total_tokens }),
  }),
});

builder.objectType(assistant.AssistantUnavailableError, {
  name: 'AssistantUnavailableError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ kind: t.field({ type: AssistantFailure, resolve: (e) => e.kind }) }),
});

const AskAssistantInput = builder
  .inputType('AskAssistantInput', { fields: (t) => ({ message: t.string() }) })
  .validate(inputs.askAssistantInput);

builder.mutationField('askAssistant', (t) =>
  t.field({
    type: AssistantAnswer,
    args: { input: t.arg({ type: AskAssistantInput, required: true }) },
    errors: { ...resultNames('AskAssistantResult'), types: [assistant.AssistantUnavailableError, RateLimitError] },
    resolve: (_root, { input }, ctx) => assistant.ask(ctx, input),
  }),
);
