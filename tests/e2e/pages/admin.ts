// Page model of the admin area: the footer's Admin Panel entry, the admin sign-in and code step,
// the Personalization dialog's tabs, and the authenticator codes an app on a phone would show.
import { expect, type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/** tests/e2e/serve.ts makes this admin at start, from the same environment. */
export const ENV_ADMIN = { username: process.env.ADMIN_USERNAME ?? 'e2eadmin', password: process.env.ADMIN_PASSWORD ?? 'e2e admin password' };

/** The code an authenticator app shows `steps` periods of 30 s from now. */
export function totp(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + steps * 30_000 });
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
   * lands on the panel, with the setup guide out of the way. Sign-in hashes on purpose, and a busy
   * machine may take a while.
   */
  async openAsEnvAdmin() {
    await this.page.goto('/');
    await expect(this.page.getByRole('banner')).toBeVisible();
    await this.open();
    await this.signIn(ENV_ADMIN.username, ENV_ADMIN.password);
    await expect(this.panel).toBeVisible({ timeout: 120_000 });
    await this.closeSetupGuideIfShown();
  }

  async tab(name: string) {
    await this.panel.getByRole('tab', { name }).click();
    await expect(this.panel.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  }

  /** Closes the setup guide if it opens by itself over the page (accounts that never finished it). */
  async closeSetupGuideIfShown() {
    const guide = this.page.getByRole('dialog', { name: /Setup Guide/ });
    const shown = await guide.waitFor({ state: 'visible', timeout: 8000 }).then(
      () => true,
      () => false,
    );
    if (shown) {
      await guide.getByRole('button', { name: 'Close' }).click();
      await expect(guide).toBeHidden();
    }
  }
}
