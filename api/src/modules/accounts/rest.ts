// The legacy /api account paths of docs/api.md and GET /api/users/group/{n} of docs/product/accounts.md,
// with the spec's payloads and answers. Thin: parse, call service.ts, answer.
import type { RestApp } from '../../rest/app.ts';
import { idParam, readJson } from '../../rest/app.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireViewer } from '../../lib/auth.ts';
import * as inputs from './inputs.ts';
import * as accounts from './service.ts';
import { pagedList } from '../../lib/rest-page.ts';

export function mountAccountRoutes(app: RestApp) {
  app.post('/login', async (c) => {
    const user = await accounts.login(c.var.ctx, parseInput(inputs.signInInput, await readJson(c)), c.req.header('user-agent') ?? null);
    return c.json(accounts.publicUser(user));
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
    return c.json(accounts.publicUser(user), 201);
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
