// GET /api/service-group-members of docs/api.md: the viewer's group as
// [{ id, name, role, email, phone }]. The spec keys it by groupNumber: a ?groupNumber= naming
// another group than the viewer's is refused. Thin: parse, call service.ts, answer.
import type { RestApp } from '../../rest/app.ts';
import { parseInput } from '../../lib/validate.ts';
import { ForbiddenError } from '../../lib/errors.ts';
import { requireViewer } from '../../access/viewer.ts';
import { pagedList, sliceWindow } from '../../lib/rest-page.ts';
import * as inputs from './inputs.ts';
import * as groups from './service.ts';

export function mountServiceGroupRoutes(app: RestApp) {
  app.get('/service-group-members', async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    const { groupNumber } = parseInput(inputs.membersQuery, c.req.query());
    if (groupNumber !== undefined && groupNumber !== viewer.groupNumber) {
      throw new ForbiddenError(inputs.MESSAGES.otherGroup);
    }
    const group = groups.viewerServiceGroup(ctx);
    if (!group) return c.json([]);
    const members = await groups.groupMembers(ctx, group.number);
    return pagedList(
      c,
      async (window) => sliceWindow(members, window),
      ({ id, name, role, email, phone }) => ({ id, name, role, email, phone }),
    );
  });
}
