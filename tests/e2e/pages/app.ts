// Page model of the shell: header, menus, account dialog and setup guide, found by role and
// name as a person finds them.
import { groupInvitationCode, groupNumberOfLabel } from './invitations.ts';
import { expect, type Locator, type Page } from '@playwright/test';

let counter = 0;
export function newMember(overrides: Partial<Member> = {}): Member {
  counter += 1;
  return {
    username: `e2e${Date.now().toString(36)}${counter}`,
    password: 'correct horse battery',
    fullName: 'Maria Lopez',
    phoneNumber: '+1 910 555 0142',
    address: '12 Oak Street, Leland',
    email: '',
    group: 'No service group (another congregation)',
    ...overrides,
  };
}

export interface Member {
  username: string;
  password: string;
  fullName: string;
  phoneNumber: string;
  address: string;
  email: string;
  /** The label of the service group option */
  group: string;
  /** A code of the group to join with; a code made by the e2e admin when absent, none when null. */
  invitationCode?: string | null;
}

export class AppPage {
  constructor(readonly page: Page) {}

  get header(): Locator {
    return this.page.getByRole('banner');
  }

  /**
   * Waits until the page has fetched ahead what it keeps off its first screen (the list of waiting
   * writes, the sign-out question: web/src/lib/after-quiet.ts): a member who had the app open a
   * moment before the signal went has them on the device. It reads the page's performance
   * timeline, which a page under Playwright's fake clock does not show.
   */
  async fetchedAhead() {
    await this.page.waitForFunction(() => performance.getEntriesByName('fetched-ahead').length > 0, undefined, { timeout: 60_000 });
  }
  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }
  toast(text: string | RegExp): Locator {
    return this.page.getByRole('alertdialog').or(this.page.locator('[role="alert"]')).filter({ hasText: text }).first();
  }
  /** The toast region's newest toast. */
  get toastRegion(): Locator {
    return this.page.getByRole('region', { name: /notification/i });
  }

  async goto(path = '/') {
    await this.page.goto(path);
    await expect(this.header).toBeVisible();
  }

  async openAccount() {
    await this.header.getByRole('button', { name: /^Account/ }).click();
    await expect(this.dialog).toBeVisible();
  }

  async signUp(member: Member) {
    await this.openAccount();
    await this.dialog.getByRole('button', { name: 'Create New Account' }).click();
    await this.fillSignUp(member);
    await this.dialog.getByRole('button', { name: 'Create Account' }).click();
    // Hashing the password is deliberately slow; on a busy machine it takes a while.
    await expect(this.toastRegion).toContainText('Account created', { timeout: 30_000 });
    await expect(this.header.getByRole('button', { name: `Account: ${member.username}` })).toBeVisible();
  }

  /**
   * A new member as most specs need one: signed up through POST /api/users in this page's browser
   * context (the session cookie lands in its jar) and past the setup guide. The sign-up form and
   * the setup guide are driven by the specs about them (account.spec.ts, shell-a11y.spec.ts); every
   * other spec starts here, a few seconds sooner. The next page opened is signed in.
   */
  async signUpThroughApi(member: Member) {
    const groupNumber = groupNumberOfLabel(member.group);
    const invitationCode = member.invitationCode === undefined ? await groupInvitationCode(groupNumber) : member.invitationCode;
    const created = await this.page.request.post('/api/users', {
      data: {
        username: member.username,
        password: member.password,
        fullName: member.fullName,
        phoneNumber: member.phoneNumber,
        address: member.address,
        email: member.email || null,
        groupNumber,
        invitationCode: invitationCode ?? null,
        setupCompleted: true,
        isFirstLogin: false,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }

  /** signUpThroughApi, then `path` opened with the member's account in the header (in any language). */
  async signUpAndOpen(member: Member, path = '/') {
    await this.signUpThroughApi(member);
    await this.goto(path);
    await expect(this.header.getByRole('button', { name: new RegExp(`: ${member.username}$`) })).toBeVisible();
  }

  async fillSignUp(member: Partial<Member>) {
    const d = this.dialog;
    if (member.username !== undefined) await d.getByLabel('Username').fill(member.username);
    if (member.password !== undefined) await d.getByLabel('Password').fill(member.password);
    if (member.fullName !== undefined) await d.getByLabel('Full name').fill(member.fullName);
    if (member.phoneNumber !== undefined) await d.getByLabel('Phone number').fill(member.phoneNumber);
    if (member.address !== undefined) await d.getByLabel('Address').fill(member.address);
    if (member.email) await d.getByLabel('Email (optional)').fill(member.email);
    if (member.group) {
      await d.getByRole('button', { name: /Service group/ }).click();
      await this.page.getByRole('option', { name: member.group, exact: true }).click();
      // Joined like a real member: with a code of the group (null signs up to wait for approval).
      const code = member.invitationCode === undefined ? await groupInvitationCode(groupNumberOfLabel(member.group)) : member.invitationCode;
      if (code) await d.getByLabel('Invitation code (optional)').fill(code);
    }
  }

  async signIn(username: string, password: string) {
    await this.openAccount();
    await this.dialog.getByRole('button', { name: 'Sign In to Existing Account' }).click();
    await this.dialog.getByLabel('Username').fill(username);
    await this.dialog.getByLabel('Password').fill(password);
    await this.dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  }

  async signOut() {
    await this.header.getByRole('button', { name: 'Logout' }).click();
    await expect(this.toastRegion).toContainText('Signed Out');
    await expect(this.header.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
  }

  /** The setup guide opens a second after a new member signs in: walk it to the end. */
  async completeSetupGuide() {
    const guide = this.page.getByRole('dialog', { name: /Setup Guide/ });
    await expect(guide).toBeVisible();
    for (let step = 0; step < 4; step++) await guide.getByRole('button', { name: 'Next' }).click();
    await guide.getByRole('button', { name: 'Start Using' }).click();
    await expect(guide).toBeHidden();
  }

  async closeDialog() {
    await this.dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(this.dialog).toBeHidden();
  }
}
