// Page model of Service Group (/service-group): the alert card, the live board, the roll-call card
// and the member list, found by role and name as a member finds them.
import { groupInvitationCode } from './invitations.ts';
import { expect, type APIRequestContext, type Locator, type Page, type WebSocket } from '@playwright/test';

export interface GroupMember {
  username: string;
  fullName: string;
  email: string;
  phoneNumber: string;
}

let counter = 0;

/**
 * Signs a member up through POST /api/users in this browser context (the session cookie lands in
 * its cookie jar) and marks the setup guide done, so the guide does not cover the page.
 */
export async function signUpMember(
  request: APIRequestContext,
  fields: { fullName: string; groupNumber: number; email?: string; invitationCode?: string | null },
): Promise<GroupMember> {
  counter += 1;
  const member = {
    username: `sg${Date.now().toString(36)}${counter}`,
    password: 'correct horse battery',
    fullName: fields.fullName,
    phoneNumber: `+1 910 555 01${String(counter).padStart(2, '0')}`,
    address: '12 Oak Street, Leland',
    email: fields.email ?? null,
    groupNumber: fields.groupNumber,
    // Joined with a code of the group, as a real member; null signs up to wait for approval.
    invitationCode: fields.invitationCode === undefined ? await groupInvitationCode(fields.groupNumber) : fields.invitationCode,
  };
  const created = await request.post('/api/users', { data: member });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const setup = await request.put(`/api/users/${id}`, { data: { isFirstLogin: false, setupCompleted: true } });
  expect(setup.status()).toBe(200);
  return { username: member.username, fullName: member.fullName, email: member.email ?? '', phoneNumber: member.phoneNumber };
}

/**
 * Resolves once the page has sent, over any of its WebSockets, a subscription for each operation
 * (the app sends a persisted operation's name and hash, not its text).
 */
export function subscriptionSent(page: Page, operations: string[]): Promise<void> {
  return new Promise((resolve) => {
    const waiting = new Set(operations);
    const onSocket = (socket: WebSocket) => {
      socket.on('framesent', ({ payload }) => {
        for (const operation of waiting) if (String(payload).includes(`"operationName":"${operation}"`)) waiting.delete(operation);
        if (waiting.size === 0) {
          page.off('websocket', onSocket);
          resolve();
        }
      });
    };
    page.on('websocket', onSocket);
  });
}

export type AlertTypeLabel = 'In Trouble' | 'Okay but Some Damage' | 'Perfectly Fine';

export class ServiceGroupPage {
  constructor(readonly page: Page) {}

  /**
   * Opens the page and waits until its live subscription has been sent to the server, so an alert
   * sent from another browser after this returns is one the board must show. Every socket the page
   * opens is watched: the app may open one, close it and open another.
   */
  async open(path = '/service-group') {
    const subscribed = subscriptionSent(this.page, ['useGroupStatusSubscription']);
    await this.page.goto(path);
    // The first visit loads the page's code, messages and query: on a loaded runner that can take
    // longer than the default expectation time, so this one waits longer for the same condition.
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(this.page.getByRole('region', { name: /Emergency Status Alert|Alerta de estado de emergencia/ })).toBeVisible();
    await subscribed;
  }

  get alertCard(): Locator {
    return this.page.getByRole('region', { name: 'Emergency Status Alert' });
  }
  get board(): Locator {
    return this.page.getByRole('region', { name: 'Recent Group Status Updates' });
  }
  get rollCall(): Locator {
    return this.page.getByRole('region', { name: /^(Roll-call|Roll-call in progress|Drill in progress \(practice\))$/ });
  }
  get members(): Locator {
    return this.page.getByRole('region', { name: /^Members of / });
  }
  get location(): Locator {
    return this.alertCard.getByRole('group', { name: 'Current location' });
  }
  get toastRegion(): Locator {
    return this.page.getByRole('region', { name: /notification/i });
  }
  /** The entries of Group Activity, newest first ("You: Perfectly Fine — <message>" …). */
  get activity(): Locator {
    return this.page.getByRole('region', { name: 'Group Activity' }).getByRole('listitem');
  }

  /** A member's latest status on the board, by the name shown ("You" for the viewer). */
  statusOf(name: string): Locator {
    return this.board.getByRole('listitem').filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  heardFrom(): Locator {
    return this.rollCall.getByRole('list', { name: /^Heard from/ });
  }
  notHeardFrom(): Locator {
    return this.rollCall.getByRole('list', { name: /^Not heard from/ });
  }

  async sendAlert(type: AlertTypeLabel, options: { message?: string; comment?: string } = {}) {
    if (options.message !== undefined) await this.alertCard.getByLabel('Message (optional)').fill(options.message);
    if (options.comment !== undefined) {
      // The label around the checkbox is what a member presses (react-aria keeps the input itself
      // visually hidden); each type's checkbox is named after its type.
      const checkbox = this.alertCard.getByRole('checkbox', { name: `Add a comment to ${type}` });
      await checkbox.locator('xpath=ancestor::label[1]').click();
      await expect(checkbox).toBeChecked();
      await this.alertCard.getByLabel(`Comment for ${type}`).fill(options.comment);
    }
    await this.alertCard.getByRole('button', { name: type, exact: true }).click();
  }

  /** Answers a member's status on the board with a message (Reply, then Send Reply). */
  async reply(name: string, message: string) {
    const status = this.statusOf(name);
    await status.getByRole('button', { name: `Reply to ${name}` }).click();
    await status.getByRole('textbox', { name: `Reply to ${name}` }).fill(message);
    await status.getByRole('button', { name: 'Send Reply' }).click();
  }

  /** Starts a check-in from "Going out alone?": back in `preset` ("15 min" … "12 hours"), with a note. */
  async startCheckIn(preset: string, note: string) {
    const form = this.page.locator('#check-in');
    await form.getByRole('button', { name: /Back in/ }).click();
    await this.page.getByRole('option', { name: preset, exact: true }).click();
    await form.getByLabel('Note (optional)').fill(note);
    await form.getByRole('button', { name: 'Start check-in' }).click();
  }

  async startRollCall(kind: 'Roll-call' | 'Drill', message?: string) {
    if (message) await this.rollCall.getByLabel('Roll-call message (optional)').fill(message);
    await this.rollCall.getByRole('button', { name: `Start ${kind}` }).click();
  }
}
