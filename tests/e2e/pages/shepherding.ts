// Page model of Shepherding Call (/shepherding-call), found by role and name (English).
import { expect, type Locator, type Page } from '@playwright/test';
import { AppPage } from './app.ts';

export class ShepherdingPage {
  readonly app: AppPage;
  constructor(readonly page: Page) {
    this.app = new AppPage(page);
  }

  async goto() {
    await this.app.goto('/shepherding-call');
    await expect(this.page.getByRole('heading', { name: 'Shepherding Call', level: 1 })).toBeVisible();
  }

  get form(): Locator {
    return this.page.getByRole('region', { name: 'Request a Shepherding Call' });
  }
  get requests(): Locator {
    return this.page.getByRole('region', { name: 'Your Requests' });
  }
  request(requestType: string): Locator {
    return this.requests.getByRole('article', { name: requestType });
  }

  async choose(label: 'Request type' | 'Priority', option: string) {
    await this.form.getByRole('button', { name: new RegExp(`${label}$`) }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async submit() {
    await this.form.getByRole('button', { name: 'Submit Request' }).click();
  }
}
