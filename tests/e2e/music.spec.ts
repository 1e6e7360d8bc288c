// My Favorite Kingdom Songs (docs/product/music.md): the file rules of the upload card, two songs
// uploaded at once with a progress bar each, one song playing at a time, the search, sharing with
// a member of the group who signs in and plays it, deletion after the confirmation, axe (WCAG 2.2
// AA) on the screen and its dialogs, and a visitor asked to sign in. The songs are WAV files of
// silence written by code (api/src/modules/music/test-audio.ts), long enough to be playing while
// the test looks.
import { expect, test, type Browser } from '@playwright/test';
import { wavFile } from '../../api/src/modules/music/test-audio.ts';
import { AppPage, newMember } from './pages/app.ts';
import { MusicPage } from './pages/music.ts';
import { expectNoAxeViolations } from './pages/axe.ts';

const GROUP = 'Service Group 4';
const song = (name: string, seconds = 30) => ({ name, mimeType: 'audio/wav', buffer: wavFile(seconds) });

async function memberIn(browser: Browser, fullName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const app = new AppPage(page);
  const member = newMember({ group: GROUP, fullName, username: `mus${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}` });
  await app.signUpAndOpen(member);
  return { context, page, member, screen: new MusicPage(page) };
}

const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

test('upload two songs, play one at a time, search, share with a group member who plays it, delete', async ({ browser }) => {
  const ana = await memberIn(browser, 'Ana Singer');
  const ben = await memberIn(browser, 'Ben Listener');
  const { screen, page } = ana;
  await screen.goto();
  await expect(screen.library).toContainText('No songs yet');
  await expect(screen.library).toContainText('0 songs');
  // The member's library is the page: no upload form on it; Upload Songs opens one in a dialog.
  await expect(screen.page.getByRole('button', { name: 'Choose Audio Files' })).toHaveCount(0);
  await expectNoAxeViolations(screen.page);
  await screen.openUpload();
  await expectNoAxeViolations(screen.page);

  // Nothing chosen, then a selection with a file that is not audio: none of it is taken.
  await screen.uploadCard.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(screen.app.toastRegion).toContainText('No Files Selected');
  await expect(screen.app.toastRegion).toContainText('Please select one or more audio files.');
  await screen.choose([song('Good Song.wav', 1), { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not audio') }]);
  await expect(screen.app.toastRegion).toContainText('Invalid File Type');
  await expect(screen.app.toastRegion).toContainText('1 file skipped. Please select audio files (MP3, WAV, M4A).');
  await expect(screen.uploadCard).not.toContainText('Good Song.wav');

  // Two songs: each file's name is its title, the date defaults to today.
  await screen.choose([song('Song of Praise.wav'), song('Morning Melody.wav')]);
  await expect(screen.uploadCard).toContainText('2 files selected');
  await expect(screen.uploadCard.getByRole('list', { name: '2 files selected' })).toContainText('Song of Praise.wav');
  await expect(screen.uploadCard.getByRole('textbox', { name: 'Title' })).toBeDisabled();
  await expect(screen.uploadCard.getByLabel('Upload date')).toHaveValue(today());

  // The first answer is held so the bars can be seen while the upload is under way.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/music/upload', async (route) => {
    await held;
    await route.continue();
  });
  await screen.uploadCard.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(screen.progress('Song of Praise.wav')).toBeVisible();
  await expect(screen.progress('Morning Melody.wav')).toHaveAttribute('aria-valuenow', '0');
  await expect(screen.uploadCard.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
  release();
  await expect(screen.app.toastRegion).toContainText('2 of 2 files uploaded');
  await page.unroute('**/api/music/upload');
  // Every file went up: the dialog closes on the library, which has them.
  await expect(screen.uploadCard).toBeHidden();
  await expect(screen.library).toContainText('2 songs');
  await expect(screen.card('Song of Praise')).toContainText('Length 0:30');
  await expect(screen.card('Song of Praise')).toContainText('WAV');

  // One song at a time: playing another pauses the first; pressing again pauses.
  await screen.play('Song of Praise').click();
  await expect(screen.pause('Song of Praise')).toBeVisible();
  await expect(screen.card('Song of Praise')).toContainText('Now playing');
  await screen.play('Morning Melody').click();
  await expect(screen.pause('Morning Melody')).toBeVisible();
  await expect(screen.play('Song of Praise')).toBeVisible();
  await screen.pause('Morning Melody').click();
  await expect(screen.play('Morning Melody')).toBeVisible();
  await expect(page.getByText('Now playing')).toHaveCount(0);

  // Search: title in any case, date exactly.
  await screen.search({ title: 'MORNING' });
  await expect(screen.library).toContainText('1 song');
  await expect(screen.card('Morning Melody')).toBeVisible();
  await expect(screen.card('Song of Praise')).toHaveCount(0);
  await screen.search({ title: '', date: today() });
  await expect(screen.library).toContainText('2 songs');
  await screen.search({ date: '2001-01-01' });
  await expect(screen.library).toContainText('No songs match your search.');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(screen.library).toContainText('2 songs');

  // Share: no member chosen is marked; then Ben.
  const dialog = await screen.openShare('Song of Praise');
  await expect(dialog).toContainText('Service Group 4');
  await dialog.getByRole('button', { name: 'Share Song' }).click();
  await expect(dialog).toContainText('Please select a user to share with');
  await expectNoAxeViolations(screen.page);
  await dialog.getByRole('button', { name: /Share with/ }).click();
  await page.getByRole('option', { name: new RegExp(`^${ben.member.username}`) }).click();
  await dialog.getByRole('button', { name: 'Share Song' }).click();
  await expect(screen.app.toastRegion).toContainText('Song of Praise has been shared with Ben Listener.');
  await expect(dialog).toBeHidden();

  // Ben finds it in Shared with me and plays it, streamed with a Range request.
  await ben.screen.goto();
  await expect(ben.screen.sharedWithMe).toContainText('Shared by Ana Singer');
  await expect(ben.screen.library).toContainText('0 songs');
  const streamed = ben.page.waitForResponse((response) => /\/api\/music\/\d+\/stream$/.test(response.url()));
  await ben.screen.play('Song of Praise').click();
  expect((await streamed).status()).toBe(206);
  await expect(ben.screen.pause('Song of Praise')).toBeVisible();
  await expectNoAxeViolations(ben.screen.page);

  // Delete asks first; the song is gone after a reload too.
  await screen.card('Morning Melody').getByRole('button', { name: 'Delete Morning Melody' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete Song' })).toBeVisible();
  await expectNoAxeViolations(screen.page);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await screen.delete('Morning Melody');
  await expect(screen.app.toastRegion).toContainText('Song deleted');
  await expect(screen.library).toContainText('1 song');
  await page.reload();
  await expect(screen.library).toContainText('1 song');
  await expect(screen.card('Morning Melody')).toHaveCount(0);

  await ana.context.close();
  await ben.context.close();
});

test('a song that can no longer be fetched shows the playback error and clears', async ({ browser }) => {
  const ana = await memberIn(browser, 'Ana Twotabs');
  const { screen } = ana;
  await screen.goto();
  await screen.choose([song('Lost Song.wav', 2)]);
  await expect(screen.uploadCard.getByRole('textbox', { name: 'Title' })).toHaveValue('Lost Song');
  await screen.uploadCard.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(screen.app.toastRegion).toContainText('Song uploaded');
  await expect(screen.uploadCard).toBeHidden();
  await expect(screen.card('Lost Song')).toBeVisible();
  // Deleted in another tab: this tab still shows the card, and the server answers 404 for it.
  const other = new MusicPage(await ana.context.newPage());
  await other.goto();
  await other.delete('Lost Song');
  await expect(other.card('Lost Song')).toHaveCount(0);
  await screen.play('Lost Song').click();
  await expect(screen.app.toastRegion).toContainText('Playback Error');
  await expect(screen.app.toastRegion).toContainText('Could not play this audio file');
  await expect(screen.play('Lost Song')).toBeVisible();
  await ana.context.close();
});

test('a visitor is asked to sign in', async ({ page }) => {
  const screen = new MusicPage(page);
  await screen.goto();
  await expect(page.getByRole('heading', { name: 'Sign in to keep your songs' })).toBeVisible();
  await expectNoAxeViolations(screen.page);
});

test('when the server refuses one file the upload dialog stays open with each file’s outcome', async ({ browser }) => {
  const ana = await memberIn(browser, 'Ana Partial');
  const { screen, page } = ana;
  await screen.goto();
  await screen.choose([song('Kept Song.wav'), song('Refused Song.wav')]);
  await page.route('**/api/music/upload', async (route) => {
    if (route.request().postDataBuffer()?.includes('Refused Song')) {
      await route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'This file could not be read as audio.' }) });
    } else await route.continue();
  });
  await screen.uploadCard.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(screen.app.toastRegion).toContainText('1 of 2 files uploaded');
  await expect(screen.progress('Kept Song.wav')).toContainText('Uploaded');
  await expect(screen.progress('Refused Song.wav')).toContainText('This file could not be read as audio.');
  await screen.uploadCard.getByRole('button', { name: 'Close' }).click();
  await expect(screen.card('Kept Song')).toBeVisible();
  await expect(screen.card('Refused Song')).toHaveCount(0);
  await ana.context.close();
});
