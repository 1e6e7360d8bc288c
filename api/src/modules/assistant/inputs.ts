// What the assistant accepts from a member and the messages it answers with
// (docs/product/assistant.md).
import { z } from 'zod';
import { worded } from '../../lib/server-words.ts';
import { requiredText } from '../../lib/text.ts';

export const LIMITS = { message: 4000 } as const;

export const MESSAGES = {
  messageRequired: 'Please type a message for the assistant',
  not_configured:
    'The AI Assistant is not configured. An administrator sets OPENAI_API_KEY (and OPENAI_BASE_URL and OPENAI_MODEL for another OpenAI-compatible service, such as a local model server) and restarts the app.',
  unauthorized: 'The AI service did not accept the assistant’s key (401 Unauthorized). Please ask your administrator to check OPENAI_API_KEY.',
  timeout: 'The AI service did not answer in time. Failed to get AI response. Please try again.',
  malformed: 'Failed to get AI response. Please try again.',
  requestLimit: worded('You have used today’s {{limit}} assistant requests. The limit resets at midnight.', (limit: number) => ({ limit })),
  tokenLimit: worded('You have used today’s {{limit}} assistant tokens. The limit resets at midnight.', (limit: number) => ({ limit })),
} as const;

export const askAssistantInput = z.object({
  message: requiredText('Message', LIMITS.message, MESSAGES.messageRequired),
});
export type AskAssistantInput = z.infer<typeof askAssistantInput>;

/** Why the assistant could not answer; each has its own message above. */
export const FAILURES = ['not_configured', 'unauthorized', 'timeout', 'malformed'] as const;
export type AssistantFailureKind = (typeof FAILURES)[number];

/** The things a tool call can do. */
export const ACTION_TYPES = ['calendar_event', 'note', 'scripture', 'play_music'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];
