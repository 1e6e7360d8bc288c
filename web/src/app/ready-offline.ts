// The pages a member needs most when the network is down, the group's board and the field service
// report, open with no signal even if they were never visited on this device (docs/product/offline.md,
// "Ready with no signal"). Once the first screen is idle, for a signed-in member who is online, each
// page's code, words and data are fetched: the data goes into the device's store, which is saved
// for the next start like any screen's.
import { fetchQuery } from 'react-relay';
import type { GraphQLTaggedNode } from 'relay-runtime';
import { loadMessages } from '../i18n/index.ts';
import type { LoaderFunctionArgs } from '../platform/router.tsx';
import { environment } from '../relay/environment.ts';
import { pages } from './route-table.ts';

export const READY_OFFLINE = ['/service-group', '/report'] as const;

/**
 * Fetches what each page of READY_OFFLINE needs but the one on screen, whose own loader has just
 * read it; a failure leaves that page as it was.
 */
export function prepareOfflinePages(): void {
  for (const path of READY_OFFLINE) {
    const page = pages[path];
    if (!page || location.pathname === path) continue;
    void page.load().catch(() => undefined);
    if (page.messages) void loadMessages(page.messages);
    const args = { request: new Request(new URL(path, location.origin)), params: {} } as unknown as LoaderFunctionArgs;
    void page
      .query?.()
      .then(({ default: query }) => fetchQuery(environment, query as GraphQLTaggedNode, page.variables?.(args) ?? {}).toPromise())
      .catch(() => undefined);
  }
}
