// The one Relay environment: queries and mutations over fetch to /graphql (with the CSRF header
// the API requires), subscriptions over graphql-ws on the same path. A 401 never signs anyone in
// silently: it tells the shell to open the sign-in dialog (docs/decisions.md, "Security").
//
// The store is the device's copy of the server's data (docs/product/offline.md): it is saved to
// IndexedDB and read back before the first render, so a reopened app shows what it last saw at
// once, with or without a network. Screens read it store-and-network: data on the device renders
// immediately and the network answer refreshes it; a request that fails or does not answer in
// time leaves the data as it is (its age is shown, offline/PendingIndicator.tsx). Writes not yet
// confirmed by the server live on top of it as optimistic updates (offline/sync.ts), rebuilt
// from the outbox at start, so they too survive a restart.
import type { Client } from 'graphql-ws';
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  createOperationDescriptor,
  type ConcreteRequest,
  type FetchFunction,
  type GraphQLResponse,
  type RequestParameters,
  type SubscribeFunction,
  type UploadableMap,
} from 'relay-runtime';
import type { CompanionDatabase, StoreSnapshot } from '../offline/db.ts';
import type { QueuedChange } from '../offline/engine.ts';
import { operationPayload, type OperationPayload } from './operation-payload.ts';
import { deliveryCount } from '../offline/deliveries.ts';
import { fillIn } from './late-restore.ts';
import { answerValues, olderThan, type AnswerValues } from './stale-answer.ts';
import { readSavedStore } from './store-copy.ts';

/**
 * The offline database, loaded just after the first render (relay/store-copy.ts). Once loaded it
 * is kept here, so a save when the page is hidden or closed starts its write at once, before the
 * page goes, rather than after waiting for the module.
 */
let loadedDatabase: CompanionDatabase | undefined;
const offlineDatabase = async () => (loadedDatabase ??= (await import('../offline/db.ts')).db);

export const AUTH_REQUIRED_EVENT = 'mc:auth-required';
/** Sent when the subscription socket is back after it was lost: events sent meanwhile were missed. */
export const SUBSCRIPTIONS_RESUMED_EVENT = 'mc:subscriptions-resumed';
/** Data older than this is shown with its age. */
export const FRESHNESS_MS = 30_000;
/** A query that has not answered by then has failed; the device's data stays on screen. */
export const QUERY_TIMEOUT_MS = 15_000;
/** A write delivery gets longer: a batch of 50 writes on a slow link. */
export const MUTATION_TIMEOUT_MS = 30_000;
/** Restoring the saved store waits no longer than this before the first render. */
const RESTORE_WAIT_MS = 1500;
const SAVE_DELAY_MS = 300;

export class NetworkUnavailableError extends Error {
  constructor(message = 'Network unavailable') {
    super(message);
    this.name = 'NetworkUnavailableError';
  }
}

type GraphQLErrorShape = { message: string; path?: readonly (string | number)[]; extensions?: { code?: string } };

const cacheKey = (name: string, variables: unknown) => `${name}:${JSON.stringify(variables)}`;

// ---- freshness: when the server last answered, and whether the latest attempt failed
const answered: Record<string, number> = {};
let lastAnswerAt = 0;
let lastFailureAt = 0;
const freshnessListeners = new Set<() => void>();
function freshnessChanged() {
  for (const listener of freshnessListeners) listener();
}

export interface Freshness {
  /** When the server last answered a query (0: never on this device). */
  lastAnswerAt: number;
  /** True when the latest query failed or timed out: the screen shows the device's copy. */
  failing: boolean;
}

export function freshness(): Freshness {
  return { lastAnswerAt, failing: lastFailureAt > lastAnswerAt };
}

export function onFreshnessChange(listener: () => void): () => void {
  freshnessListeners.add(listener);
  return () => freshnessListeners.delete(listener);
}

// ---- the store and its copy in IndexedDB
const source = new RecordSource();

/** Lays the saved copy into the store before anything else is in it. */
function restore(snapshot: StoreSnapshot) {
  for (const [id, record] of Object.entries(snapshot.records)) {
    source.set(id, record as Parameters<typeof source.set>[1]);
  }
  Object.assign(answered, snapshot.answered);
  lastAnswerAt = Math.max(0, ...Object.values(snapshot.answered));
}

/**
 * A copy read after the first screen showed fills in only what the server has not answered
 * meanwhile (late-restore.ts), and nothing at all once someone else is signed in.
 */
function restoreLate(snapshot: StoreSnapshot) {
  const root = source.get('client:root') as Record<string, unknown> | null | undefined;
  // The server has said who is signed in (someone, or no one): the copy must be theirs.
  const signedIn = root && 'viewer' in root ? viewerIdIn({ 'client:root': root }) : undefined;
  if (frozen || (signedIn !== undefined && signedIn !== snapshot.owner)) return;
  fillIn(environment, (id) => source.get(id) as Record<string, unknown> | null | undefined, snapshot.records);
  for (const [key, at] of Object.entries(snapshot.answered)) answered[key] ??= at;
  lastAnswerAt = Math.max(lastAnswerAt, ...Object.values(snapshot.answered));
  freshnessChanged();
  for (const show of [...waitingForCopy]) show();
}

/**
 * The queries screens start, by their parameters (what the network layer is handed): an answer
 * that comes after its screen was shown from a late copy is laid into the store with its query.
 */
const screenQueries = new WeakMap<RequestParameters, ConcreteRequest>();
export function screenQuery(request: ConcreteRequest) {
  screenQueries.set(request.params, request);
}

/**
 * Screen queries held by the network with nothing to show: a late copy that brings a query's data
 * shows it at once, rather than when the query is given up (QUERY_TIMEOUT_MS) on a stalled link.
 */
const waitingForCopy = new Set<() => void>();

let saveTimer: ReturnType<typeof setTimeout> | undefined;

function viewerIdIn(records: Record<string, unknown>): string | null {
  const root = records['client:root'] as { viewer?: { __ref?: string } | null } | undefined;
  return root?.viewer?.__ref ?? null;
}

/**
 * The store as it is now, to be saved: null when it must not be kept (a visitor's sample data is
 * not worth restoring, and a copy taken before a sign-in elsewhere would show the wrong account's
 * screen first), undefined when nothing may be written (the tab's data is frozen after a sign-out).
 */
export function storeSnapshot(): StoreSnapshot | null | undefined {
  if (frozen) return undefined;
  const records = source.toJSON();
  const owner = viewerIdIn(records);
  if (!owner) return null;
  return { key: 'records', owner, records, answered: { ...answered }, savedAt: Date.now() };
}

/**
 * Whether the device may hold a saved copy: false once the start found none and nothing has been
 * saved since, so a visitor's saves (which only clear the copy) need not load the offline database.
 */
let savedCopyMayExist = true;

/**
 * Settles once the saved copy read at start is in memory. Until then no save is made: a copy
 * written from a store the old copy has not yet filled in would drop every page the server has not
 * answered since, and those pages would no longer open with no signal.
 */
let copyRead: Promise<void> = Promise.resolve();

/** Writes the store to IndexedDB now. */
export async function saveStore(): Promise<void> {
  clearTimeout(saveTimer);
  await copyRead;
  const snapshot = storeSnapshot();
  if (snapshot === undefined || (snapshot === null && !savedCopyMayExist)) return;
  const db = loadedDatabase ?? (await offlineDatabase());
  if (snapshot === null) await db.relayStore.clear().catch(() => undefined);
  else {
    savedCopyMayExist = true;
    await db.relayStore.put(snapshot).catch(() => undefined);
  }
}

/** Saves the store shortly, once a burst of updates is over. */
export function scheduleSave() {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => void saveStore(), SAVE_DELAY_MS);
}

/**
 * Forgets the signed-out account's data: the saved copy and every record in memory except the
 * root (whose viewer the sign-out has already set to null), so the next account sees none of it.
 */
export async function forgetStore(): Promise<void> {
  forgetInMemory();
  await (loadedDatabase ?? (await offlineDatabase())).relayStore.clear().catch(() => undefined);
  sessionChannel?.postMessage('signed-out');
}

function forgetInMemory() {
  clearTimeout(saveTimer);
  for (const id of source.getRecordIDs()) if (id !== 'client:root') source.remove(id);
  for (const key of Object.keys(answered)) delete answered[key];
}

// Another tab signed out: this one must neither show nor save that account's data again.
const sessionChannel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel('mc-session') : undefined;
let frozen = false;
sessionChannel?.addEventListener('message', (event) => {
  if (event.data !== 'signed-out') return;
  frozen = true;
  forgetInMemory();
  location.reload();
});

if (typeof window !== 'undefined') {
  const flushSave = () => void saveStore();
  window.addEventListener('pagehide', flushSave);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flushSave());
}

// ---- network
function timeoutSignal(controller: AbortController, ms: number) {
  const timer = setTimeout(() => controller.abort(new NetworkUnavailableError('The request timed out')), ms);
  return () => clearTimeout(timer);
}

/**
 * Operations the service worker keeps and sends again through Background Sync when they fail for
 * want of a network (web/vite.config.ts), even after the app is closed: the device's queued writes,
 * which the server applies once per client id however often they come.
 */
const BACKGROUND_SYNC_OPERATIONS: ReadonlySet<string> = new Set(['syncApplyChangesMutation']);
export const BACKGROUND_SYNC_HEADER = 'x-mc-background-sync';

/**
 * The request body: JSON, or with files (Relay's uploadables, each named by its path in the
 * variables, e.g. "input.changes.0.file") a GraphQL multipart request.
 */
function requestBody(payload: OperationPayload, uploadables: UploadableMap | null | undefined): { body: BodyInit; json: boolean } {
  const files = Object.entries(uploadables ?? {});
  if (files.length === 0) return { body: JSON.stringify(payload), json: true };
  const form = new FormData();
  form.append('operations', JSON.stringify(payload));
  form.append('map', JSON.stringify(Object.fromEntries(files.map(([path], index) => [index, [`variables.${path}`]]))));
  for (const [index, [, file]] of files.entries()) form.append(String(index), file, file instanceof File ? file.name : 'file');
  return { body: form, json: false };
}

/**
 * How many times this page's session changed (signed in, signed out, ended elsewhere). An answer
 * to a query asked under an earlier session is not shown: it would show the member signed in
 * again after their session ended, or a visitor's empty page after a sign-in.
 */
let sessionChanges = 0;

/** The session ended on the server: queries in flight are asked again, and the shell asks for a sign-in. */
export function sessionLost() {
  sessionChanges += 1;
  window.dispatchEvent(new CustomEvent(AUTH_REQUIRED_EVENT));
}

/** How many live events this page has heard since the app started. */
let changesHeard = 0;
/** A query is asked at most this many times for one read (see `ask` below). */
const MAX_ASKS = 3;
/** The answers to this page's own writes, numbered, the latest WRITES_KEPT of them (see `ask`). */
let writesAnswered = 0;
const WRITES_KEPT = 20;
const recentWrites: { number: number; values: AnswerValues }[] = [];

function writeAnswered(data: unknown) {
  recentWrites.push({ number: ++writesAnswered, values: answerValues(data, 'mutation') });
  if (recentWrites.length > WRITES_KEPT) recentWrites.shift();
}

/** Whether `data`, a query's answer, may be from before one of the writes answered after `since`. */
function olderThanOwnWrites(data: unknown, since: number): boolean {
  if (writesAnswered === since) return false;
  const shown = answerValues(data, 'query');
  return recentWrites.some((write) => write.number > since && olderThan(shown, write.values));
}

type GraphQLAnswer = { data?: unknown; errors?: GraphQLErrorShape[] };
const unauthenticated = (json: GraphQLAnswer | null) => json?.errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED') === true;
/**
 * An answer that reads no one signed in while the device shows a member: their session ended on
 * the server (elsewhere, or by expiry), and the live connection that would have said so is down
 * or not yet heard. Read before the answer is written, while the member is still shown.
 */
const signedOutByAnswer = (json: GraphQLAnswer) =>
  viewerNulled(json) && viewerIdIn({ 'client:root': source.get('client:root') }) !== null;
const viewerNulled = (json: GraphQLAnswer) => (json.data as { viewer?: unknown } | null | undefined)?.viewer === null;
/**
 * An answer whose viewer is null because a field under it was refused (a member who is not the
 * conductor asked for the ideas list, a panel asked for what only an admin may read): never "no one
 * is signed in", so the session is not ended on screen; the answer is the query's own, as before.
 */
const refusedUnderViewer = (json: GraphQLAnswer) => viewerNulled(json) && json.errors?.some((e) => e.path?.[0] === 'viewer') === true;

const fetchGraphQL: FetchFunction = (operation, variables, _cacheConfig, uploadables) =>
  Observable.create<GraphQLResponse>((sink) => {
    const isQuery = operation.operationKind === 'query';
    const key = cacheKey(operation.name, variables);
    const controller = new AbortController();
    let unsubscribed = false;
    // A screen with no data yet, while its query waits, is shown the device's copy as soon as a
    // late read of it brings this query's data; the request goes on, and its answer is laid in.
    const request = isQuery && !answered[key] ? screenQueries.get(operation) : undefined;
    let shownFromCopy = false;
    const showCopy = () => {
      if (!answered[key]) return;
      waitingForCopy.delete(showCopy);
      shownFromCopy = true;
      sink.complete();
    };
    if (request) waitingForCopy.add(showCopy);
    const stopTimer = timeoutSignal(controller, isQuery ? QUERY_TIMEOUT_MS : MUTATION_TIMEOUT_MS);
    const { body, json: isJson } = requestBody(operationPayload(operation, variables), uploadables);
    const post = () =>
      fetch('/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          // A multipart body names its own boundary.
          ...(isJson ? { 'content-type': 'application/json' } : {}),
          accept: 'application/json',
          'x-mc-csrf': '1',
          ...(BACKGROUND_SYNC_OPERATIONS.has(operation.name) ? { [BACKGROUND_SYNC_HEADER]: '1' } : {}),
        },
        body,
        signal: controller.signal,
      });
    // A query asked while the device's waiting writes were being delivered may have been answered
    // without them; Relay gives its answer to every identical query asked meanwhile, the reads
    // made after the delivery included. A query in flight when a live event arrived, or when the
    // answer to one of the page's own writes arrived and its answer shows a record of that write
    // otherwise (stale-answer.ts), may have been answered before that change, and would undo it on
    // screen (a roll-call shown as started, then as not). Either way it is asked again, once its
    // whole answer is read, up to MAX_ASKS times in all (docs/product/offline.md, "After a delivery").
    const ask = async (asks: number): Promise<{ response: Response; json: GraphQLAnswer | null }> => {
      const since = deliveryCount();
      const sessionBefore = sessionChanges;
      const heardBefore = changesHeard;
      const writesBefore = writesAnswered;
      const response = await post();
      const json = (await response.json().catch(() => null)) as GraphQLAnswer | null;
      const changedMeanwhile =
        deliveryCount() !== since || changesHeard !== heardBefore || (isQuery && olderThanOwnWrites(json?.data, writesBefore));
      // Answered for a session that has since changed: asked again (an answer refused for want of
      // a session is already the new state, and is shown).
      if (isQuery && sessionChanges !== sessionBefore && !unauthenticated(json)) return ask(asks);
      return isQuery && changedMeanwhile && asks < MAX_ASKS ? ask(asks + 1) : { response, json };
    };
    ask(1)
      .then(({ response, json }) => {
        waitingForCopy.delete(showCopy);
        // A proxy's or a captive portal's page, or a server error: the same as no answer.
        if (!json) throw new NetworkUnavailableError(`${response.status}: ${response.statusText}`);
        const refused = !unauthenticated(json) && refusedUnderViewer(json);
        if (!endingOwnSession && (unauthenticated(json) || (isQuery && !refused && signedOutByAnswer(json)))) sessionLost();
        if (json.errors?.length && !json.data) throw new Error(json.errors.map((e) => e.message).join('\n'));
        stopTimer();
        if (isQuery) {
          answered[key] = lastAnswerAt = Date.now();
          freshnessChanged();
        } else if (json.data) writeAnswered(json.data);
        if (shownFromCopy && request) {
          if (json.data) environment.commitPayload(createOperationDescriptor(request, variables), json.data as never);
        } else {
          sink.next(json as GraphQLResponse);
          sink.complete();
        }
        scheduleSave();
      })
      .catch((error: unknown) => {
        waitingForCopy.delete(showCopy);
        stopTimer();
        const unreachable = error instanceof TypeError || error instanceof NetworkUnavailableError || controller.signal.aborted;
        if (isQuery && unreachable) {
          lastFailureAt = Date.now();
          freshnessChanged();
        }
        // Shown from the copy already: the screen keeps it, with its age.
        if (shownFromCopy || unsubscribed) return;
        if (!unreachable) return sink.error(error as Error);
        const offline = error instanceof NetworkUnavailableError ? error : new NetworkUnavailableError();
        if (!isQuery) return sink.error(offline);
        // The device has this query's data: it stays on screen, with its age. A copy still being
        // read (a slow start with no signal) is waited for first, as long as a query may take: it
        // may hold it; a storage that never answers still lets the screen say it is offline.
        void Promise.race([copyRead, new Promise((resolve) => setTimeout(resolve, QUERY_TIMEOUT_MS))]).then(() => {
          if (unsubscribed) return;
          if (answered[key]) sink.complete();
          else sink.error(offline);
        });
      });
    return () => {
      unsubscribed = true;
      waitingForCopy.delete(showCopy);
      // Shown from the copy: the request goes on, until its answer or its time is up.
      if (shownFromCopy) return;
      stopTimer();
      controller.abort();
    };
  });

/** The server closes a socket whose session ended (sign-out elsewhere, a password change…) with this. */
export const SESSION_ENDED_CLOSE_CODE = 4401;
const sessionEnded = (event: unknown) => event instanceof CloseEvent && event.code === SESSION_ENDED_CLOSE_CODE;
/** True while this device ends its own session (sign-out, deleting the account): its 4401 is expected. */
let endingOwnSession = false;

/** Says this device is about to end its own session (true), or that it did not after all (false). */
export function endingSession(ending: boolean) {
  endingOwnSession = ending;
}

/**
 * The wait before the next try to reconnect the lost socket: 1 s doubling up to 30 s, plus up to
 * 3 s of jitter so a group's phones do not all come back at once, cut short the moment the device
 * is back online.
 */
function retryWait(retries: number) {
  const ms = Math.min(2 ** retries, 30) * 1000 + 300 + Math.random() * 2700;
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

// The subscription client loads with the first subscription, after the first render.
let wsClient: Client | undefined;
async function ws(): Promise<Client> {
  const { createClient } = await import('graphql-ws');
  wsClient ??= createClient({
    url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
    lazy: true,
    retryAttempts: Infinity,
    retryWait,
    // A lost connection is retried for ever; an ended session is not: the member is asked to sign
    // in again, as after a 401, and the next sign-in starts a new client (restartSubscriptions).
    shouldRetry: (event) => !sessionEnded(event),
    on: {
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry) window.dispatchEvent(new CustomEvent(SUBSCRIPTIONS_RESUMED_EVENT));
      },
      closed: (event) => {
        if (sessionEnded(event) && !endingOwnSession) sessionLost();
      },
    },
  });
  return wsClient;
}

/** The session changed (sign-in, sign-out): open subscriptions reconnect with the new cookie. */
export function restartSubscriptions() {
  sessionChanges += 1;
  wsClient?.terminate();
  wsClient = undefined;
  endingOwnSession = false;
}

const subscribe: SubscribeFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    ws().then(
      (client) => {
        if (cancelled) return;
        unsubscribe = client.subscribe(
          // graphql-ws wants a query string; an empty one names the persisted operation instead.
          { query: '', ...operationPayload(operation, variables) },
          {
            next: (value) => {
              changesHeard += 1;
              sink.next(value as GraphQLResponse);
              scheduleSave();
            },
            error: (error) => sink.error(error instanceof Error ? error : new Error('Subscription failed')),
            complete: () => sink.complete(),
          },
        );
      },
      () => sink.error(new NetworkUnavailableError()),
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  });

export function createEnvironment(recordSource = new RecordSource()) {
  // No expiry and no garbage collection: data on the device stays readable offline, and every
  // screen refreshes it from the network when it opens.
  const store = new Store(recordSource, { gcReleaseBufferSize: 20 });
  store.holdGC();
  return new Environment({ network: Network.create(fetchGraphQL, subscribe), store });
}

/** The writes the saved copy's owner had queued, read with it. */
let queuedAtStart: readonly QueuedChange[] = [];
let ownerAtStart: string | null = null;

/**
 * The writes `owner` had waiting when the app started, while nothing has been delivered since:
 * what a screen lists on its first render, before its own read of the outbox answers.
 */
export function queuedAtStartOf(owner: string): readonly QueuedChange[] {
  return owner === ownerAtStart && deliveryCount() === 0 ? queuedAtStart : [];
}

// The saved store is read before the app renders (modules importing this one wait for it), so
// the first screen shows the device's data; a slow or broken IndexedDB does not hold it up long.
if (typeof indexedDB !== 'undefined') {
  const reading = readSavedStore().catch(() => null);
  const tooLate = Symbol('too late');
  const early = await Promise.race([reading, new Promise<typeof tooLate>((resolve) => setTimeout(() => resolve(tooLate), RESTORE_WAIT_MS))]);
  if (early === tooLate) {
    copyRead = reading.then((copy) => {
      if (!copy) return;
      restoreLate(copy.snapshot);
      // What the copy brought is in memory now, and in no copy but the one just read.
      scheduleSave();
    });
  } else if (early) {
    restore(early.snapshot);
    queuedAtStart = early.queued;
    ownerAtStart = early.snapshot.owner;
  } else savedCopyMayExist = false;
}

export const environment = createEnvironment(source);

// The member's writes still waiting are laid over the saved copy before the first render: no
// frame shows a note they deleted, or an edit's old text, before the delivery code has loaded
// (offline/layers.ts). That code is fetched here only when something waits.
// Should it fail to load, the delivery lays them as soon as it starts.
if (queuedAtStart.length > 0) {
  const layers = await import('../offline/layers.ts').catch(() => null);
  layers?.showQueued(environment, queuedAtStart);
}

// For a member, the offline database loads as soon as the browser is idle after the first
// screen, so a save when the page is hidden or closed never waits for it. A visitor's data is
// never saved, so a visitor's first screen does not fetch it (a sign-in loads it with the first save).
if (typeof window !== 'undefined') {
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000));
  whenIdle(() => {
    const root = source.get('client:root') as Record<string, unknown> | null | undefined;
    if (viewerIdIn({ 'client:root': root })) void offlineDatabase().catch(() => undefined);
  });
}
