// The pages a member needs in the field open with no signal even if they were never visited on
// this device (docs/product/offline.md, "Ready with no signal"): the group's board first (an
// emergency is when a member needs it most and the network least), then the report, notes, the
// calendar, both contact lists, return visits and territories. Once the first screen is idle, for a
// signed-in member who is online and once the page has fetched nothing for three seconds, each
// page's code, words and data are fetched, one page at a time and each after the browser is idle
// again, and never while the member's own writes are being sent, so the warm-up never competes
// with the first screen, what the member is doing or their writes on a slow link: the data goes
// into the device's store, which is saved for the next start like any screen's.
import { fetchQuery } from 'react-relay';
import { createOperationDescriptor, type ConcreteRequest, type Variables } from 'relay-runtime';
import { loadMessages } from '../i18n/index.ts';
import type { LoaderFunctionArgs } from '../platform/router.tsx';
import { deliveriesIdle } from '../offline/deliveries.ts';
import { environment } from '../relay/environment.ts';
import { pages } from './route-table.ts';

export const READY_OFFLINE = ['/service-group', '/report', '/notes', '/calendar', '/hlc', '/pvg', '/return-visits', '/territories'] as const;

const whenIdle = (run: () => void) => (window.requestIdleCallback ? window.requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 1000));

/**
 * Fetches what one page lacks to open offline, as its loader would: its code and words unless the
 * service worker controls the page (its precache holds every script), and the data of its query
 * and parts unless the device's store already holds all of it (the page refreshes it when opened).
 * So a reload does not fetch the same pages again.
 */
async function prepare(path: string): Promise<void> {
  const page = pages[path];
  if (!page) return;
  const args = { request: new Request(new URL(path, location.origin)), params: {} } as unknown as LoaderFunctionArgs;
  const queries: { query: () => Promise<{ default: ConcreteRequest }>; variables: Variables | null }[] = [
    ...(page.query ? [{ query: page.query, variables: page.variables?.(args) ?? {} }] : []),
    ...(page.parts ?? []).map((part) => ({ query: part.query, variables: part.variables ? part.variables(args) : {} })),
  ];
  const precached = Boolean(navigator.serviceWorker?.controller);
  await Promise.all([
    precached ? undefined : page.load(),
    !precached && page.messages ? loadMessages(page.messages) : undefined,
    ...queries.map(async ({ query, variables }) => {
      if (variables === null) return;
      const { default: artifact } = await query();
      if (environment.check(createOperationDescriptor(artifact, variables)).status === 'available') return;
      await fetchQuery(environment, artifact, variables).toPromise();
    }),
  ]);
}

/**
 * Prepares each page of READY_OFFLINE but the one on screen, whose own loader has just read it;
 * stops when the device goes offline or `stopped()` says the member signed out. A failure leaves
 * that page as it was and goes on with the next.
 */
export function prepareOfflinePages(stopped: () => boolean = () => false): void {
  const queue: string[] = READY_OFFLINE.filter((path) => path !== location.pathname);
  const next = () => {
    const path = queue.shift();
    if (!path || stopped() || !navigator.onLine) return;
    // The member's own writes go first: a page is fetched ahead only while none are being sent.
    void deliveriesIdle()
      .then(() => (stopped() ? undefined : prepare(path)))
      .catch(() => undefined)
      .then(() => whenIdle(next));
  };
  next();
}
