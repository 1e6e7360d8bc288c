// A phone as the offline specs use it (docs/product/offline.md): Chromium with a persistent
// profile, closed and reopened as a phone restart would be, against the real API; `setOffline` cuts
// the API while the app shell still loads; `watchFrames` writes down what the cards show on every
// animation frame from the next navigation on. `test` gives each test the devices it asks for and
// closes them after it. The server's state is read through the context's own request client, which
// no route or offline emulation touches.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test as base, type BrowserContext, type LaunchOptions, type Page } from '@playwright/test';
import { API_HEADERS } from '../api-headers.ts';
import { operationOf } from '../graphql-operation.ts';
import { readDevice } from './device-store.ts';

export interface OpenOptions {
  offline?: boolean;
  path?: string;
  /** Runs once the browser is open, before the app is loaded. */
  before?: () => Promise<void>;
}

export class Device {
  readonly dir = mkdtempSync(join(tmpdir(), 'mc-profile-'));
  context!: BrowserContext;
  page!: Page;
  /** Every address the browser has fetched since it was last opened. */
  private fetched = new Set<string>();
  username = `off${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  constructor(
    private readonly launch: { launchOptions: LaunchOptions; baseURL: string },readonly _options: { blockServiceWorker?: boolean } = {},
  ) {}

  async open({ offline = false, path = '/notes', before }: OpenOptions = {}) {
    this.fetched = new Set();
    this.context = await chromium.launchPersistentContext(this.dir, {
      ...this.launch.launchOptions,
      baseURL: this.launch.baseURL,
      viewport: { width: 1280, height: 800 },
      acceptDownloads: true,
      serviceWorkers: 'block',
    });
    // What the browser fetched, seen from outside the page: a page with its clock faked answers no
    // resource timings (indicatorLoaded).
    this.context.on('requestfinished', (request) => this.fetched.add(request.url()));
    this.page = this.context.pages()[0] ?? (await this.context.newPage());
    if (offline) await this.setOffline(true);
    await before?.();
    if (path) await this.goto(path);
  }

  /**
   * A phone whose storage answers slowly at start: the app's first read of its saved data ends
   * after the first screen has shown and the server has answered.
   */
  async slowStorage() {
    await this.context.addInitScript((delayMs) => {
      // The first read of the saved data is made at once, and its answer comes late.
      const get = IDBObjectStore.prototype.get;
      let first = true;
      IDBObjectStore.prototype.get = function (this: IDBObjectStore, query: IDBValidKey | IDBKeyRange) {
        const request = get.call(this, query);
        if (this.name !== 'relayStore' || !first) return request;
        first = false;
        Object.defineProperty(request, 'onsuccess', {
          set(handler: (event: Event) => void) {
            request.addEventListener('success', (event) =>
              setTimeout(() => {
                handler.call(request, event);
                sessionStorage.setItem('storage-answered', 'yes');
              }, delayMs),
            );
          },
        });
        return request;
      };
    }, 3000);
  }

  /**
   * Waits until the header's sync indicator, which loads just after the page shows, is on the
   * device with everything it imports and its words, so that it still shows once the network goes
   * (a phone with the app installed has them from its service worker, blocked in these tests).
   * Its chunk's URL is read from what the browser fetched and imported in the page: that ends once
   * the whole module graph is there.
   */
  async indicatorLoaded() {
    const parts = [/\/assets\/PendingIndicator-[^/]*\.js$/, /\/assets\/offline-[^/]*\.js$/, /\/assets\/ToastRegion-[^/]*\.js$/];
    let files: string[] = [];
    await expect
      .poll(() => (files = [...this.fetched].filter((url) => parts.some((part) => part.test(url)))).length)
      .toBeGreaterThanOrEqual(parts.length);
    await this.page.evaluate((urls) => Promise.all(urls.map((url) => import(url))).then(() => undefined), files);
  }

  /**
   * The browser loses its signal, once the parts of the shell that load just after the page shows
   * are on the device (indicatorLoaded, the toasts' region with them): a phone with the app
   * installed has them from its service worker, blocked in these tests.
   */
  async goOffline() {
    await this.indicatorLoaded();
    await this.context.setOffline(true);
  }

  /**
   * From the next page load on, the cards on screen are written down at every animation frame
   * (framesShown reads them): a record shown for a single frame is caught. By default a card's
   * title (`main article h3`); with another selector, the whole text of each element it finds.
   */
  async watchFrames(selector = 'main article h3') {
    // A context runs every script added to it, in an order the browser does not promise: each
    // carries its number, and the page samples with the newest one's selector alone.
    this.watches += 1;
    await this.context.addInitScript(
      ({ selector, watch }) => {
        type Watch = { watch: number; selector: string; frames: string[][] };
        const page = window as unknown as { shownWatch?: Watch; shownFrames: string[][] };
        if (page.shownWatch && page.shownWatch.watch > watch) return;
        const started = page.shownWatch !== undefined;
        page.shownWatch = { watch, selector, frames: [] };
        page.shownFrames = page.shownWatch.frames;
        if (started) return;
        const sample = () => {
          const { selector, frames } = page.shownWatch!;
          const shown = [...document.querySelectorAll(selector)].map((el) => (el.textContent ?? '').trim());
          if (shown.length > 0) frames.push(shown);
          requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      },
      { selector, watch: this.watches },
    );
  }
  private watches = 0;

  /** The card titles of every frame that showed cards since the page loaded. */
  framesShown(): Promise<string[][]> {
    return this.page.evaluate(() => (window as unknown as { shownFrames: string[][] }).shownFrames);
  }

  /** Waits until the slow storage has answered the app's first read. */
  async storageAnswered() {
    await expect.poll(() => this.page.evaluate(() => sessionStorage.getItem('storage-answered'))).toBe('yes');
  }

  /**
   * The worst order for a query asked while writes wait to be delivered: the server answers the
   * first `query` asked from now on before it takes the writes, and with `late` the app gets that
   * answer only once the delivery is over.
   */
  async answerBeforeDelivery(query: string, { late = false } = {}) {
    await this.countDeliveries();
    let answered!: () => void;
    const queryAnswered = new Promise<void>((resolve) => (answered = resolve));
    let first = true;
    await this.context.route(/\/graphql$/, async (route) => {
      const operation = operationOf(route);
      if (operation === query && first) {
        first = false;
        const response = await route.fetch();
        const before = await this.deliveries();
        answered();
        if (late) await expect.poll(() => this.deliveries(), { timeout: 20_000 }).toBeGreaterThan(before);
        await route.fulfill({ response });
        return;
      }
      if (operation === 'syncApplyChangesMutation') await queryAnswered;
      await route.continue();
    });
  }

  /** The page's code (its chunk) arrives only once a delivery is over. */
  async pageAfterDelivery(chunk: RegExp) {
    await this.countDeliveries();
    await this.context.route(chunk, async (route) => {
      await expect.poll(() => this.deliveries(), { timeout: 20_000 }).toBeGreaterThan(0);
      await route.continue();
    });
  }

  private counting = new WeakSet<BrowserContext>();
  /** Counts, in the page, the deliveries the app announces (offline/deliveries.ts). */
  private async countDeliveries() {
    if (this.counting.has(this.context)) return;
    this.counting.add(this.context);
    const count = () =>
      addEventListener('mc:offline-replayed', () => sessionStorage.setItem('deliveries', String(Number(sessionStorage.getItem('deliveries') ?? 0) + 1)));
    await this.context.addInitScript(count);
    // The page already open counts from now on too.
    if (this.page.url().startsWith('http')) await this.page.evaluate(count);
  }

  private async deliveries() {
    return this.page.evaluate(() => Number(sessionStorage.getItem('deliveries') ?? 0)).catch(() => 0);
  }

  /**
   * No signal for the API: every request to it fails at once, as with no network. The app shell
   * itself still loads (its offline copy is the service worker's, covered by offline.spec.ts).
   */
  async setOffline(offline: boolean) {
    if (offline) await this.context.route(/\/(graphql|api\/)/, (route) => route.abort('internetdisconnected'));
    else await this.context.unroute(/\/(graphql|api\/)/);
  }

  async goto(path: string) {
    await this.page.goto(path);
    await expect(this.page.getByRole('banner')).toBeVisible();
  }

  /** The app's own navigation, with no page load (the browser may have no network for one). */
  async navigate(path: string) {
    await this.page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }

  /** Closes the browser and opens it again on the same profile. */
  async restart(options: OpenOptions = {}) {
    await this.context.close();
    await this.open(options);
  }

  async close() {
    await this.context?.close().catch(() => undefined);
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** A new member, signed in on this device, past the setup guide. */
  async signUp() {
    const request = this.context.request;
    const created = await gql(request, 'mutation ($input: CreateAccountInput!) { createAccount(input: $input) { __typename } }', {
      input: { username: this.username, password: 'correct horse battery', fullName: 'Field User', phoneNumber: '+1 555 0100', address: '1 Main', groupNumber: 'GROUP_1' },
    });
    expect(created.createAccount.__typename).toBe('AccountCreated');
    await gql(request, 'mutation ($input: UpdateDesignInput!) { updateDesign(input: $input) { __typename } }', {
      input: { setupCompleted: true, isFirstLogin: false },
    });
  }


  /** The member of `first`, signed in on this device too. */
  async signInAs(first: Device) {
    this.username = first.username;
    const signedIn = await gql(this.context.request, 'mutation ($input: LoginInput!) { login(input: $input) { __typename } }', {
      input: { username: this.username, password: 'correct horse battery' },
    });
    expect(signedIn.login.__typename).toBe('SignedIn');
  }

  /** Waits until the device's saved copy of its data holds `text` (it is saved moments after each answer). */
  async savedOnDevice(text: string) {
    await expect
      .poll(async () => JSON.stringify((await readDevice(this.page, 'relayStore', { key: 'records' })) ?? ''))
      .toContain(text);
  }

  async serverNotes(): Promise<{ title: string; content: string }[]> {
    const data = await gql(this.context.request, '{ viewer { notes(first: 100) { edges { node { title content } } } } }');
    return data.viewer.notes.edges.map((e: { node: { title: string; content: string } }) => e.node);
  }

  async serverEvents(): Promise<{ title: string; date: string; time: string }[]> {
    const data = await gql(this.context.request, '{ viewer { calendarEvents(first: 100) { edges { node { title date time } } } } }');
    return data.viewer.calendarEvents.edges.map((e: { node: { title: string; date: string; time: string } }) => e.node);
  }

  async serverScriptures(): Promise<{ reference: string; notes: string | null }[]> {
    const data = await gql(this.context.request, '{ viewer { scriptures(first: 100) { edges { node { reference notes } } } } }');
    return data.viewer.scriptures.edges.map((e: { node: { reference: string; notes: string | null } }) => e.node);
  }

  async serverContacts(kind: 'HLC' | 'PVG'): Promise<{ name: string; position: string; notes: string | null }[]> {
    const data = await gql(this.context.request, `{ viewer { contacts(kind: ${kind}, first: 100) { edges { node { name position notes } } } } }`);
    return data.viewer.contacts.edges.map((e: { node: { name: string; position: string; notes: string | null } }) => e.node);
  }

  async serverVideos(): Promise<string[]> {
    const data = await gql(this.context.request, '{ viewer { videos(first: 100) { edges { node { title } } } } }');
    return data.viewer.videos.edges.map((e: { node: { title: string } }) => e.node.title).sort();
  }

  async serverHouses(): Promise<{ houses: number; contactedHouses: number; addresses: [string, string][] }> {
    const data = await gql(
      this.context.request,
      '{ viewer { territories(first: 1) { edges { node { houses contactedHouses addresses(first: 10) { edges { node { address status } } } } } } } }',
    );
    const territory = data.viewer.territories.edges[0].node;
    const addresses = territory.addresses.edges.map((e: { node: { address: string; status: string } }) => [e.node.address, e.node.status]);
    return { houses: territory.houses, contactedHouses: territory.contactedHouses, addresses };
  }

  async serverTerritories(): Promise<{ name: string; territoryNumber: string; hasImage: boolean }[]> {
    const data = await gql(this.context.request, '{ viewer { territories(first: 100) { edges { node { name territoryNumber imageUrl } } } } }');
    return data.viewer.territories.edges.map((e: { node: { name: string; territoryNumber: string; imageUrl: string | null } }) => ({
      name: e.node.name,
      territoryNumber: e.node.territoryNumber,
      hasImage: e.node.imageUrl !== null,
    }));
  }

  async serverConventionNotes(): Promise<{ title: string }[]> {
    const data = await gql(this.context.request, '{ viewer { conventionNotes(first: 100) { edges { node { title speaker } } } } }');
    return data.viewer.conventionNotes.edges.map((e: { node: { title: string } }) => e.node);
  }

  // ---- the notes screen, as a member uses it
  get editor() {
    return this.page.getByRole('dialog', { name: /^(Add New Note|Edit Note)$/ });
  }
  card(title: string) {
    return this.page.getByRole('article', { name: title, exact: true });
  }
  get waiting() {
    return this.page.getByRole('region', { name: 'Waiting to sync' });
  }

  async addNote(title: string, content: string) {
    await this.page.getByRole('button', { name: 'Add Note' }).click();
    await this.editor.getByLabel('Title').fill(title);
    await this.editor.getByLabel('Content').fill(content);
    await this.editor.getByRole('button', { name: 'Save Note' }).click();
    await expect(this.editor).toBeHidden();
  }

  async editNote(title: string, fields: { title?: string; content?: string }) {
    await this.card(title).getByRole('button', { name: `Edit note: ${title}` }).click();
    await expect(this.editor).toBeVisible();
    if (fields.title !== undefined) await this.editor.getByLabel('Title').fill(fields.title);
    if (fields.content !== undefined) await this.editor.getByLabel('Content').fill(fields.content);
    await this.editor.getByRole('button', { name: 'Update Note' }).click();
    await expect(this.editor).toBeHidden();
  }

  async deleteNote(title: string) {
    await this.card(title).getByRole('button', { name: `Delete note: ${title}` }).click();
    await this.page.getByRole('alertdialog', { name: 'Delete Note' }).getByRole('button', { name: 'Delete' }).click();
    await expect(this.card(title)).toBeHidden();
  }
}

export async function gql(request: BrowserContext['request'], query: string, variables?: Record<string, unknown>) {
  const response = await request.post('/graphql', { headers: API_HEADERS, data: { query, variables } });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

// The browser the config launches (executable, arguments) and its base URL, for each device.
export const test = base.extend<{ newDevice: (options?: { blockServiceWorker?: boolean }) => Device }>({
  newDevice: async ({ launchOptions, baseURL }, use) => {
    const made: Device[] = [];
    await use((options) => {
      const d = new Device({ launchOptions, baseURL: baseURL! }, options);
      made.push(d);
      return d;
    });
    for (const d of made) await d.close();
  },
});
