// Page model of the admin area: the footer's Admin Panel entry, the admin sign-in and code step,
// the Personalization dialog's tabs, and the authenticator codes an app on a phone would show.
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { createSessionCodec, SESSION_COOKIE } from '../../../api/src/access/session.ts';
import { API_HEADERS } from '../api-headers.ts';

/** tests/e2e/serve.ts makes this admin at start, from the same environment. */
export const ENV_ADMIN = { username: process.env.ADMIN_USERNAME ?? 'e2eadmin', password: process.env.ADMIN_PASSWORD ?? 'e2e admin password' };

/** tests/e2e/serve.ts starts the server with this session secret. */
const E2E_SESSION_SECRET = process.env.SESSION_SECRET ?? 'e2e session secret, known to tests/e2e/pages/admin.ts';

/**
 * Makes the password confirmation of the browser's session 11 minutes old (the window is 10,
 * docs/product/admin.md), as if the admin had signed in that long ago: the session cookie is
 * sealed again with its times moved back. A test cannot wait ten minutes.
 */
export async function ageAdminConfirmation(context: BrowserContext) {
  const codec = createSessionCodec({ secret: E2E_SESSION_SECRET, secure: false });
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie in this browser');
  const session = await codec.read(`${SESSION_COOKIE}=${encodeURIComponent(cookie.value)}`);
  if (!session) throw new Error('the session cookie could not be read');
  const old = Date.now() - 11 * 60_000;
  const sealed = (await codec.issue({ ...session, issuedAt: old, passwordConfirmedAt: old })).split(';')[0]!.slice(SESSION_COOKIE.length + 1);
  await context.addCookies([{ ...cookie, value: sealed }]);
}

/** The code an authenticator app shows `steps` periods of 30 s from now. */
export function totp(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + steps * 30_000 });
}

const STEP_MS = 30_000;
const untilNextStep = () => new Promise((resolve) => setTimeout(resolve, STEP_MS - (Date.now() % STEP_MS) + 200));

/**
 * The current code, with at least 5 s of its step left to be typed and sent: the server accepts a
 * code only in its own 30-second step.
 */
export async function freshTotp(secret: string): Promise<string> {
  if (STEP_MS - (Date.now() % STEP_MS) < 5_000) await untilNextStep();
  return totp(secret);
}

/** The code of the next step, once it has begun: a step whose code was used is spent. */
export async function nextTotp(secret: string): Promise<string> {
  await untilNextStep();
  return totp(secret);
}

export class AdminPanel {
  constructor(readonly page: Page) {}

  get signInDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Admin Panel' });
  }
  get panel(): Locator {
    return this.page.getByRole('dialog', { name: 'Ministry App Personalization' });
  }

  async open() {
    await this.page.getByRole('contentinfo').getByRole('button', { name: 'Admin Panel' }).click();
  }

  async signIn(username: string, password: string) {
    const d = this.signInDialog;
    await expect(d).toBeVisible();
    await d.getByLabel('Username').fill(username);
    await d.getByLabel('Password').fill(password);
    await d.getByRole('button', { name: 'Sign In as Admin' }).click();
  }

  /**
   * From the home page, the shared e2e admin signs in through the footer's Admin Panel entry and
   * lands on the panel, with no setup guide over it. Sign-in hashes on purpose, and a busy machine
   * may take a while.
   */
  async openAsEnvAdmin() {
    await this.page.goto('/');
    await expect(this.page.getByRole('banner')).toBeVisible();
    await this.open();
    await this.signIn(ENV_ADMIN.username, ENV_ADMIN.password);
    await expect(this.panel).toBeVisible({ timeout: 120_000 });
    await this.expectNoSetupGuide();
  }

  /** On the Account tab, starts setting up the authenticator app; returns the secret shown as text. */
  async startAuthenticatorSetup(): Promise<string> {
    await this.tab('Account');
    await this.panel.getByRole('button', { name: 'Set Up Authenticator App' }).click();
    await expect(this.panel.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
    return (await this.panel.getByText(/^[A-Z2-7]{32}$/).textContent())!.trim();
  }

  async tab(name: string) {
    await this.panel.getByRole('tab', { name }).click();
    await expect(this.panel.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  }

  /**
   * The setup guide never opens by itself for an admin (docs/product/accounts.md, "Setup guide"),
   * so nothing covers the panel: checked at once, with no wait for a guide that will not come.
   */
  async expectNoSetupGuide() {
    await expect(this.page.getByRole('dialog', { name: /Setup Guide/ })).toHaveCount(0);
  }
}

/** What an account made by `AdminApi.createUser` needs; the rest are the sign-up's usual answers. */
export interface MadeAccount {
  username: string;
  password: string;
  role: 'admin' | 'user';
}

/**
 * The shared e2e admin working over the API in a request context of its own (its own session),
 * for what a test needs in place before the screen it is about: accounts made and removed.
 */
export class AdminApi {
  private constructor(private readonly request: APIRequestContext) {}

  static async signIn(playwright: { request: { newContext(options: object): Promise<APIRequestContext> } }, baseURL: string | undefined) {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: API_HEADERS });
    const api = new AdminApi(request);
    const signedIn = await api.graphql('mutation ($input: AdminLoginInput!) { adminLogin(input: $input) { __typename } }', { input: ENV_ADMIN });
    expect(signedIn.data.adminLogin.__typename).toBe('AdminSignedIn');
    return api;
  }

  async graphql(query: string, variables: Record<string, unknown> = {}) {
    const response = await this.request.post('/graphql', { data: { query, variables } });
    expect(response.ok()).toBe(true);
    return response.json();
  }

  /** An account whose setup counts as done, so that its setup guide stays away. */
  async createUser(account: MadeAccount): Promise<string> {
    const made = await this.graphql(
      'mutation ($input: AdminCreateUserInput!) { adminCreateUser(input: $input) { __typename ... on AdminUserCreated { user { id } } ... on Error { message } } }',
      {
        input: {
          ...account,
          fullName: 'Priscilla Hale',
          phoneNumber: '+1 910 555 0177',
          address: '8 Cedar Lane',
          groupNumber: 'GROUP_2',
          setupCompleted: true,
          isFirstLogin: false,
        },
      },
    );
    expect(made.data.adminCreateUser.__typename, JSON.stringify(made)).toBe('AdminUserCreated');
    return made.data.adminCreateUser.user.id as string;
  }

  async deleteUser(id: string) {
    const deleted = await this.graphql('mutation ($id: ID!) { adminDeleteUser(input: { id: $id }) { __typename } }', { id });
    expect(deleted.data.adminDeleteUser.__typename).toBe('AdminUserDeleted');
  }

  /** The accounts whose username, full name or email contains `search`, as the Users tab finds them. */
  async findUsers(search: string): Promise<{ username: string; fullName: string; isAdmin: boolean }[]> {
    const found = await this.graphql(
      'query ($search: String) { adminUsers(first: 20, search: $search) { edges { node { username fullName isAdmin } } } }',
      { search },
    );
    return found.data.adminUsers.edges.map((e: { node: { username: string; fullName: string; isAdmin: boolean } }) => e.node);
  }

  async appSettings(): Promise<Record<string, unknown>> {
    return (await this.request.get('/api/app-settings')).json();
  }

  dispose() {
    return this.request.dispose();
  }
}
