// The footer forms (docs/product/feedback.md): a visitor files each of the three, with the forms'
// own messages for missing fields and the submitting state; an admin finds them in the support
// inbox and answers; a signed-in member follows their report under My reports; with no
// connection a form says it was not sent and keeps what was typed; axe on every
// dialog in light and dark; the forms in Spanish.
import { expect, test, type Page } from '@playwright/test';
import { AppPage, newMember } from './pages/app.ts';
import { AdminApi } from './pages/admin.ts';
import { API_HEADERS } from './api-headers.ts';
import { expectNoAxeViolationsInBothThemes } from './pages/axe.ts';

// The offline app's service worker is part of what these tests show.
test.use({ serviceWorkers: 'allow' });

// tests/e2e/serve.ts makes this admin at start.
const ADMIN = { username: process.env.ADMIN_USERNAME ?? 'e2eadmin', password: process.env.ADMIN_PASSWORD ?? 'e2e admin password' };

// The machine that runs these may be busy: sign-ups and page loads can take several seconds.
test.describe.configure({ timeout: 300_000 });

const footerLinks = (page: Page) => page.getByRole('contentinfo').getByRole('navigation', { name: 'Feedback and support' });

async function openForm(page: Page, name: string) {
  await footerLinks(page).getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function choose(page: Page, dialog: ReturnType<Page['getByRole']>, label: string, option: string) {
  await dialog.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Signs the admin in (no setup guide opens over an admin's work: docs/product/accounts.md). */
async function signInAsAdmin(app: AppPage) {
  await app.signIn(ADMIN.username, ADMIN.password);
  await expect(app.header.getByRole('button', { name: `Account: ${ADMIN.username}` })).toBeVisible({ timeout: 30_000 });
}

test('a visitor files each footer form and an admin answers them in the support inbox', async ({ page }) => {
  const app = new AppPage(page);
  const stamp = Date.now().toString(36);
  await app.goto('/');

  // Custom App Development Request: the required fields first, then sent.
  let dialog = await openForm(page, 'Custom App Development Request');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  // Each blank field says so beside itself, focus on the first; no toast repeats it.
  await expect(dialog.getByLabel('Your name', { exact: true })).toBeFocused();
  await expect(page.locator('[role="alertdialog"]')).toHaveCount(0);
  for (const label of ['Your name', 'Email', 'Project description']) {
    await expect(dialog.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(dialog.getByText('This field is required')).toHaveCount(3);
  await dialog.getByLabel('Your name', { exact: true }).fill('Ruth Banda');
  await dialog.getByLabel('Email', { exact: true }).fill('ruth@example.org');
  await dialog.getByLabel('Project description').fill(`An assembly schedule app ${stamp}`);
  await choose(page, dialog, 'Project type', 'Mobile app');
  await choose(page, dialog, 'Budget', 'Not sure yet');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(app.toastRegion).toContainText('Request sent');
  await expect(dialog).toBeHidden();

  // Share Your Suggestions.
  dialog = await openForm(page, 'Share Your Suggestions');
  await dialog.getByRole('button', { name: 'Submit Suggestion' }).click();
  await expect(dialog.getByLabel('Your suggestion')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Your name')).toBeFocused();
  await dialog.getByLabel('Your name').fill('Lydia Moss');
  await dialog.getByLabel('Your suggestion').fill(`A dark map for evening ministry ${stamp}`);
  await dialog.getByRole('button', { name: 'Submit Suggestion' }).click();
  await expect(app.toastRegion).toContainText('Suggestion sent');
  await expect(dialog).toBeHidden();

  // Report a Problem, held on its way to the server to see the submitting state.
  dialog = await openForm(page, 'Report a Problem');
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await expect(dialog.getByLabel('Problem description')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Your name').fill('Samuel Ito');
  await dialog.getByLabel('Problem description').fill(`The calendar shows the wrong day ${stamp}`);
  await choose(page, dialog, 'Problem type', 'Display or layout');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('SendProblemReportMutation')) await held;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await expect(dialog.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  release();
  await expect(app.toastRegion).toContainText('Problem report sent');
  await expect(dialog).toBeHidden();
  await page.unroute('**/graphql');

  // The admin's support inbox holds all three; a problem report is moved on and answered.
  await signInAsAdmin(app);
  await footerLinks(page).getByRole('button', { name: 'Support inbox' }).click();
  const inbox = page.getByRole('dialog', { name: 'Support inbox' });
  await expect(inbox).toBeVisible();
  const report = inbox.getByRole('listitem').filter({ hasText: `The calendar shows the wrong day ${stamp}` });
  await expect(report).toContainText('Samuel Ito');
  await expect(report).toContainText('Display or layout');
  await expect(report).toContainText('Visitor');
  await expect(report).toContainText(/Browser: .*Screen: \d+x\d+ \| Window: \d+x\d+/);
  await report.getByRole('button', { name: /Status/ }).click();
  await page.getByRole('option', { name: 'In progress', exact: true }).click();
  await report.getByRole('button', { name: /Priority/ }).click();
  await page.getByRole('option', { name: 'High', exact: true }).click();
  await report.getByRole('textbox', { name: /^Answer/ }).fill('We are looking into it.');
  await report.getByRole('button', { name: 'Save' }).click();
  await expect(app.toastRegion).toContainText('Saved');
  await expect(report.getByText('In progress', { exact: true }).first()).toBeVisible();

  await inbox.getByRole('tab', { name: 'Suggestions' }).click();
  await expect(inbox.getByRole('listitem').filter({ hasText: `A dark map for evening ministry ${stamp}` })).toContainText('Lydia Moss');
  await inbox.getByRole('tab', { name: 'Custom app requests' }).click();
  const request = inbox.getByRole('listitem').filter({ hasText: `An assembly schedule app ${stamp}` });
  await expect(request).toContainText('ruth@example.org');
  await expect(request).toContainText('Mobile app');

  // Only resolved ones: the new request is not among them.
  await inbox.getByRole('tabpanel').getByRole('button', { name: /Show$/ }).click();
  await page.getByRole('option', { name: 'Resolved', exact: true }).click();
  await expect(request).toHaveCount(0);
});

test('a signed-in member follows their own report under My reports', async ({ page, request }) => {
  const app = new AppPage(page);
  const member = newMember({ fullName: 'Grace Hall' });
  await app.goto('/');
  await expect(footerLinks(page).getByRole('button', { name: 'My reports' })).toHaveCount(0);
  await app.signUp(member);
  await app.completeSetupGuide();

  const dialog = await openForm(page, 'Report a Problem');
  await expect(dialog.getByLabel('Your name')).toHaveValue('Grace Hall');
  await dialog.getByLabel('Problem description').fill('Songs do not play offline');
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await expect(app.toastRegion).toContainText('Problem report sent');

  // An admin answers it (through the API, in a session of its own).
  expect((await request.post('/api/login', { data: ADMIN })).ok()).toBe(true);
  const graphql = (query: string, variables?: object) =>
    request.post('/graphql', { data: { query, variables }, headers: API_HEADERS }).then((r) => r.json());
  const inbox = await graphql('{ problemReportInbox(first: 50) { edges { node { id description } } } }');
  const id = inbox.data.problemReportInbox.edges.find((e: { node: { description: string } }) => e.node.description === 'Songs do not play offline').node.id;
  const answer = await graphql(
    'mutation ($input: UpdateProblemReportInput!) { updateProblemReport(input: $input) { __typename } }',
    { input: { id, status: 'RESOLVED', answer: 'Fixed: songs are kept for offline use.' } },
  );
  expect(answer.data.updateProblemReport.__typename).toBe('ProblemReportUpdated');

  await footerLinks(page).getByRole('button', { name: 'My reports' }).click();
  const mine = page.getByRole('dialog', { name: 'My reports' });
  const item = mine.getByRole('listitem').filter({ hasText: 'Songs do not play offline' });
  await expect(item).toContainText('Resolved');
  await expect(item).toContainText('Fixed: songs are kept for offline use.');
  await expect(mine.getByRole('listitem')).toHaveCount(1);
});

test('a request that could not be sent names the support email an admin set', async ({ page, context, playwright, baseURL }) => {
  const api = await AdminApi.signIn(playwright, baseURL);
  const SETTINGS = 'mutation ($input: UpdateAppSettingsInput!) { updateAppSettings(input: $input) { __typename } }';
  const before = (await api.graphql('{ appSettings { contactEmail } }')).data.appSettings.contactEmail;
  await api.graphql(SETTINGS, { input: { contactEmail: 'help@congregation.example' } });
  try {
    const app = new AppPage(page);
    await app.goto('/');
    const request = await openForm(page, 'Custom App Development Request');
    await request.getByLabel('Your name', { exact: true }).fill('Ruth Banda');
    await request.getByLabel('Email', { exact: true }).fill('ruth@example.org');
    await request.getByLabel('Project description').fill('A planner for the territory cards');
    await context.setOffline(true);
    await request.getByRole('button', { name: 'Send Request' }).click();
    await expect(app.toastRegion).toContainText('Please try again or contact us directly at help@congregation.example.');
    await context.setOffline(false);
  } finally {
    await api.graphql(SETTINGS, { input: { contactEmail: before } });
  }
});

test('with no connection a form says it was not sent, keeps what was typed, and goes once the connection is back', async ({ page, context }) => {
  const app = new AppPage(page);
  const stamp = Date.now().toString(36);
  await app.goto('/');

  const request = await openForm(page, 'Custom App Development Request');
  await request.getByLabel('Your name', { exact: true }).fill('Ruth Banda');
  await request.getByLabel('Email', { exact: true }).fill('ruth@example.org');
  await request.getByLabel('Project description').fill(`A territory planner ${stamp}`);
  await context.setOffline(true);
  await request.getByRole('button', { name: 'Send Request' }).click();
  await expect(app.toastRegion).toContainText('Error Sending Request');
  await expect(app.toastRegion).not.toContainText('Request sent');
  await expect(request).toBeVisible();
  await expect(request.getByLabel('Project description')).toHaveValue(`A territory planner ${stamp}`);
  await context.setOffline(false);
  await request.getByRole('button', { name: 'Send Request' }).click();
  await expect(app.toastRegion).toContainText('Request sent');
  await expect(request).toBeHidden();

  const report = await openForm(page, 'Report a Problem');
  await report.getByLabel('Your name').fill('Samuel Ito');
  await report.getByLabel('Problem description').fill(`The map stays grey ${stamp}`);
  await choose(page, report, 'Problem type', 'Display or layout');
  await context.setOffline(true);
  await report.getByRole('button', { name: 'Submit Report' }).click();
  await expect(app.toastRegion).toContainText('Error Submitting Report');
  await expect(report).toBeVisible();
  await expect(report.getByLabel('Problem description')).toHaveValue(`The map stays grey ${stamp}`);
  await context.setOffline(false);
  await report.getByRole('button', { name: 'Submit Report' }).click();
  await expect(app.toastRegion).toContainText('Problem report sent');

  // Each reached the inbox once: the refused tries left nothing behind.
  expect((await page.request.post('/api/login', { data: ADMIN })).ok()).toBe(true);
  const inbox = await page.request
    .post('/graphql', {
      data: { query: '{ customAppRequestInbox(first: 100) { edges { node { description } } } problemReportInbox(first: 100) { edges { node { description } } } }' },
      headers: API_HEADERS,
    })
    .then((r) => r.json());
  const count = (edges: { node: { description: string } }[], text: string) => edges.filter((e) => e.node.description === text).length;
  expect(count(inbox.data.customAppRequestInbox.edges, `A territory planner ${stamp}`)).toBe(1);
  expect(count(inbox.data.problemReportInbox.edges, `The map stays grey ${stamp}`)).toBe(1);
});

test(`the footer forms, My reports and the support inbox have no axe violations (light and dark)`, async ({ page }) => {
  const app = new AppPage(page);
  await app.goto('/');
  await expectNoAxeViolationsInBothThemes(page);
  for (const [name, submit] of [
    ['Custom App Development Request', 'Send Request'],
    ['Share Your Suggestions', 'Submit Suggestion'],
    ['Report a Problem', 'Submit Report'],
  ] as const) {
    const dialog = await openForm(page, name);
    await expectNoAxeViolationsInBothThemes(page);
    // With its fields marked invalid, too.
    await dialog.getByRole('button', { name: submit }).click();
    await expect(dialog.getByText('This field is required').first()).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }

  await signInAsAdmin(app);
  await footerLinks(page).getByRole('button', { name: 'My reports' }).click();
  await expect(page.getByRole('dialog', { name: 'My reports' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
  await app.closeDialog();

  await footerLinks(page).getByRole('button', { name: 'Support inbox' }).click();
  const inbox = page.getByRole('dialog', { name: 'Support inbox' });
  await expect(inbox.getByRole('tab', { name: 'Problem reports' })).toBeVisible();
  for (const tab of ['Problem reports', 'Suggestions', 'Custom app requests']) {
    await inbox.getByRole('tab', { name: tab }).click();
    await expect(inbox.getByRole('tabpanel')).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page);
  }
});

test('the footer forms in Spanish', async ({ page }) => {
  await page.goto('/?lng=es');
  const links = page.getByRole('contentinfo').getByRole('navigation', { name: 'Comentarios y ayuda' });
  await links.getByRole('button', { name: 'Informar de un problema' }).click();
  const dialog = page.getByRole('dialog', { name: 'Informar de un problema' });
  await dialog.getByRole('button', { name: 'Enviar informe' }).click();
  await expect(dialog.getByLabel('Su nombre')).toHaveAccessibleDescription('Este campo es obligatorio');
  await expect(dialog.getByLabel('Su nombre')).toBeFocused();
});
