// The legacy /api/hlc-contacts and /api/pvg-contacts routes of spec 02 section 7, with the spec's
// fields (name, phoneNumber, email, position, hospital, notes). Thin: parse, call service.ts, answer.
import type { MiddlewareHandler } from 'hono';
import { parseInput } from '../../lib/validate.ts';
import type { RestApp, RestEnv } from '../../rest/app.ts';
import { idParam, readJson } from '../../rest/app.ts';
import { requireViewer } from '../accounts/service.ts';
import * as inputs from './inputs.ts';
import { CONTACT_KIND_KEYS, CONTACT_KINDS } from './kinds.ts';
import * as contacts from './service.ts';

// A visitor is told to sign in (401) before anything about the body they sent.
const signedIn: MiddlewareHandler<RestEnv> = async (c, next) => {
  requireViewer(c.var.ctx);
  await next();
};

export function mountContactRoutes(app: RestApp) {
  for (const kind of CONTACT_KIND_KEYS) {
    const path = CONTACT_KINDS[kind].restPath;
    const createInput = inputs.createContactInput(kind);
    const updateInput = inputs.updateContactInput(kind);
    app.use(path, signedIn);
    app.use(`${path}/*`, signedIn);

    app.get(path, async (c) => c.json(await contacts.listContacts(c.var.ctx, kind)));

    app.post(path, async (c) => {
      const contact = await contacts.createContact(c.var.ctx, kind, parseInput(createInput, await readJson(c)));
      return c.json(contact, 201);
    });

    app.put(`${path}/:id`, async (c) => {
      const id = idParam(c);
      const contact = await contacts.updateContact(c.var.ctx, kind, id, parseInput(updateInput, await readJson(c)));
      return c.json(contact);
    });

    app.delete(`${path}/:id`, async (c) => {
      const id = await contacts.deleteContact(c.var.ctx, kind, idParam(c));
      return c.json({ ok: true, id });
    });
  }
}
