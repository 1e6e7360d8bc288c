// Shepherding Call (/shepherding-call): the request form with the spec's rules and messages, and
// the request in Your Requests as pending.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { newMember } from './pages/app.ts';
import { ShepherdingPage } from './pages/shepherding.ts';

test('a member asks for a shepherding call and sees it pending', async ({ page }) => {
  const shepherding = new ShepherdingPage(page);
  await shepherding.app.goto('/');
  await shepherding.app.signUp(newMember({ group: 'Service Group 5' }));
  await shepherding.app.completeSetupGuide();
  await shepherding.goto();
  await expect(page.getByRole('link', { name: '← Back to Service Group' })).toHaveAttribute('href', '/service-group');
  await expect(shepherding.requests).toContainText('You have not asked for a shepherding call yet.');

  // The spec's messages: request type required, then a description of at least 10 characters.
  await shepherding.form.getByLabel('Description').fill('Too short');
  await shepherding.submit();
  await expect(shepherding.form).toContainText('Request type is required');
  await shepherding.choose('Request type', 'Bereavement');
  await shepherding.submit();
  await expect(shepherding.form).toContainText('Description must be at least 10 characters');

  await expect(shepherding.form.getByRole('button', { name: /Priority$/ })).toContainText('Normal');
  await shepherding.choose('Priority', 'Urgent');
  await shepherding.form.getByLabel('Description').fill('My mother passed away on Sunday; a visit would help us.');
  await shepherding.form.getByLabel('Preferred elders (optional)').fill('Brother Lee');
  await shepherding.submit();
  await expect(shepherding.app.toastRegion).toContainText('Request Submitted');

  const request = shepherding.request('Bereavement');
  await expect(request).toContainText('Status: Pending');
  await expect(request).toContainText('Priority urgent');
  await expect(shepherding.form.getByLabel('Description')).toHaveValue('');

  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(result.violations).toEqual([]);

  await page.reload();
  await expect(shepherding.request('Bereavement')).toContainText('Status: Pending');
});
