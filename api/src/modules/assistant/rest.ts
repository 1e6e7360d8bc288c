// The assistant's REST paths (docs/api.md): POST /api/ai-chat answers one chat turn whole,
// { response, action, usage }; POST /api/ai-chat/stream answers the same turn as server-sent
// events, so the page shows the answer while it arrives (docs/decisions.md, "The assistant
// streams"). Refusals known before the endpoint is called (not signed in, bad input, not
// configured, the daily limit) are ordinary error answers; a failure after the stream began is
// its last event.
import { streamSSE } from 'hono/streaming';
import type { RestApp } from '../../rest/app.ts';
import { readJson } from '../../rest/app.ts';
import { AppError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validate.ts';
import * as inputs from './inputs.ts';
import * as assistant from './service.ts';

export function mountAssistantRoutes(app: RestApp) {
  app.post('/ai-chat', async (c) => {
    const input = parseInput(inputs.askAssistantInput, await readJson(c));
    return c.json(await assistant.ask(c.var.ctx, input));
  });

  app.post('/ai-chat/stream', async (c) => {
    const ctx = c.var.ctx;
    const input = parseInput(inputs.askAssistantInput, await readJson(c));
    if (!assistant.isConfigured(ctx)) throw new assistant.AssistantUnavailableError('not_configured');
    await assistant.checkAllowance(ctx);
    return streamSSE(c, async (stream) => {
      try {
        const answer = await assistant.ask(ctx, input, (text) => {
          void stream.writeSSE({ event: 'text', data: JSON.stringify({ text }) });
        });
        await stream.writeSSE({ event: 'done', data: JSON.stringify(answer) });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const kind = error instanceof assistant.AssistantUnavailableError ? error.kind : null;
        await stream.writeSSE({ event: 'error', data: JSON.stringify({ message: error.message, status: error.status, kind }) });
      }
    });
  });
}
