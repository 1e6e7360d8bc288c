// The legacy /api account paths of docs/api.md and GET /api/users/group/{n} of docs/product/accounts.md,
// with the spec's payloads and answers. Thin: parse, call service.ts, answer.
import type { RestApp } from '../../rest/app.ts';
import { idParam, readJson } from '../../rest/app.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireViewer } from '../../access/viewer.ts';
import * as inputs from './inputs.ts';
import * as accounts from './service.ts';
import { pagedList } from '../../lib/rest-page.ts';
import type { Context } from '../../access/context.ts';
import { SECOND_FACTOR_REQUIRED, SECOND_FACTOR_SETUP_REQUIRED } from '../../access/messages.ts';
import { codeInput, verifySignInCode } from '../../access/second-factor.ts';

/** The answer to a sign-in that owes the authenticator app: a code, or setting it up (GraphQL only). */
function authenticatorOwed(ctx: Context) {
  return ctx.secondFactorSetupPending
    ? { ok: true, secondFactorSetupRequired: true, message: SECOND_FACTOR_SETUP_REQUIRED }
    : { ok: true, secondFactorRequired: true, message: SECOND_FACTOR_REQUIRED };
}

export function mountAccountRoutes(app: RestApp) {
  app.post('/login', async (c) => {
    const ctx = c.var.ctx;
    const user = await accounts.login(ctx, parseInput(inputs.signInInput, await readJson(c)), c.req.header('user-agent') ?? null);
    // With the authenticator app on (or required), nothing of the account is told before it is given.
    return c.json(ctx.viewer ? accounts.publicUser(user) : authenticatorOwed(ctx));
  });

  app.post('/login/second-factor', async (c) => {
    const { code } = parseInput(codeInput, await readJson(c));
    return c.json(accounts.publicUser(await verifySignInCode(c.var.ctx, code)));
  });

  app.post('/logout', async (c) => {
    await accounts.logout(c.var.ctx);
    return c.json({ ok: true, message: 'Signed out' });
  });

  app.get('/user/current', (c) => c.json(accounts.publicUser(requireViewer(c.var.ctx))));

  app.post('/users', async (c) => {
    const user = await accounts.createAccount(
      c.var.ctx,
      parseInput(inputs.createUserInput, await readJson(c)),
      c.req.header('user-agent') ?? null,
    );
    return c.json(c.var.ctx.viewer ? accounts.publicUser(user) : authenticatorOwed(c.var.ctx), 201);
  });

  app.put('/users/:id', async (c) => {
    const input = parseInput(inputs.updateUserInput, await readJson(c));
    const user = await accounts.updateUser(c.var.ctx, idParam(c), input);
    return c.json(accounts.publicUser(user));
  });

  app.delete('/users/:id', async (c) => {
    const id = await accounts.deleteAccount(c.var.ctx, idParam(c));
    return c.json({ ok: true, id });
  });

  app.get('/users/group/:groupNumber', async (c) => {
    const groupNumber = parseInput(inputs.groupNumberParam, c.req.param('groupNumber'));
    return pagedList(
      c,
      (window) => accounts.groupMembers(c.var.ctx, groupNumber as number, window),
      ({ id, username }) => ({ id, username }),
    );
  });
}
