// Page models of the weather page and the official-site page, and what both specs share: a
// member signed up through the API (usernames wx…, service group 7), the axe check, and a watch
// on the browser console for Content-Security-Policy violations.
import { groupInvitationCode } from './invitations.ts';
import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';

let counter = 0;

/** A member of group 7, signed in on this browser context (the API shares its cookies). */
export async function signUpWeatherMember(context: BrowserContext): Promise<string> {
  counter += 1;
  const username = `wx${Date.now().toString(36)}${counter}`;
  const created = await context.request.post('/api/users', {
    data: {
      username,
      password: 'correct horse battery',
      fullName: 'Walter Xu',
      phoneNumber: '+1 910 555 0177',
      address: '7 Pine Street, Leland',
      email: null,
      groupNumber: 7,
      invitationCode: await groupInvitationCode(7),
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await context.request.put(`/api/users/${id}`, { data: { isFirstLogin: false, setupCompleted: true } })).status()).toBe(200);
  return username;
}

/** Every Content-Security-Policy violation the page reports from now on. */
export function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy/i.test(error.message)) violations.push(error.message);
  });
  return violations;
}

export class WeatherPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/weather');
  }
  heading(region = 'Leland, NC'): Locator {
    return this.page.getByRole('heading', { level: 1, name: `Weather for ${region} - Ministry Work` });
  }
  get current(): Locator {
    return this.page.getByRole('region', { name: 'Current conditions' });
  }
  get forecast(): Locator {
    return this.page.getByRole('region', { name: '7-day forecast' });
  }
  get advice(): Locator {
    return this.page.getByRole('region', { name: 'Ministry weather advice' });
  }
}

export class OfficialSitePage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/jw-org');
  }
  get frame() {
    return this.page.frameLocator('iframe[title="JW.org, the organisation’s public site"]');
  }
  get frameElement(): Locator {
    return this.page.locator('iframe[title="JW.org, the organisation’s public site"]');
  }
  section(name: 'Home' | 'Library' | 'Bible' | 'Publications'): Locator {
    return this.page.getByRole('navigation', { name: 'Sections of the site' }).getByRole('button', { name });
  }
  get fallback(): Locator {
    return this.page.getByRole('alert').filter({ hasText: 'The site cannot be shown here' });
  }
}
