// What the /admin-activity route needs before the dashboard's code arrives (docs/product/admin.md):
// the size of the users list's first page, and whether this device already knows that the viewer
// may see the dashboard. Only then does the route start the dashboard's query with the page's; for
// an admin who still owes the authenticator code, a member, or a device that does not know yet,
// the dashboard loads its query itself once it is shown.
import { createOperationDescriptor } from 'relay-runtime';
import AdminActivityPageQuery from '../../__generated__/AdminActivityPageQuery.graphql.ts';
import type { AdminActivityPageQuery as Page } from '../../__generated__/AdminActivityPageQuery.graphql.ts';
import { environment } from '../../relay/environment.ts';

export const USERS_PAGE = 25;

export const dashboardVariables = () => ({ count: USERS_PAGE });

/**
 * The dashboard's variables when the device's store says the viewer's admin access is granted
 * (the page's last visit or the admin panel left it there), else null. Nothing is fetched.
 */
export function preloadedDashboardVariables() {
  const { data, isMissingData } = environment.lookup(createOperationDescriptor(AdminActivityPageQuery, {}).fragment);
  const known = data as Page['response'] | null;
  return !isMissingData && known?.viewer && known.adminAccess.status === 'granted' ? dashboardVariables() : null;
}
