// The admin paths of the REST shim (docs/api.md), with the original app's payloads: admin sign-in,
// the user list, edit and delete, and GET /api/users for the dashboard; plus the code step of
// sign-in, the app settings and the GPS screens' vehicle image. Thin: parse, call the services, answer.
import type { RestApp } from '../../rest/app.ts';
import { idParam, readJson } from '../../rest/app.ts';
import { parseInput } from '../../lib/validate.ts';
import * as accounts from '../accounts/index.ts';
import * as inputs from './inputs.ts';
import * as secondFactor from '../../access/second-factor.ts';
import * as admin from './service.ts';
import * as settings from '../settings/index.ts';
import * as users from './users.ts';
import { pagedList } from '../../lib/rest-page.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { MESSAGES } from './messages.ts';

export function mountAdminRoutes(app: RestApp) {
  app.post('/admin/login', async (c) => {
    const ctx = c.var.ctx;
    const { user, secondFactorRequired, secondFactorSetupRequired } = await admin.adminLogin(ctx, parseInput(inputs.adminLoginInput, await readJson(c)), c.req.header('user-agent') ?? null);
    // While the app is owed, nothing of the account is told.
    if (!ctx.viewer) return c.json({ ok: true, secondFactorRequired, secondFactorSetupRequired });
    return c.json({ ok: true, user: accounts.publicUser(user), secondFactorRequired, secondFactorSetupRequired });
  });

  app.post('/admin/second-factor', async (c) => {
    const { code } = parseInput(secondFactor.codeInput, await readJson(c));
    const user = await secondFactor.verifySecondFactor(c.var.ctx, code);
    return c.json({ ok: true, user: accounts.publicUser(user) });
  });

  app.get('/admin/users', (c) => pagedList(c, (window) => users.allUsers(c.var.ctx, window), accounts.publicUser));

  app.post('/admin/users', async (c) => {
    const user = await users.createUser(c.var.ctx, parseInput(inputs.adminCreateUserInput, await readJson(c)));
    return c.json(accounts.publicUser(user), 201);
  });

  app.put('/admin/users/:id', async (c) => {
    const id = idParam(c);
    const user = await users.updateUser(c.var.ctx, id, parseInput(inputs.adminUpdateUserInput, await readJson(c)));
    return c.json(accounts.publicUser(user));
  });

  app.delete('/admin/users/:id', async (c) => {
    const id = await users.deleteUser(c.var.ctx, idParam(c));
    return c.json({ ok: true, id });
  });

  // The dashboard's list (the original polled it): admins only.
  app.get('/users', async (c) => {
    return pagedList(
      c,
      (window) => users.allUsers(c.var.ctx, window),
      (u) => ({
        id: u.id,
        username: u.username,
        fullName: u.fullName,
        email: u.email,
        groupNumber: u.groupNumber,
        createdAt: u.createdAt,
        lastLogin: u.lastLoginAt,
      }),
    );
  });

  app.get('/app-settings', async (c) => {
    const { id: _id, defaultUsername: _u, defaultPassword: _p, ...rest } = (await settings.appSettings(c.var.ctx)) as Awaited<
      ReturnType<typeof settings.appSettings>
    > & { defaultUsername?: unknown; defaultPassword?: unknown };
    return c.json(rest);
  });

  // The GPS screens' vehicle image, for everyone (the maps are): a version in the address
  // (`vehicleImageUrl`) lets a browser keep it until the admin changes it.
  app.get('/vehicle-image', async (c) => {
    const row = await settings.appSettings(c.var.ctx);
    const file = settings.vehicleImageFile(row);
    if (!file) throw new NotFoundError(MESSAGES.noVehicleImage);
    const current = c.req.query('v') === String(row.updatedAt.getTime());
    return c.body(new Uint8Array(file.bytes), 200, {
      'Content-Type': file.type,
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
  });

  app.put('/admin/settings', async (c) => {
    const row = await settings.updateAppSettings(c.var.ctx, parseInput(inputs.appSettingsInput, await readJson(c)));
    return c.json(row);
  });
}
