// Ministry Experiences and video sharing between two members of one service group, each in a
// browser context of their own, with live updates between them (docs/product/experiences.md);
// the add dialog's handling of a blank submit; experiences written, changed and deleted with no
// connection (docs/product/offline.md); axe on the dialogs in the light and dark themes.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { API_HEADERS } from './api-headers.ts';
import { readDevice } from './pages/device-store.ts';
import { AppPage, newMember } from './pages/app.ts';
import { ExperiencesPage, PNG } from './pages/experiences.ts';
import { VideosPage } from './pages/videos.ts';
import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes } from './pages/axe.ts';

const GROUP = 'Service Group 5';

async function memberPage(browser: Browser, fullName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const app = new AppPage(page);
  const member = newMember({ group: GROUP, fullName });
  await app.signUpAndOpen(member);
  return { context, page, member, experiences: new ExperiencesPage(page) };
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
  // Two browsers signing up and walking the whole journey: more than the default time on a loaded runner.
  test.slow();
  const ana = await memberPage(browser, 'Ana Author');
  const ben = await memberPage(browser, 'Ben Reader');
  const title = 'The neighbour came to the Memorial';
  const content = 'After three return visits she came with her son.';

  // Ana adds an experience with a photo: it is private whatever she chooses.
  await ana.experiences.goto({ live: true });
  await expect(ana.experiences.panel.getByText('No ministry experiences yet')).toBeVisible();
  await ana.experiences.add(title, content, { name: 'memorial.png', mimeType: 'image/png', buffer: PNG });
  await expect(ana.experiences.formDialog).toContainText('memorial.png (0.00 MB)');
  await ana.experiences.formDialog.getByRole('button', { name: 'Add Experience' }).click();
  await expect(ana.experiences.app.toastRegion).toContainText('Experience added');
  await expect(ana.experiences.tab('My Experiences')).toHaveText('My Experiences (1)');
  const own = ana.experiences.card(title);
  await expect(own).toContainText('Private');
  await expect(own).toContainText('Ana Author');
  await expect(own).toContainText('less than a minute ago');
  await expect(own).toContainText('Service Group 5');
  const photo = own.getByRole('img', { name: `Attached to “${title}”` });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // Ben has the panel open on his Shared tab, with nothing in it yet.
  await ben.experiences.goto({ live: true });
  await ben.experiences.showTab('Shared Experiences');
  await expect(ben.experiences.tabPanel()).toContainText('No ministry experiences shared yet');

  // Ana shares it with all of the group: the badge changes and Share goes away.
  await ana.experiences.share(title);
  await expect(ana.experiences.app.toastRegion).toContainText('Experience shared');
  await expect(own).toContainText('Shared');
  await expect(own.getByRole('button', { name: `Share ${title}` })).toBeHidden();

  // Ben sees it arrive without a reload, and likes it.
  const forBen = ben.experiences.card(title);
  await expect(forBen).toBeVisible();
  await expect(ben.experiences.tab('Shared Experiences')).toHaveText('Shared Experiences (1)');
  await expect(forBen).toContainText(content);
  await expect(forBen).toContainText('0 likes');
  await expect(forBen.getByRole('img', { name: `Attached to “${title}”` })).toBeVisible();
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
  await expect(ana.experiences.app.toastRegion).toContainText('Experience updated');
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
  await expect(share).toContainText('Please select a user to share with');
  await share.getByRole('button', { name: /Share with/ }).click();
  // The group's members but herself: Ben is offered, Ana is not (other specs may add members to the group).
  await expect(ana.page.getByRole('option', { name: new RegExp(`^${ben.member.username}`) })).toHaveCount(1);
  await expect(ana.page.getByRole('option', { name: new RegExp(`^${ana.member.username}`) })).toHaveCount(0);
  await ana.page.getByRole('option', { name: new RegExp(`^${ben.member.username}`) }).click();
  await share.getByRole('button', { name: 'Share Video' }).click();
  await expect(anaVideos.app.toastRegion).toContainText('The video was shared.');

  const benVideos = new VideosPage(ben.page);
  await benVideos.goto();
  const shared = ben.page.getByRole('region', { name: /Shared with me/ });
  await expect(shared.getByRole('heading', { name: 'Why Study the Bible?' })).toBeVisible();
  await expect(shared).toContainText('Shared by Ana Author');
  await expect(shared.getByRole('link', { name: 'Watch Why Study the Bible?' })).toHaveAttribute('href', 'https://www.jw.org/en/library/videos/');

  await ana.context.close();
  await ben.context.close();
});

test('a member still waiting to be let into a group is told there is no one to share with', async ({ page }) => {
  const app = new AppPage(page);
  await app.signUpAndOpen(newMember({ group: GROUP, fullName: 'Wes Waiting', invitationCode: null }));
  const experiences = new ExperiencesPage(page);
  await experiences.goto();
  await experiences.panel.getByRole('button', { name: 'Add Experience' }).click();
  await experiences.formDialog.getByRole('textbox', { name: 'Title' }).fill('Before I was let in');
  await experiences.formDialog.getByRole('textbox', { name: 'Content' }).fill('Kept to myself for now.');
  await experiences.formDialog.getByRole('button', { name: 'Add Experience' }).click();
  await expect(experiences.formDialog).toBeHidden();

  await experiences.card('Before I was let in').getByRole('button', { name: 'Share Before I was let in' }).click();
  await expect(experiences.shareDialog).toContainText('You are not in a service group here yet, so there is no one to share with.');
  await expect(experiences.shareDialog).not.toContainText('Every member of Service Group 5');
  await expect(experiences.shareDialog.getByRole('button', { name: 'Share', exact: true })).toBeDisabled();
});

test('the card of a member of another congregation names no group number', async ({ page }) => {
  const app = new AppPage(page);
  await app.signUpAndOpen(newMember({ fullName: 'Vic Visiting' }));
  const experiences = new ExperiencesPage(page);
  await experiences.goto();
  await experiences.add('On holiday', 'Met a neighbour of the hotel.');
  await experiences.formDialog.getByRole('button', { name: 'Add Experience' }).click();
  await expect(experiences.card('On holiday')).toContainText('No service group (another congregation)');
  await expect(experiences.card('On holiday')).not.toContainText('Service Group 0');
});

test('a blank submit keeps the dialog open with the fields marked and the focus on the first; nothing is sent', async ({ browser }) => {
  test.slow();
  const ana = await memberPage(browser, 'Ana Blank');
  await ana.experiences.goto();
  const dialog = ana.experiences.formDialog;
  let sent = 0;
  await ana.page.route('**/graphql', (route) => {
    if (route.request().postData()?.includes('applyChanges')) sent += 1;
    return route.continue();
  });

  await ana.experiences.panel.getByRole('button', { name: 'Add Experience' }).click();
  await dialog.getByRole('button', { name: 'Add Experience' }).click();
  const title = dialog.getByRole('textbox', { name: 'Title' });
  const content = dialog.getByRole('textbox', { name: 'Content' });
  await expect(title).toBeFocused();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(content).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toHaveAccessibleDescription(/Please enter a title\./);
  await expect(content).toHaveAccessibleDescription(/Please write what happened\./);
  await expect(ana.experiences.app.toastRegion.getByText('Please fill in both title and content fields.')).toHaveCount(0);

  // With the title written, the focus goes to the content, the one field still blank.
  await title.fill('Only a title');
  await dialog.getByRole('button', { name: 'Add Experience' }).click();
  await expect(content).toBeFocused();
  await expect(title).not.toHaveAttribute('aria-invalid', 'true');

  // The dialog still has the focus, so Escape closes it; nothing reached the server.
  await ana.page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(sent).toBe(0);
  await expect(ana.experiences.tab('My Experiences')).toHaveText('My Experiences (0)');
  await ana.context.close();
});

/** The member's experiences as the server has them, newest first. */
async function serverExperiences(page: Page) {
  const query = '{ viewer { experiences(first: 20) { edges { node { title content imageUrl } } } } }';
  const body = await (await page.request.post('/graphql', { headers: API_HEADERS, data: { query } })).json();
  return (body.data.viewer.experiences.edges as { node: { title: string; content: string; imageUrl: string | null } }[]).map((e) => e.node);
}

test.describe('with no connection', () => {
  // The app's service worker serves the page when it is reloaded offline.
  test.use({ serviceWorkers: 'allow' });

  test('an experience written, one changed and one deleted offline show so after a reload and reach the server once', async ({ page, context }) => {
    test.slow();
    const experiences = new ExperiencesPage(page);
    await experiences.app.signUpAndOpen(newMember({ group: GROUP, fullName: 'Olga Offline' }));
    await experiences.goto();
    for (const title of ['Kept and changed', 'Deleted in the car']) {
      await experiences.add(title, 'Written with a signal');
      await experiences.formDialog.getByRole('button', { name: 'Add Experience' }).click();
      await expect(experiences.card(title)).toBeVisible();
    }
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await expect(experiences.card('Kept and changed')).toBeVisible();

    await context.setOffline(true);
    const title = 'The man at the laundromat';
    await experiences.add(title, 'He read Psalm 37:29 aloud and asked us to come back.', { name: 'laundromat.png', mimeType: 'image/png', buffer: PNG });
    await experiences.formDialog.getByRole('button', { name: 'Add Experience' }).click();
    await expect(experiences.app.toastRegion).toContainText('Experience saved offline');
    const written = experiences.card(title);
    await expect(written).toContainText('Private');
    await expect(written).toContainText('Olga Offline');
    await expect(written).toContainText('Service Group 5');
    await expect.poll(() => written.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    // Shared once the server has it.
    await expect(written.getByRole('button', { name: `Share ${title}` })).toBeDisabled();

    await experiences.card('Kept and changed').getByRole('button', { name: 'Edit Kept and changed' }).click();
    await experiences.formDialog.getByLabel('Content').fill('Changed at the door');
    await experiences.formDialog.getByRole('button', { name: 'Update Experience' }).click();
    await expect(experiences.app.toastRegion).toContainText('Experience saved offline');
    await experiences.card('Deleted in the car').getByRole('button', { name: 'Delete Deleted in the car' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(experiences.card('Deleted in the car')).toBeHidden();

    // Reloaded with no connection: every write shows as written.
    await page.reload();
    await expect(experiences.card(title)).toContainText('He read Psalm 37:29 aloud');
    await expect(experiences.card('Kept and changed')).toContainText('Changed at the door');
    await expect(experiences.card('Deleted in the car')).toHaveCount(0);
    await expect(experiences.tab('My Experiences')).toHaveText('My Experiences (2)');

    await context.setOffline(false);
    await expect.poll(() => readDevice(page, 'outbox', 'rows'), { timeout: 30_000 }).toEqual([]);
    const stored = await serverExperiences(page);
    expect(stored.map((e) => [e.title, e.content])).toEqual([
      [title, 'He read Psalm 37:29 aloud and asked us to come back.'],
      ['Kept and changed', 'Changed at the door'],
    ]);
    expect(stored[0]!.imageUrl).toBeTruthy();
    await expect(experiences.card(title).getByRole('button', { name: `Share ${title}` })).toBeEnabled();
  });
});

test(`the add, share and delete dialogs pass axe in the light and dark themes`, async ({ browser }) => {
  test.slow();
  const ana = await memberPage(browser, 'Ana Axe');
  await ana.experiences.goto();

  // The add dialog, with its fields in error (the error colour must be readable too).
  await ana.experiences.panel.getByRole('button', { name: 'Add Experience' }).click();
  await ana.experiences.formDialog.getByRole('button', { name: 'Add Experience' }).click();
  await expect(ana.experiences.formDialog.getByRole('textbox', { name: 'Title' })).toBeFocused();
  await expectNoAxeViolationsInBothThemes(ana.page);
  await ana.experiences.formDialog.getByRole('textbox', { name: 'Title' }).fill('Axe in the dialogs');
  await ana.experiences.formDialog.getByRole('textbox', { name: 'Content' }).fill('Checked in both themes.');
  await ana.experiences.formDialog.getByRole('button', { name: 'Add Experience' }).click();
  await expect(ana.experiences.formDialog).toBeHidden();
  await expect(ana.experiences.card('Axe in the dialogs')).toContainText('Private');

  await ana.experiences.card('Axe in the dialogs').getByRole('button', { name: 'Share Axe in the dialogs' }).click();
  await expect(ana.experiences.shareDialog).toBeVisible();
  await expectNoAxeViolationsInBothThemes(ana.page);
  await ana.page.keyboard.press('Escape');
  await expect(ana.experiences.shareDialog).toBeHidden();

  await ana.experiences.card('Axe in the dialogs').getByRole('button', { name: 'Delete Axe in the dialogs' }).click();
  const confirm = ana.page.getByRole('alertdialog', { name: 'Delete Experience' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolationsInBothThemes(ana.page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(ana.experiences.app.toastRegion).toContainText('Experience deleted');
  await ana.context.close();
});
