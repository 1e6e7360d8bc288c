// The audit log in the admin panel's Support tab (docs/product/admin.md, "Audit log"): a failed
// sign-in shows with the username typed and the address, the action filter narrows the list, and
// the section has no axe violations (WCAG 2.2 AA).
import { expect, test } from '@playwright/test';
import { AdminPanel, ENV_ADMIN } from './pages/admin.ts';
import { expectNoAxeViolations } from './pages/axe.ts';

test('an admin finds a failed sign-in in the audit log and filters by action', async ({ page }) => {
  const intruder = `intruder${Date.now().toString(36)}`;
  expect((await page.request.post('/api/login', { data: { username: intruder, password: 'guessing 12345' } })).status()).toBe(401);

  const admin = new AdminPanel(page);
  await admin.openAsEnvAdmin();
  await admin.tab('Support and Production');

  const log = admin.panel.getByRole('region', { name: 'Audit log' });
  const row = log.getByRole('row').filter({ hasText: intruder });
  await expect(row).toContainText('Failed sign-in');
  await expect(row).toContainText('unknown username');
  await expect(row).toContainText('127.0.0.1');
  await expect(log.getByRole('row').filter({ hasText: 'Signed in' }).first()).toContainText(ENV_ADMIN.username);
  await expect(log).not.toContainText('guessing 12345');

  // The support inbox above loads its first tab on its own and grows; once it has, nothing above
  // the filter moves under the pointer.
  await expect(admin.panel.getByRole('region', { name: 'Support inbox' }).getByRole('status')).toContainText(/\d+ reports?/);
  await log.getByRole('button', { name: /Show$/ }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.getByRole('option', { name: 'Failed sign-in', exact: true }).click();
  await expect(log.getByRole('row').filter({ hasText: 'Signed in' })).toHaveCount(0);
  await expect(row).toBeVisible();
  await expect(log.getByRole('status')).toContainText(/\d+ events?/);

  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
});
