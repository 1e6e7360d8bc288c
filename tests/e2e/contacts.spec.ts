// HLC and PVG contacts (docs/product/contacts.md): a member adds, edits and deletes contacts of
// each kind, with the dialog, the confirmation, the count, the empty state and the toasts; a blank
// submit that keeps focus in the dialog and sends nothing; the failure toasts; a visitor's sample
// view with its dismissible banner; the home page cards; and an axe scan of each view once it
// shows real content.
import { expect, test, type Page } from '@playwright/test';
import { AppPage, newMember } from './pages/app.ts';
import { ContactsPage, POSITIONS, type ContactKind } from './pages/contacts.ts';
import { expectNoAxeViolations } from './pages/axe.ts';
import { readDevice } from './pages/device-store.ts';

async function signUp(page: Page) {
  const app = new AppPage(page);
  await app.signUpAndOpen(newMember());
  return app;
}

const PEOPLE: Record<ContactKind, { first: Record<string, string>; second: Record<string, string> }> = {
  hlc: {
    first: { name: 'Anna Berg', phoneNumber: '(910) 555-0123', email: 'anna@example.org', hospital: 'Example Medical Center', notes: 'Call after 6 pm' },
    second: { name: 'Jonas Ek', phoneNumber: '+1 910 555 0124', email: 'jonas@example.org' },
  },
  pvg: {
    first: { name: 'Ruth Lind', phoneNumber: '(910) 555-0131', email: 'ruth@example.org', hospital: 'Demo Valley Hospital', notes: 'Visits on Tuesdays' },
    second: { name: 'Peter Moss', phoneNumber: '+1 910 555 0132', email: 'peter@example.org' },
  },
};

for (const kind of ['hlc', 'pvg'] as const) {
  test(`a member adds, edits and deletes ${kind.toUpperCase()} contacts`, async ({ page }) => {
    const app = await signUp(page);
    const contacts = new ContactsPage(page, kind);
    const { label } = contacts;
    const { first, second } = PEOPLE[kind];

    // Four card placeholders while the list loads (the answer is held back until they are seen).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('ContactsPageQuery')) await held;
      await route.continue();
    });
    await page.goto(`/${kind}`);
    await expect(contacts.skeleton).toBeVisible();
    await expect(contacts.skeleton.locator(':scope > *')).toHaveCount(4);
    release();
    await page.unrouteAll({ behavior: 'wait' });

    // Empty: the spec's empty state and a count of 0.
    await expect(contacts.emptyState).toBeVisible();
    await expect(contacts.count).toHaveText('0 contacts');

    // Add, from the empty state: the dialog is empty, required fields are marked, Member is the default.
    await contacts.main.getByRole('button', { name: 'Add First Contact' }).click();
    await expect(contacts.dialog).toHaveAccessibleName(`Add ${label} Contact`);
    for (const field of ['Name', 'Phone Number', 'Email'] as const) {
      await expect(contacts.field(field)).toHaveValue('');
      await expect(contacts.field(field)).toHaveAttribute('aria-required', 'true');
    }
    await expect(contacts.field('Email')).toHaveAttribute('type', 'email');
    await expect(contacts.field('Hospital')).not.toHaveAttribute('aria-required', 'true');
    await expect(contacts.positionSelect).toContainText('Member');
    expect(await contacts.positionOptions()).toEqual(POSITIONS[kind]);
    await contacts.fill({ ...first, position: 'Secretary' });
    await contacts.submit();
    await expect(app.toastRegion).toContainText(`${label} contact added`);
    await expect(contacts.dialog).toBeHidden();
    await expect(contacts.count).toHaveText('1 contact');

    // The card: tap to call, tap to write, hospital and notes; Delete is a bin icon, no words.
    const card = contacts.card(first.name!);
    await expect(card.getByRole('button', { name: `Delete ${first.name}` })).toHaveText('');
    await expect(card.getByRole('link', { name: first.phoneNumber })).toHaveAttribute('href', `tel:${first.phoneNumber!.replace(/\D/g, '')}`);
    await expect(card.getByRole('link', { name: first.email })).toHaveAttribute('href', `mailto:${first.email}`);
    await expect(card).toContainText('Secretary');
    await expect(card).toContainText(first.hospital!);
    await expect(card).toContainText(first.notes!);

    // A second contact, with the default position; the newest comes first.
    await contacts.add(second);
    await expect(contacts.count).toHaveText('2 contacts');
    await expect(contacts.card(second.name!)).toContainText('Member');
    await expect(contacts.card(second.name!).getByRole('link', { name: second.phoneNumber })).toHaveAttribute(
      'href',
      `tel:+${second.phoneNumber!.replace(/\D/g, '')}`,
    );
    await expect(contacts.list.getByRole('listitem').first()).toHaveAccessibleName(second.name!);

    // Edit: the dialog is filled in with the contact; the change shows at once and survives a reload.
    await contacts.openEdit(first.name!);
    await expect(contacts.field('Name')).toHaveValue(first.name!);
    await expect(contacts.field('Phone Number')).toHaveValue(first.phoneNumber!);
    await expect(contacts.field('Email')).toHaveValue(first.email!);
    await expect(contacts.field('Hospital')).toHaveValue(first.hospital!);
    await expect(contacts.field('Notes')).toHaveValue(first.notes!);
    await expect(contacts.positionSelect).toContainText('Secretary');
    await expectNoAxeViolations(page);
    const renamed = `${first.name} Lund`;
    await contacts.fill({ name: renamed, position: 'Coordinator', hospital: '' });
    await contacts.submit();
    await expect(app.toastRegion).toContainText(`${label} contact updated`);
    await expect(contacts.dialog).toBeHidden();
    await expect(contacts.card(renamed)).toContainText('Coordinator');
    await expect(contacts.card(renamed)).not.toContainText(first.hospital!);
    await page.reload();
    await expect(contacts.card(renamed)).toContainText('Coordinator');
    await expect(contacts.count).toHaveText('2 contacts');
    await expectNoAxeViolations(page);

    // Home shows the member's first contacts of this kind.
    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    const emergency = page.getByRole('region', { name: 'Emergency Contacts' });
    await expect(emergency.getByRole('listitem', { name: renamed })).toBeVisible();
    await expect(emergency.getByRole('listitem', { name: second.name! })).toBeVisible();
    await page.goto(`/${kind}`);

    // Delete asks first; Cancel keeps the contact.
    await contacts.askDelete(second.name!);
    await expect(contacts.confirmation).toContainText(`Are you sure you want to delete this ${label} contact?`);
    await contacts.confirmation.getByRole('button', { name: 'Cancel' }).click();
    await expect(contacts.confirmation).toBeHidden();
    await expect(contacts.card(second.name!)).toBeVisible();

    await contacts.askDelete(second.name!);
    await contacts.confirmation.getByRole('button', { name: 'Delete' }).click();
    await expect(app.toastRegion).toContainText(`${label} contact deleted`);
    await expect(contacts.card(second.name!)).toHaveCount(0);
    await expect(contacts.count).toHaveText('1 contact');

    await contacts.askDelete(renamed);
    await contacts.confirmation.getByRole('button', { name: 'Delete' }).click();
    await expect(contacts.emptyState).toBeVisible();
    await expect(contacts.count).toHaveText('0 contacts');
    await page.reload();
    await expect(contacts.emptyState).toBeVisible();
  });
}

test('a bad email is caught before saving; a change the server refuses is shown with its message and can be discarded', async ({ page }) => {
  const app = await signUp(page);
  const hlc = new ContactsPage(page, 'hlc');
  const pvg = new ContactsPage(page, 'pvg');
  const bad = { name: 'Anna Berg', phoneNumber: '555-0100', email: 'anna@example' };
  // Every write sent, as its body: the one before it may still be on its way, or sent again after
  // a page load cut it off, so the check below looks for the malformed address itself.
  const writes: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (request.method() === 'POST' && /applyChanges/i.test(body)) writes.push(body);
  });

  // A malformed address: the message under the field, the dialog stays open, nothing is sent.
  for (const [contacts, name, email] of [
    [hlc, 'Anna Berg', 'anna@example'],
    [pvg, 'Ruth Lind', 'ruth@example'],
  ] as const) {
    await contacts.goto();
    await contacts.openAdd();
    await contacts.fill({ ...bad, name, email });
    await contacts.submit();
    await expect(contacts.field('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(contacts.field('Email')).toHaveAccessibleDescription(/Please enter a valid email address/);
    await expect(contacts.field('Email')).toBeFocused();
    await expect(contacts.dialog).toBeVisible();
    expect(writes.filter((body) => body.includes(JSON.stringify(email)))).toEqual([]);
    await contacts.fill({ email: email.replace('example', 'example.org') });
    await contacts.submit();
    await expect(app.toastRegion).toContainText(`${contacts.label} contact added`);
    await expect(contacts.count).toHaveText('1 contact');
    // Delivered before the next page load: a create cut off on its way is sent again after the
    // load, and until then the list shows the device's copy beside the server's (the contact
    // carries no client id to tell them apart; docs/product/offline.md).
    await expect.poll(() => readDevice(page, 'outbox', 'rows')).toEqual([]);
  }

  // A change to a contact deleted meanwhile (on another device): the server refuses it with its
  // message, shown beside the change in the list of changes waiting to sync, until discarded.
  await hlc.goto();
  const [row] = (await (await page.request.get('/api/hlc-contacts')).json()) as { id: number }[];
  expect((await page.request.delete(`/api/hlc-contacts/${row!.id}`)).status()).toBe(200);
  await hlc.openEdit('Anna Berg');
  await hlc.fill({ notes: 'Changed' });
  await hlc.submit();
  await expect(app.toastRegion).toContainText('HLC contact not found. It is kept in the list of changes waiting to sync.');
  const pending = page.getByRole('button', { name: /1 not saved/ });
  await pending.click();
  const panel = page.getByRole('dialog', { name: 'Waiting to sync' });
  await expect(panel).toContainText('Anna Berg');
  await expect(panel).toContainText('HLC contact change');
  await expect(panel).toContainText('Not saved: HLC contact not found');
  await panel.getByRole('button', { name: 'Discard: Anna Berg' }).click();
  await expect(pending).toBeHidden();
  await page.reload();
  await expect(hlc.emptyState).toBeVisible();

  // Deleting a contact already deleted elsewhere does what was asked: it is gone.
  await pvg.goto();
  const [pvgRow] = (await (await page.request.get('/api/pvg-contacts')).json()) as { id: number }[];
  await page.request.delete(`/api/pvg-contacts/${pvgRow!.id}`);
  await pvg.askDelete('Ruth Lind');
  await pvg.confirmation.getByRole('button', { name: 'Delete' }).click();
  await expect(app.toastRegion).toContainText('PVG contact deleted');
  await expect(pvg.emptyState).toBeVisible();
  await expect(page.getByRole('button', { name: /waiting to sync|not saved/ })).toBeHidden();
});

for (const kind of ['hlc', 'pvg'] as const) {
  test(`${kind.toUpperCase()}: a blank submit sends nothing, marks the fields and keeps focus in the dialog`, async ({ page }) => {
    const _app = await signUp(page);
    const contacts = new ContactsPage(page, kind);
    await contacts.goto();
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /applyChanges|createContact/i.test(request.postData() ?? '')) writes.push(request.url());
    });
    await contacts.openAdd();
    await contacts.fill({ phoneNumber: '555-0100' });
    await contacts.submit();

    const missing = [
      ['Name', 'Name is required'],
      ['Email', 'Email is required'],
    ] as const;
    for (const [label, message] of missing) {
      await expect(contacts.field(label)).toHaveAttribute('aria-invalid', 'true');
      await expect(contacts.field(label)).toHaveAccessibleDescription(new RegExp(message));
    }
    await expect(contacts.field('Phone Number')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(contacts.field('Name')).toBeFocused();
    // The note above the form says what the star means, and each required field's label shows one;
    // its name stays the label's words.
    await expect(contacts.dialog.getByText('Fields marked * are required.')).toBeVisible();
    await expect(contacts.dialog.getByText(/^Name\s*\*$/)).toBeVisible();
    await expect(contacts.field('Name')).toHaveAccessibleName('Name');
    await expect(contacts.dialog.getByText(/^Hospital\s*\*$/)).toHaveCount(0);
    await expect(page.getByText(`Failed to add ${contacts.label} contact`)).toHaveCount(0);
    expect(writes).toEqual([]);

    // Focus never left the dialog, so Escape closes it.
    await page.keyboard.press('Escape');
    await expect(contacts.dialog).toBeHidden();
    await expect(contacts.emptyState).toBeVisible();
  });
}

test('a visitor sees the sample contacts, read-only, and can dismiss the banner', async ({ page }) => {
  const hlc = new ContactsPage(page, 'hlc');
  await hlc.goto();
  const banner = page.getByRole('region', { name: 'Create an account' });
  await expect(banner).toContainText('You are looking at sample data.');
  await expect(page.getByRole('heading', { name: 'Sample HLC Contacts' })).toBeVisible();
  await expect(hlc.main.getByText('3 sample contacts')).toBeVisible();
  const sample = hlc.card('Daniel Reyes');
  await expect(sample).toContainText('Sample');
  await expect(sample).toContainText('Chairman');
  await expect(sample).toContainText('Example Regional Medical Center');
  await expect(sample.getByRole('link', { name: '(910) 555-0101' })).toHaveAttribute('href', 'tel:9105550101');
  // Read-only: nothing to add, edit or delete.
  await expect(hlc.main.getByRole('button', { name: /^(Add Contact|Add First Contact|Edit|Delete)/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The way in: Create Account opens the sign-up form; Sign In to Add Contacts the sign-in form.
  await banner.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toBeHidden();

  // Dismissed for the session: not on /pvg nor on home either.
  const pvg = new ContactsPage(page, 'pvg');
  await pvg.goto();
  await expect(page.getByRole('heading', { name: 'Sample PVG Contacts' })).toBeVisible();
  await expect(pvg.card('Ruth Nakamura')).toContainText('100 Example Avenue, Sampletown');
  await expect(pvg.card('Ruth Nakamura')).toContainText('Sample');
  await expect(page.getByRole('region', { name: 'Create an account' })).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Today' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Create an account' })).toHaveCount(0);
});

test("home shows a visitor the sample emergency contacts and the banner until it is dismissed", async ({ page }) => {
  await page.goto('/');
  const emergency = page.getByRole('region', { name: 'Emergency Contacts' });
  await expect(emergency.getByRole('listitem', { name: 'Daniel Reyes' })).toContainText('Sample');
  await expect(emergency.getByRole('listitem', { name: 'Ruth Nakamura' })).toContainText('Sample');
  await expect(emergency.getByRole('listitem')).toHaveCount(4);
  await expectNoAxeViolations(page);

  await page.getByRole('region', { name: 'Create an account' }).getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByRole('region', { name: 'Create an account' })).toHaveCount(0);
  await page.getByRole('link', { name: 'HLC Contacts' }).first().click();
  await expect(page.getByRole('heading', { name: 'Sample HLC Contacts' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Create an account' })).toHaveCount(0);

  const signIn = page.getByRole('main').getByRole('button', { name: 'Sign In to Add Contacts' });
  await signIn.click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});

test('a visitor who creates an account from the sample view gets their own list at once', async ({ page }) => {
  const app = new AppPage(page);
  const hlc = new ContactsPage(page, 'hlc');
  await hlc.goto();
  await expect(page.getByRole('heading', { name: 'Sample HLC Contacts' })).toBeVisible();
  await page.getByRole('region', { name: 'Create an account' }).getByRole('button', { name: 'Create Account' }).click();
  await app.fillSignUp(newMember());
  await app.dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(app.toastRegion).toContainText('Account created');
  await app.completeSetupGuide();

  // No reload: the samples give way to the member's own (empty) list.
  await expect(hlc.emptyState).toBeVisible();
  await expect(hlc.count).toHaveText('0 contacts');
  await expect(page.getByRole('heading', { name: 'Sample HLC Contacts' })).toHaveCount(0);
  await hlc.add({ name: 'Anna Berg', phoneNumber: '555-0123', email: 'anna@example.org' });
  await expect(hlc.count).toHaveText('1 contact');

  // Signing out brings the samples back on home, where the member's card was.
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  const emergency = page.getByRole('region', { name: 'Emergency Contacts' });
  await expect(emergency.getByRole('listitem', { name: 'Anna Berg' })).toBeVisible();
  await app.signOut();
  await expect(emergency.getByRole('listitem', { name: 'Daniel Reyes' })).toContainText('Sample');
  await expect(emergency.getByRole('listitem', { name: 'Anna Berg' })).toHaveCount(0);
});
