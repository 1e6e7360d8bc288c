// Ministry Experiences and video sharing between two members of one service group, each in a
// browser context of their own (spec 02: experiences, videos; DESIGN: live group updates).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { AppPage, newMember } from './pages/app.ts';
import { ExperiencesPage, PNG } from './pages/experiences.ts';
import { VideosPage } from './pages/videos.ts';

const GROUP = 'Service Group 5';

async function memberPage(browser: Browser, fullName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const app = new AppPage(page);
  const member = newMember({ group: GROUP, fullName });
  await app.goto('/');
  await app.signUp(member);
  await app.completeSetupGuide();
  return { context, page, member, experiences: new ExperiencesPage(page) };
}

async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(result.violations).toEqual([]);
}

test('a visitor is asked to sign in, not sent away', async ({ page }) => {
  const experiences = new ExperiencesPage(page);
  await experiences.goto();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(experiences.app.toastRegion).toContainText('Unauthorized');
  await expect(page).toHaveURL(/\/ministry-experiences$/);
});

test('two members share an experience and a video; likes and shares arrive live', async ({ browser }) => {
  const ana = await memberPage(browser, 'Ana Author');
  const ben = await memberPage(browser, 'Ben Reader');
  const title = 'The neighbour came to the Memorial';
  const content = 'After three return visits she came with her son.';

  // Ana adds an experience with a photo: it is private whatever she chooses.
  await ana.experiences.goto();
  await expect(ana.experiences.panel.getByText('No ministry experiences yet')).toBeVisible();
  await ana.experiences.add(title, content, { name: 'memorial.png', mimeType: 'image/png', buffer: PNG });
  await expect(ana.experiences.formDialog).toContainText('memorial.png (0.00 MB)');
  await ana.experiences.formDialog.getByRole('button', { name: 'Add Experience' }).click();
  await expect(ana.experiences.app.toastRegion).toContainText('Experience Added');
  await expect(ana.experiences.tab('My Experiences')).toHaveText('My Experiences (1)');
  const own = ana.experiences.card(title);
  await expect(own).toContainText('Private');
  await expect(own).toContainText('Ana Author');
  await expect(own).toContainText('less than a minute ago');
  await expect(own).toContainText('Service Group 5');
  const photo = own.getByRole('img', { name: `Photo for ${title}` });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // Ben has the panel open on his Shared tab, with nothing in it yet.
  await ben.experiences.goto();
  await ben.experiences.showTab('Shared Experiences');
  await expect(ben.experiences.tabPanel()).toContainText('No ministry experiences shared yet');

  // Ana shares it with all of the group: the badge changes and Share goes away.
  await ana.experiences.share(title);
  await expect(ana.experiences.app.toastRegion).toContainText('Experience Shared');
  await expect(own).toContainText('Shared');
  await expect(own.getByRole('button', { name: `Share ${title}` })).toBeHidden();

  // Ben sees it arrive without a reload, and likes it.
  const forBen = ben.experiences.card(title);
  await expect(forBen).toBeVisible();
  await expect(ben.experiences.tab('Shared Experiences')).toHaveText('Shared Experiences (1)');
  await expect(forBen).toContainText(content);
  await expect(forBen).toContainText('0 likes');
  await expect(forBen.getByRole('img', { name: `Photo for ${title}` })).toBeVisible();
  await forBen.getByRole('button', { name: `Like ${title}` }).click();
  await expect(forBen).toContainText('1 like');
  await expect(forBen.getByRole('button', { name: `Liked: ${title}` })).toBeDisabled();

  // Ana's screen shows the like too, without a reload.
  await ana.experiences.showTab('Shared Experiences');
  await expect(ana.experiences.card(title)).toContainText('1 like');
  await expectNoAxeViolations(ana.page);

  // Edit really edits, and Ben's card follows.
  await ana.experiences.showTab('My Experiences');
  await own.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(ana.experiences.formDialog.getByLabel('Title')).toHaveValue(title);
  await ana.experiences.formDialog.getByLabel('Content').fill(`${content} She asked for a study.`);
  await ana.experiences.formDialog.getByRole('button', { name: 'Update Experience' }).click();
  await expect(ana.experiences.app.toastRegion).toContainText('Experience Updated');
  await expect(forBen).toContainText('She asked for a study.');

  // Ana shares a video with Ben; he finds it in Shared with me.
  const anaVideos = new VideosPage(ana.page);
  await anaVideos.goto();
  await anaVideos.openAdd();
  await anaVideos.fill({ title: 'Why Study the Bible?', url: 'https://www.jw.org/en/library/videos/' });
  await anaVideos.submit();
  await expect(anaVideos.card('Why Study the Bible?')).toBeVisible();
  await anaVideos.card('Why Study the Bible?').getByRole('button', { name: 'Share Why Study the Bible?' }).click();
  const share = ana.page.getByRole('dialog', { name: 'Share Video' });
  await share.getByRole('button', { name: 'Share Video' }).click();
  await expect(anaVideos.app.toastRegion).toContainText('Please select a user to share with');
  await share.getByRole('button', { name: /Share with/ }).click();
  await expect(ana.page.getByRole('option')).toHaveCount(1); // group members except herself
  await ana.page.getByRole('option', { name: new RegExp(`^${ben.member.username}`) }).click();
  await share.getByRole('button', { name: 'Share Video' }).click();
  await expect(anaVideos.app.toastRegion).toContainText('Video has been shared successfully!');

  const benVideos = new VideosPage(ben.page);
  await benVideos.goto();
  const shared = ben.page.getByRole('region', { name: /Shared with me/ });
  await expect(shared.getByRole('heading', { name: 'Why Study the Bible?' })).toBeVisible();
  await expect(shared).toContainText('Shared by Ana Author');
  await expect(shared.getByRole('link', { name: 'Watch Why Study the Bible?' })).toHaveAttribute('href', 'https://www.jw.org/en/library/videos/');

  await ana.context.close();
  await ben.context.close();
});
