// Ministry Videos (spec 02 sections 2, 5 and 8): the loading state, Add New Video with the
// spec's Missing Information message and the URL and duration checks, a card whose Watch link
// opens the video's address in a new tab, deletion after a confirmation, the empty state, and
// an axe scan with a video shown.
import { expect, test } from '@playwright/test';
import { newMember } from './pages/app.ts';
import { accessibilityViolations } from './pages/scriptures.ts';
import { VideosPage } from './pages/videos.ts';

const VIDEO = {
  title: 'How to Study the Bible',
  url: 'https://www.jw.org/en/library/videos/#en/mediaitems/VODBibleTeachings/pub-ivfb_1_VIDEO',
  description: 'A short introduction to personal study.',
  duration: '5:30',
  category: 'Bible Teachings',
};

test('a member adds a video, watches it, deletes it and sees the empty state', async ({ page }) => {
  const screen = new VideosPage(page);
  await screen.app.goto('/');
  await screen.app.signUp(newMember());
  await screen.app.completeSetupGuide();

  // Hold the list's answer so the loading state can be seen, then let it through.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('VideosPageQuery')) await held;
    await route.continue();
  });
  await page.goto('/videos');
  await expect(page.getByRole('status').filter({ hasText: 'Loading videos…' })).toBeVisible();
  release();
  await expect(screen.emptyState).toBeVisible();
  await page.unroute('**/graphql');

  // Title and URL are required (Missing Information), the URL must be a web address and the
  // duration m:ss or h:mm:ss; nothing is added until they are.
  await screen.openAdd();
  await screen.submit();
  await expect(screen.app.toastRegion).toContainText('Missing Information');
  await expect(screen.app.toastRegion).toContainText('Please fill in both title and URL fields');
  await screen.fill({ title: VIDEO.title, url: 'javascript:alert(1)', duration: '5 minutes' });
  await screen.submit();
  await expect(screen.addDialog).toContainText('Please enter a web address starting with http:// or https://');
  await expect(screen.addDialog).toContainText('Please write the duration as m:ss or h:mm:ss (such as 5:30)');
  await expect(screen.addDialog.getByLabel('URL')).toHaveAttribute('aria-invalid', 'true');

  await screen.fill(VIDEO);
  await screen.submit();
  await expect(screen.app.toastRegion).toContainText('Video added successfully!');
  await expect(screen.addDialog).toBeHidden();

  const card = screen.card(VIDEO.title);
  await expect(card).toContainText(VIDEO.description);
  await expect(card).toContainText(VIDEO.category);
  await expect(card).toContainText('5:30');
  // Watch opens the video's own address in a new tab, never in the app's.
  await expect(screen.watch(VIDEO.title)).toHaveAttribute('href', VIDEO.url);
  await expect(screen.watch(VIDEO.title)).toHaveAttribute('target', '_blank');
  await expect(screen.watch(VIDEO.title)).toHaveAttribute('rel', /noopener/);
  await expect(screen.emptyState).toBeHidden();

  expect(await accessibilityViolations(page)).toEqual([]);

  // Saved on the server: the card is still there after a reload.
  await page.reload();
  await expect(screen.card(VIDEO.title)).toBeVisible();

  await screen.delete(VIDEO.title);
  await expect(screen.app.toastRegion).toContainText('Video deleted successfully!');
  await expect(screen.emptyState).toBeVisible();
  await page.reload();
  await expect(screen.emptyState).toBeVisible();
});

test('a visitor is asked to sign in', async ({ page }) => {
  const screen = new VideosPage(page);
  await screen.goto();
  await expect(page.getByRole('heading', { name: 'Sign in to keep your videos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New Video' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(screen.app.dialog).toBeVisible();
});

// Spec 02 section 9: the video list is kept 10 s. Coming back sooner shows it without asking the
// server; coming back later asks again. The page's clock is moved, not waited for.
test('the video list is fetched again only after 10 seconds', async ({ page }) => {
  const screen = new VideosPage(page);
  await page.clock.install();
  await screen.app.goto('/');
  await screen.app.signUp(newMember());
  await screen.app.completeSetupGuide();
  let fetches = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes('VideosPageQuery')) fetches += 1;
  });
  const visit = async (path: string) => {
    await screen.app.header.getByRole('link', { name: path === '/' ? 'Home' : 'Videos', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  };

  await visit('/videos');
  await expect(screen.emptyState).toBeVisible();
  expect(fetches).toBe(1);

  await visit('/');
  await page.clock.fastForward(5_000);
  await visit('/videos');
  await expect(screen.emptyState).toBeVisible();
  // Counted after the next navigation, so that a request the visit made has surely been seen.
  await visit('/');
  expect(fetches).toBe(1);

  await page.clock.fastForward(6_000);
  await visit('/videos');
  await expect.poll(() => fetches).toBe(2);
});
