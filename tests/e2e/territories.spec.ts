// My Assigned Territories end to end (docs/product/territories.md): a member adds territories (one
// with a map image, one already past its due date), adds and marks houses, and watches the stat
// cards and the coverage chart follow; a return visit saved from the Return Visits dialog shows in
// the calendar's upcoming list; View Map carries the territory's id and name. axe (WCAG 2.2 AA) runs
// over the page and its dialogs.
import { expect, test, type Page } from '@playwright/test';
import { AppPage, newMember } from './pages/app.ts';
import { PNG, TerritoriesPage } from './pages/territories.ts';
import { expectNoAxeViolations } from './pages/axe.ts';

const GROUP = 'Service Group 5';

/** A day counted from the browser's today, as YYYY-MM-DD in its own time zone. */
function localDay(offsetDays: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function signedUp(page: Page) {
  const app = new AppPage(page);
  const member = newMember({ username: `ter${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`, group: GROUP });
  await app.signUpAndOpen(member);
  return new TerritoriesPage(page);
}

test('a visitor is asked to sign in, and signing in there shows their territories', async ({ page }) => {
  const territories = new TerritoriesPage(page);
  await territories.goto();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(territories.app.toastRegion).toContainText('Unauthorized');
  await expect(page).toHaveURL(/\/territories$/);
  await territories.app.closeDialog();
  await territories.app.signUp(newMember({ username: `ter${Date.now().toString(36)}v`, group: GROUP }));
  await territories.app.completeSetupGuide();
  await expect(territories.stat('Active Territories')).toHaveText('0');
});

test('territories with an image and houses: the stat cards, the chart, the calendar and View Map follow', async ({ page }) => {
  test.slow();
  const territories = await signedUp(page);
  await territories.goto();
  await expect(territories.stat('Active Territories')).toHaveText('0');
  await expect(territories.stat('Coverage Rate')).toHaveText('0%');
  await expect(page.getByRole('complementary', { name: 'Territory tips' })).toContainText('Respect do-not-call requests.');
  // No houses yet: the coverage panel says how to fill it, with no empty charts or tables of zeros.
  const coverage = page.getByRole('region', { name: 'Coverage' });
  await expect(coverage).toContainText('Add houses to a territory to see them here by status.');
  await expect(coverage.getByRole('table')).toHaveCount(0);

  // A blank submit names both required fields.
  await territories.openAdd();
  await territories.formDialog.getByRole('button', { name: 'Save Territory' }).click();
  await expect(territories.formDialog).toContainText('Territory number is required');
  await expect(territories.formDialog).toContainText('Territory name is required');
  await territories.formDialog.getByRole('button', { name: 'Cancel' }).click();

  await territories.add({ number: '14', name: 'Riverside', image: { name: 'riverside.png', mimeType: 'image/png', buffer: PNG } });
  await territories.add({ number: '15', name: 'Hilltop', dueDate: '2020-01-31' });
  await expect(territories.stat('Active Territories')).toHaveText('1');
  // Past its due date and never marked: overdue by itself.
  await expect(territories.stat('Overdue')).toHaveText('1');
  await expect(territories.card('Hilltop')).toContainText('Overdue');

  const riverside = territories.card('Riverside');
  await expect(riverside).toContainText('Active');
  await expect(riverside).toContainText('AssignedNot set');
  await expect(riverside).toContainText('BoundariesNot specified');
  await expect(riverside).toContainText('NotesNo notes');
  const image = riverside.getByRole('img', { name: 'Map of territory 14, Riverside' });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  const mapLink = riverside.getByRole('link', { name: /^View Map/ });
  await expect(mapLink).toHaveAttribute('target', '_blank');
  const href = new URL((await mapLink.getAttribute('href'))!, 'http://x');
  expect(href.pathname).toBe('/map');
  expect(href.searchParams.get('name')).toBe('Riverside');
  expect(Buffer.from(href.searchParams.get('territoryId')!, 'base64').toString()).toMatch(/^Territory:\d+$/);

  // Houses: added, then marked; each mark is a call, and the figures follow by themselves.
  const houses = await territories.openHouses('14');
  await territories.addHouse(houses, '1 River Road');
  await territories.addHouse(houses, '2 River Road');
  await territories.addHouse(houses, '3 River Road');
  await expect(riverside).toContainText('0 of 3 houses contacted');
  await territories.choose(territories.house(houses, '1 River Road'), 'Status of 1 River Road', 'Home');
  await expect(riverside).toContainText('1 of 3 houses contacted');
  await territories.choose(territories.house(houses, '2 River Road'), 'Status of 2 River Road', 'Do not call');
  await expect(territories.house(houses, '2 River Road')).toContainText('Do not call');
  await expect(territories.house(houses, '2 River Road')).toHaveAttribute('data-do-not-call', 'true');
  await expect(territories.house(houses, '1 River Road')).toContainText('Last call:');
  await expect(riverside).toContainText('2 of 3 houses contacted');
  await expect(riverside.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
  await expectNoAxeViolations(page);
  await houses.getByRole('button', { name: 'Close' }).click();

  await expect(territories.stat('Coverage Rate')).toHaveText('67%');
  await expect(territories.housesWithStatus('Home')).toHaveText('1');
  await expect(territories.housesWithStatus('Do not call')).toHaveText('1');
  await expect(territories.housesWithStatus('Not visited')).toHaveText('1');
  await expect(territories.callsTable.getByRole('row').last().getByRole('cell')).toHaveText('2');

  // On a phone: the stat cards two by two, each status's bar in its own colour, and the weeks'
  // labels thinned so that none runs into the next.
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 740 });
  const top = async (label: string) => (await page.locator('[data-stat]').filter({ hasText: label }).boundingBox())!;
  await expect.poll(async () => (await top('Active Territories')).y === (await top('Completed')).y).toBe(true);
  expect((await top('Overdue')).y).toBeGreaterThan((await top('Active Territories')).y);
  expect((await top('Overdue')).x).toBe((await top('Active Territories')).x);
  const stroke = (status: string) => page.locator(`#houses-by-status ~ div .ct-bar[data-key="${status}"]`).evaluate((bar) => getComputedStyle(bar).stroke);
  const colours = await Promise.all(['HOME', 'DO_NOT_CALL', 'NOT_VISITED'].map(stroke));
  expect(new Set(colours).size).toBe(3);
  const labels = await page
    .locator('#calls-per-week ~ div .ct-label.ct-horizontal')
    .evaluateAll((nodes) => nodes.filter((node) => node.textContent?.trim()).map((node) => node.getBoundingClientRect()).map(({ left, right }) => ({ left, right })));
  expect(labels.length).toBeGreaterThan(1);
  for (let i = 1; i < labels.length; i++) expect(labels[i]!.left).toBeGreaterThanOrEqual(labels[i - 1]!.right - 1);
  await page.setViewportSize(size);

  // A return visit saved from the Return Visits dialog, with its next visit.
  await riverside.getByRole('button', { name: 'Return Visits of territory 14' }).click();
  const visits = page.getByRole('dialog', { name: 'Return Visits of territory 14' });
  await visits.getByLabel("Person's name").fill('Mrs. Lee');
  await visits.getByLabel('Address').fill('4 River Road');
  await visits.getByLabel('Next visit').fill(localDay(3));
  await visits.getByLabel('Topic').fill('Hope for the future');
  await visits.getByRole('button', { name: 'Save Return Visit' }).click();
  await expect(visits.getByRole('listitem').filter({ hasText: '4 River Road' })).toContainText('Name: Mrs. Lee');
  await expectNoAxeViolations(page);
  await visits.getByRole('button', { name: 'Close' }).click();
  await expect(territories.stat('Coverage Rate')).toHaveText('75%');
  await expect(territories.callsTable.getByRole('row').last().getByRole('cell')).toHaveText('3');
  await expect(territories.housesWithStatus('Return visit')).toHaveText('1');

  // The Contacts dialog lists who was home, and saves a new contact as such a house.
  await riverside.getByRole('button', { name: 'Contacts of territory 14' }).click();
  const contacts = page.getByRole('dialog', { name: 'Contacts of territory 14' });
  await expect(contacts.getByRole('listitem').filter({ hasText: '1 River Road' })).toBeVisible();
  await expect(contacts.getByRole('listitem').filter({ hasText: '2 River Road' })).toHaveCount(0);
  await contacts.getByLabel('Contact name').fill('Mr. Diaz');
  await contacts.getByLabel('Address').fill('5 River Road');
  await contacts.getByLabel('Phone').fill('+1 555 0101');
  await contacts.getByRole('button', { name: 'Save Contact' }).click();
  await expect(contacts.getByRole('listitem').filter({ hasText: '5 River Road' })).toContainText('Phone: +1 555 0101');
  await contacts.getByRole('button', { name: 'Close' }).click();
  await expect(riverside).toContainText('4 of 5 houses contacted');

  await expectNoAxeViolations(page);
  await territories.openAdd();
  await expectNoAxeViolations(page);
  await territories.formDialog.getByRole('button', { name: 'Cancel' }).click();

  // The return visit is in the calendar's upcoming list.
  await territories.app.goto('/calendar');
  const upcoming = page.getByRole('region', { name: 'Upcoming Events' });
  await expect(upcoming.getByRole('listitem').filter({ hasText: '4 River Road' })).toContainText('Territory 14, Riverside');

  // Delete, after a confirmation: the card and its figures go.
  await territories.goto();
  await page.getByRole('button', { name: 'Delete territory 15' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(territories.card('Hilltop')).toHaveCount(0);
  await expect(territories.stat('Overdue')).toHaveText('0');
});
