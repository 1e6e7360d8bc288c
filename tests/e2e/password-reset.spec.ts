// "Forgot password?" (docs/product/accounts.md): a member who forgot their password sets a new one
// with the one-time reset code an admin gave them in person. The admin's side is done over the API
// (the e2e admin, in a request context of its own), as the invitation codes are; the Users tab's
// dialogs are the admin area's.
import { expect, request, test } from '@playwright/test';
import { API_HEADERS } from './api-headers.ts';
import { ENV_ADMIN } from './pages/admin.ts';
import { AppPage, newMember } from './pages/app.ts';

// The machine that runs these may be busy: signing up and page loads can take several seconds.
test.describe.configure({ timeout: 180_000 });

/** The e2e admin signs in (a fresh password confirmation) and issues a reset code for `username`. */
async function issueResetCode(username: string): Promise<string> {
  // The server of the running test's project (playwright.config.ts).
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: API_HEADERS });
  try {
    const graphql = async (query: string, variables: Record<string, unknown>) => (await api.post('/graphql', { data: { query, variables } })).json();
    const signedIn = await graphql('mutation ($input: AdminLoginInput!) { adminLogin(input: $input) { __typename } }', { input: ENV_ADMIN });
    expect(signedIn.data.adminLogin.__typename).toBe('AdminSignedIn');
    const found = await graphql('query ($search: String) { adminUsers(first: 5, search: $search) { edges { node { id username } } } }', { search: username });
    const node = found.data.adminUsers.edges.map((e: { node: { id: string; username: string } }) => e.node).find((n: { username: string }) => n.username === username);
    expect(node, JSON.stringify(found)).toBeTruthy();
    const issued = await graphql(
      'mutation ($id: ID!) { adminIssuePasswordResetCode(input: { id: $id }) { __typename ... on PasswordResetCodeIssued { code } ... on Error { message } } }',
      { id: node.id },
    );
    expect(issued.data.adminIssuePasswordResetCode.__typename, JSON.stringify(issued)).toBe('PasswordResetCodeIssued');
    return issued.data.adminIssuePasswordResetCode.code as string;
  } finally {
    await api.dispose();
  }
}

test('a member who forgot their password sets a new one with a reset code and is signed in', async ({ page }) => {
  const app = new AppPage(page);
  const member = newMember();
  await app.signUpAndOpen(member);
  await app.signOut();
  const code = await issueResetCode(member.username);

  await app.openAccount();
  await app.dialog.getByRole('button', { name: 'Sign In to Existing Account' }).click();
  await app.dialog.getByRole('button', { name: 'Forgot password?' }).click();
  const form = page.getByRole('dialog', { name: 'Reset Your Password' });
  await expect(form).toContainText('Ask an admin of your congregation for a reset code');

  // A wrong code first: the one answer for every code that does not work.
  await form.getByLabel('Username').fill(member.username);
  await form.getByLabel('Reset code').fill('ABCD-EFGH-JKMN-PQRS');
  await form.getByLabel('New password').fill('lantern orchard wheel');
  await form.getByRole('button', { name: 'Set New Password' }).click();
  await expect(form.getByRole('alert')).toContainText('That reset code does not work for this username', { timeout: 30_000 });
  await expect(form.getByLabel('New password')).toHaveValue('');

  await form.getByLabel('Reset code').fill(code);
  await form.getByLabel('New password').fill('lantern orchard wheel');
  await form.getByRole('button', { name: 'Set New Password' }).click();
  // Hashing the new password is deliberately slow; on a busy machine it takes a while.
  await expect(app.toastRegion).toContainText('Password Changed', { timeout: 30_000 });
  await expect(app.header.getByRole('button', { name: `Account: ${member.username}` })).toBeVisible();

  // The new password is the member's own from now on; the old one no longer works.
  await app.signOut();
  await app.signIn(member.username, member.password);
  await expect(app.dialog.getByRole('alert')).toHaveText('Invalid username or password', { timeout: 30_000 });
  await app.closeDialog();
  await app.signIn(member.username, 'lantern orchard wheel');
  await expect(app.toastRegion).toContainText('Welcome Back', { timeout: 30_000 });
  await expect(app.header.getByRole('button', { name: `Account: ${member.username}` })).toBeVisible();
});
