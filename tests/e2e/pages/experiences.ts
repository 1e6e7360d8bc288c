// Page model of Ministry Experiences (/ministry-experiences and the panel), found by role and
// name as a person finds them.
import { expect, type Locator, type Page } from '@playwright/test';
import { AppPage } from './app.ts';
import { subscriptionSent } from './service-group.ts';

/** A real 1×1 PNG, as a phone photo would be picked from the file chooser. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export class ExperiencesPage {
  readonly app: AppPage;
  constructor(readonly page: Page) {
    this.app = new AppPage(page);
  }

  /**
   * Opens the page; with `live`, also waits until both of the panel's subscriptions (new shares,
   * and likes and edits) have been sent to the server, so what another member does after this
   * returns is something this page must show.
   */
  async goto(options: { live?: boolean } = {}) {
    const subscribed = options.live ? subscriptionSent(this.page, ['useExperienceSubscriptionsSharedSubscription', 'useExperienceSubscriptionsUpdatedSubscription']) : Promise.resolve();
    await this.app.goto('/ministry-experiences');
    await expect(this.page.getByRole('heading', { name: 'Ministry Experiences', level: 1 })).toBeVisible();
    await subscribed;
  }

  get panel(): Locator {
    return this.page.getByRole('region', { name: 'Ministry Experiences' });
  }
  get formDialog(): Locator {
    return this.page.getByRole('dialog', { name: /Add Ministry Experience|Edit Experience/ });
  }
  get shareDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Share Experience' });
  }
  tab(name: 'My Experiences' | 'Shared Experiences'): Locator {
    return this.panel.getByRole('tab', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
  }
  tabPanel(): Locator {
    return this.panel.getByRole('tabpanel');
  }
  card(title: string): Locator {
    return this.tabPanel().getByRole('article', { name: title, exact: true });
  }

  async showTab(name: 'My Experiences' | 'Shared Experiences') {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
  }

  async add(title: string, content: string, image?: { name: string; buffer: Buffer; mimeType: string }) {
    await this.panel.getByRole('button', { name: 'Add Experience' }).click();
    await expect(this.formDialog).toBeVisible();
    await this.formDialog.getByLabel('Title').fill(title);
    await this.formDialog.getByLabel('Content').fill(content);
    if (image) await this.formDialog.locator('input[type="file"]').setInputFiles(image);
  }

  async share(title: string, target = 'All Group Members') {
    await this.card(title).getByRole('button', { name: `Share ${title}` }).click();
    await expect(this.shareDialog).toBeVisible();
    if (target !== 'All Group Members') {
      await this.shareDialog.getByRole('button', { name: /Share With/ }).click();
      await this.page.getByRole('option', { name: target, exact: true }).click();
    }
    await this.shareDialog.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(this.shareDialog).toBeHidden();
  }
}
