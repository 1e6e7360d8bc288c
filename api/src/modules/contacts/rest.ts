// The legacy /api/hlc-contacts and /api/pvg-contacts routes, with their fields (name, phoneNumber,
// email, position, hospital, notes). One set of routes, mounted once per kind. Thin: parse, call
// service.ts, answer.
import { parseInput } from '../../lib/validate.ts';
import type { RestApp } from '../../rest/app.ts';
import { idParam, readJson } from '../../rest/app.ts';
import * as inputs from './inputs.ts';
import { CONTACT_KIND_KEYS, CONTACT_KINDS } from './kinds.ts';
import * as contacts from './service.ts';
import { pagedList } from '../../lib/rest-page.ts';

export function mountContactRoutes(app: RestApp) {
  for (const kind of CONTACT_KIND_KEYS) {
    const path = CONTACT_KINDS[kind].restPath;
    const createFields = inputs.createContactFields(kind);
    const updateFields = inputs.updateContactFields(kind);

    app.get(path, (c) => pagedList(c, (window) => contacts.listContacts(c.var.ctx, kind, window), contacts.restContact));

    app.post(path, async (c) => {
      const contact = await contacts.createContact(c.var.ctx, kind, parseInput(createFields, await readJson(c)));
      return c.json(contacts.restContact(contact), 201);
    });

    app.put(`${path}/:id`, async (c) => {
      const id = { kind, id: idParam(c) };
      const contact = await contacts.updateContact(c.var.ctx, id, parseInput(updateFields, await readJson(c)));
      return c.json(contacts.restContact(contact));
    });

    app.delete(`${path}/:id`, async (c) => {
      const { id } = await contacts.deleteContact(c.var.ctx, { kind, id: idParam(c) });
      return c.json({ ok: true, id });
    });
  }
}
