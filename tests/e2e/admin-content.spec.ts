// Content for every member (docs/product/admin.md): an admin adds a video (with its description)
// and a scripture (with its notes) in the Content tab, sees them listed there, a member finds them
// under "From your congregation" on the Videos and Scriptures screens, and after the admin removes
// them they are gone for the member too. The vehicle image of the Vehicle tab marks a member's
// position on the GPS screens. The content is app-wide in the shared e2e database, so this file
// removes what it adds.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { AdminPanel, ENV_ADMIN } from './pages/admin.ts';
import { AppPage, newMember } from './pages/app.ts';
import { PNG } from './pages/experiences.ts';
import { GpsPage } from './pages/gps.ts';

// Sign-ups and sign-ins hash passwords on purpose; the machine running these may be busy.
test.describe.configure({ timeout: 600_000 });
const expect = baseExpect.configure({ timeout: 60_000 });

/** The admin area, signed in as the e2e admin. */
async function signedInAdmin(page: Page) {
  const admin = new AdminPanel(page);
  await page.goto('/');
  await admin.open();
  await admin.signIn(ENV_ADMIN.username, ENV_ADMIN.password);
  await expect(admin.panel).toBeVisible();
  await admin.expectNoSetupGuide();
  return admin;
}

test('what an admin adds in the Content tab reaches every member, and is gone once removed', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const videoTitle = `Family Worship ${stamp}`;
  const reference = `Psalm 83:18 ${stamp}`;

  const admin = await signedInAdmin(page);
  await admin.tab('Content');
  // A blank video is named on its fields and not sent.
  await admin.panel.getByRole('button', { name: 'Add Video' }).click();
  await expect(admin.panel.getByRole('alert').filter({ hasText: 'Please enter both a title and a URL for the video' })).toBeVisible();
  await expect(admin.panel.getByLabel('Video title')).toHaveAttribute('aria-invalid', 'true');
  await expect(admin.panel.getByLabel('Video URL')).toHaveAttribute('aria-invalid', 'true');
  await expect(admin.panel.getByLabel('Description (optional)')).not.toHaveAttribute('aria-invalid', 'true');
  await admin.panel.getByLabel('Video title').fill(videoTitle);
  await admin.panel.getByLabel('Video URL').fill('https://example.org/family-worship');
  await admin.panel.getByLabel('Description (optional)').fill('For the family study evening');
  await admin.panel.getByRole('button', { name: 'Add Video' }).click();
  await admin.panel.getByLabel('Reference').fill(reference);
  await admin.panel.getByLabel('Text', { exact: true }).fill('That people may know that you, whose name is Jehovah…');
  await admin.panel.getByLabel('Notes (optional)').fill('Read it at the door');
  await admin.panel.getByRole('button', { name: 'Add Scripture' }).click();
  const listed = admin.panel.getByRole('region', { name: 'Shown to every member' });
  await expect(listed.getByText(videoTitle)).toBeVisible();
  await expect(listed.getByText(reference)).toBeVisible();

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const member = new AppPage(memberPage);
  await member.signUpAndOpen(newMember());
  await memberPage.goto('/videos');
  const videos = memberPage.getByRole('region', { name: 'From your congregation' });
  await expect(videos.getByRole('heading', { name: videoTitle })).toBeVisible();
  await expect(videos.getByRole('link', { name: `Watch ${videoTitle} (opens in a new tab)` })).toHaveAttribute('href', 'https://example.org/family-worship');
  await expect(videos).toContainText('For the family study evening');
  await memberPage.goto('/scriptures');
  const scriptures = memberPage.getByRole('region', { name: 'From your congregation' });
  await expect(scriptures.getByRole('heading', { name: reference })).toBeVisible();
  await expect(scriptures).toContainText('Read it at the door');

  // Removal asks first, then the item leaves the admin's list at once.
  await listed.getByRole('button', { name: `Remove ${videoTitle}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove for everyone' });
  await expect(confirm).toContainText(`Remove "${videoTitle}"? Members will no longer see it.`);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(listed.getByText(videoTitle)).toHaveCount(0);
  await listed.getByRole('button', { name: `Remove ${reference}` }).click();
  await page.getByRole('alertdialog', { name: 'Remove for everyone' }).getByRole('button', { name: 'Remove' }).click();
  await expect(listed.getByText(reference)).toHaveCount(0);

  await memberPage.reload();
  await expect(memberPage.getByRole('heading', { name: 'Bible Verses' })).toBeVisible();
  await expect(memberPage.getByRole('heading', { name: reference })).toHaveCount(0);
  await memberPage.goto('/videos');
  await expect(memberPage.getByRole('heading', { name: 'Ministry Videos' })).toBeVisible();
  await expect(memberPage.getByRole('heading', { name: videoTitle })).toHaveCount(0);
  await memberContext.close();
});

test('the vehicle image an admin sets marks the member’s position on the GPS screens, and the dot is back once removed', async ({ page, browser }) => {
  const admin = await signedInAdmin(page);
  await admin.tab('Vehicle');
  const chooser = page.waitForEvent('filechooser');
  await admin.panel.getByRole('button', { name: 'Choose Vehicle image' }).click();
  await (await chooser).setFiles({ name: 'van.png', mimeType: 'image/png', buffer: PNG });
  await admin.panel.getByRole('button', { name: 'Save Settings' }).click();
  await expect(new AppPage(page).toastRegion).toContainText('Settings saved');

  const memberContext = await browser.newContext();
  await memberContext.grantPermissions(['geolocation']);
  await memberContext.setGeolocation({ latitude: 34.2241, longitude: -77.9447, accuracy: 12 });
  const gps = new GpsPage(await memberContext.newPage());
  await gps.app.signUpAndOpen(newMember());
  await gps.goto('/openstreetmap', 'Street & Satellite Map Tracker');
  await gps.expectMap('ready');
  await gps.button('Get GPS Location').click();
  const vehicle = gps.page.getByTestId('vehicle-image');
  await expect(vehicle).toHaveAttribute('src', /^\/api\/vehicle-image\?v=\d+$/);
  await expect.poll(() => vehicle.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await expect(gps.page.getByTestId('accuracy-circle')).toBeVisible();

  // Removed: the app-wide setting is as the other tests expect it, and the dot marks the position.
  await admin.panel.getByRole('button', { name: 'Remove Vehicle image' }).click();
  await admin.panel.getByRole('button', { name: 'Save Settings' }).click();
  await expect(new AppPage(page).toastRegion).toContainText('Settings saved');
  await gps.page.reload();
  await gps.expectMap('ready');
  await gps.button('Get GPS Location').click();
  await expect(gps.page.getByTestId('accuracy-circle')).toBeVisible();
  await expect(vehicle).toHaveCount(0);
  await memberContext.close();
});
