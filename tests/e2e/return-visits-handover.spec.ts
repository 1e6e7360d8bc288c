// Handing a return visit over and linking a note (docs/product/return-visits.md): two members of
// one service group, each in a browser context of their own; the giver offers a visit, the receiver
// accepts it and finds it in their list while it leaves the giver's; axe (WCAG 2.2 AA) on the Hand
// over dialog and the Handovers section. Then a member links one of their notes to a visit in the
// Add / Edit dialog and sees its title on the card after a reload. The refusals (another group,
// oneself, twice …) are API tests (api/src/modules/return-visits/handover.test.ts).
import { expect, test, type Browser, } from '@playwright/test';
import { API_HEADERS } from './api-headers.ts';
import { newMember } from './pages/app.ts';
import { ReturnVisitsPage } from './pages/return-visits.ts';
import { expectNoAxeViolations } from './pages/axe.ts';

/** A member of `group` signed up in a context of their own, on Return Visits. */
async function memberOn(browser: Browser, fullName: string, group = 'Group 7') {
  const context = await browser.newContext();
  const page = await context.newPage();
  const visits = new ReturnVisitsPage(page);
  await visits.app.signUpAndOpen(newMember({ fullName, group }), '/return-visits');
  await expect(page.getByRole('heading', { name: 'Return Visits', level: 1 })).toBeVisible();
  return visits;
}

async function addVisit(visits: ReturnVisitsPage, name: string, address: string) {
  await visits.main.getByRole('button', { name: 'Add Return Visit', exact: true }).click();
  await visits.fill({ Name: name, Address: address });
  await visits.dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(visits.app.toastRegion).toContainText('Return visit added');
  await visits.tab('All').click();
}

test('a member hands a return visit over to a groupmate, who accepts it', async ({ browser }) => {
  const suffix = Date.now().toString(36);
  const giverName = `Gina Giver ${suffix}`;
  const receiverName = `Rico Receiver ${suffix}`;
  const giver = await memberOn(browser, giverName);
  const receiver = await memberOn(browser, receiverName);

  await addVisit(giver, 'Hana Mori', '5 Cedar Lane');
  const card = giver.card('Hana Mori');
  const handOver = card.getByRole('button', { name: 'Hand Hana Mori over to a member of your group' });
  // Handed over once it has reached the server, which it does at once here.
  await expect(handOver).toBeEnabled({ timeout: 15_000 });
  await handOver.click();
  await expect(giver.dialog.getByRole('heading', { name: 'Hand Hana Mori Over' })).toBeVisible();
  // Sending with nobody chosen sends nothing and says why.
  await giver.dialog.getByRole('button', { name: 'Send Offer' }).click();
  await expect(giver.dialog.getByText('Please choose a member of your group')).toBeVisible();
  await giver.choose('Hand over to', receiverName);
  await expectNoAxeViolations(giver.page);
  await giver.dialog.getByRole('button', { name: 'Send Offer' }).click();
  await expect(giver.app.toastRegion).toContainText(`Hana Mori offered to ${receiverName}`);
  await expect(giver.dialog).toBeHidden();
  await expect(giver.handovers.getByRole('list', { name: 'Your offers' })).toContainText(`Hana Mori: offered to ${receiverName}, waiting for an answer.`);

  await receiver.page.reload();
  const offers = receiver.handovers.getByRole('list', { name: 'Offered to you' });
  await expect(offers).toContainText(`${giverName} offers you the return visit Hana Mori, 5 Cedar Lane.`);
  await expectNoAxeViolations(receiver.page);
  await offers.getByRole('button', { name: 'Accept Hana Mori' }).click();
  await expect(receiver.app.toastRegion).toContainText('Hana Mori is now in your return visits');
  await expect(receiver.handovers).toBeHidden();
  await receiver.tab('All').click();
  await expect(receiver.card('Hana Mori')).toContainText('5 Cedar Lane');

  // The giver's list no longer holds it, and the offer is gone.
  await giver.page.reload();
  await expect(giver.main.getByRole('heading', { name: 'No Return Visits Yet' })).toBeVisible();
  await expect(giver.handovers).toBeHidden();
});

test('a member links one of their notes to a return visit and sees it on the card after a reload', async ({ browser }) => {
  const visits = await memberOn(browser, 'Lina Linker', 'No service group (another congregation)');
  const note = await visits.page.request.post('/graphql', {
    headers: API_HEADERS,
    data: {
      query: 'mutation ($input: CreateNoteInput!) { createNote(input: $input) { __typename } }',
      variables: { input: { title: 'Talked about the resurrection', content: 'Wants the brochure' } },
    },
  });
  expect((await note.json()).data.createNote.__typename).toBe('NoteCreated');
  await addVisit(visits, 'Omar Haddad', '9 Birch Street');
  const card = visits.card('Omar Haddad');
  await expect(card).not.toContainText('Talked about the resurrection');
  await card.getByRole('button', { name: 'Edit Omar Haddad' }).click();
  await visits.choose('Linked note', 'Talked about the resurrection');
  await visits.dialog.getByRole('button', { name: 'Save' }).click();
  await expect(visits.app.toastRegion).toContainText('Return visit updated');
  await expect(card).toContainText('Talked about the resurrection');

  await visits.page.reload();
  await visits.tab('All').click();
  await expect(visits.card('Omar Haddad')).toContainText('Talked about the resurrection');
});
