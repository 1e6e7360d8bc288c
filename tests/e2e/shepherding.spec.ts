// Shepherding Call (/shepherding-call, docs/product/shepherding.md): the request form with its
// rules and messages beside the fields, the request in Your Requests as pending with its steps, the
// order of the two on a phone and a wide screen, a request made with no signal, and the page in
// Spanish.
import { expect, test, type Page } from '@playwright/test';
import { API_HEADERS } from './api-headers.ts';
import { newMember } from './pages/app.ts';
import { ShepherdingPage } from './pages/shepherding.ts';
import { expectNoAxeViolations } from './pages/axe.ts';
import { readDevice } from './pages/device-store.ts';

test('a member asks for a shepherding call and sees it pending', async ({ page }) => {
  const shepherding = new ShepherdingPage(page);
  await shepherding.app.signUpThroughApi(newMember({ group: 'Service Group 5' }));
  await shepherding.goto();
  await expect(page.getByRole('link', { name: 'Back to Service Group' })).toHaveAttribute('href', '/service-group');
  await expect(shepherding.requests).toContainText('You have not asked for a shepherding call yet.');

  // The spec's messages: request type required, then a description of at least 10 characters.
  await shepherding.form.getByLabel('Description').fill('Too short');
  await shepherding.submit();
  await expect(shepherding.form).toContainText('Request type is required');
  // The first field in error is marked invalid and takes the focus; the message is not repeated in a toast.
  await expect(shepherding.form.getByRole('button', { name: /Request type$/ })).toBeFocused();
  await expect(shepherding.app.toastRegion.getByText('Request type is required')).toHaveCount(0);
  await shepherding.choose('Request type', 'Bereavement');
  await shepherding.submit();
  await expect(shepherding.form).toContainText('Description must be at least 10 characters');
  await expect(shepherding.form.getByLabel('Description')).toHaveAttribute('aria-invalid', 'true');
  await expect(shepherding.form.getByLabel('Description')).toBeFocused();

  await expect(shepherding.form.getByRole('button', { name: /Priority$/ })).toContainText('Normal');
  await shepherding.choose('Priority', 'Urgent');
  await shepherding.form.getByLabel('Description').fill('My mother passed away on Sunday; a visit would help us.');
  await shepherding.form.getByLabel('Preferred elders (optional)').fill('Brother Lee');
  await shepherding.submit();
  await expect(shepherding.app.toastRegion).toContainText('Request sent');

  const request = shepherding.request('Bereavement');
  await expect(request).toContainText('Status: Pending');
  await expect(request).toContainText('Priority: Urgent');
  await expect(request.getByRole('list', { name: 'Progress' }).getByRole('listitem').filter({ hasText: 'Pending' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(shepherding.requests).toContainText('1 request, newest first');
  await expect(shepherding.form.getByLabel('Description')).toHaveValue('');

  await expectNoAxeViolations(page);

  await page.reload();
  await expect(shepherding.request('Bereavement')).toContainText('Status: Pending');
});

test('on a phone the member’s requests come first and one button leads to the form; on a wide screen the form is on the left', async ({ page }) => {
  const shepherding = new ShepherdingPage(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await shepherding.app.signUpThroughApi(newMember({ group: 'Service Group 5' }));
  await shepherding.goto();
  const top = async (region: typeof shepherding.form) => (await region.boundingBox())?.y ?? Number.NaN;
  expect(await top(shepherding.requests)).toBeLessThan(await top(shepherding.form));
  await page.getByRole('button', { name: 'Request a Shepherding Call' }).click();
  await expect(shepherding.form.getByRole('button', { name: /Request type$/ })).toBeFocused();
  await expect(shepherding.form.getByRole('button', { name: /Request type$/ })).toBeInViewport();

  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByRole('button', { name: 'Request a Shepherding Call' })).toBeHidden();
  const form = await shepherding.form.boundingBox();
  const requests = await shepherding.requests.boundingBox();
  expect(form && requests && form.x < requests.x && form.y === requests.y).toBe(true);
});

test('in Spanish the form, the request types and the request speak Spanish', async ({ page }) => {
  const shepherding = new ShepherdingPage(page);
  await shepherding.app.signUpAndOpen(newMember({ group: 'Service Group 5' }), '/shepherding-call?lng=es');
  await expect(page.getByRole('heading', { name: 'Visita de pastoreo', level: 1 })).toBeVisible();
  const form = page.getByRole('region', { name: 'Solicitar una visita de pastoreo' });
  await form.getByRole('button', { name: /Tipo de solicitud$/ }).click();
  await page.getByRole('option', { name: 'Duelo', exact: true }).click();
  await expect(form.getByRole('button', { name: /Prioridad$/ })).toContainText('Normal');
  await form.getByLabel('Descripción').fill('Mi madre falleció el domingo; una visita nos ayudaría.');
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByRole('region', { name: /notifica/i })).toContainText('Solicitud enviada');

  const requests = page.getByRole('region', { name: 'Tus solicitudes' });
  const request = requests.getByRole('article', { name: 'Duelo' });
  await expect(request).toContainText('Estado: Pendiente');
  await expect(request).toContainText('Prioridad: Normal');
  await expect(requests).toContainText('1 solicitud, la más reciente primero');
  await expect(page.getByRole('link', { name: 'Volver al grupo de servicio' })).toHaveAttribute('href', '/service-group');
});

/** The member's requests as the server has them. */
async function serverRequests(page: Page): Promise<{ requestType: string; status: string }[]> {
  const query = '{ viewer { shepherdingRequests(first: 10) { edges { node { requestType status } } } } }';
  const body = await (await page.request.post('/graphql', { headers: API_HEADERS, data: { query } })).json();
  return body.data.viewer.shepherdingRequests.edges.map((e: { node: { requestType: string; status: string } }) => e.node);
}

test('a request made with no signal is listed at once as pending, and reaches the elders once when the signal returns', async ({ page }) => {
  const shepherding = new ShepherdingPage(page);
  await shepherding.app.signUpThroughApi(newMember({ group: 'Service Group 5' }));
  await shepherding.goto();
  await shepherding.choose('Request type', 'Illness or hospital visit');
  await shepherding.form.getByLabel('Description').fill('In hospital since Monday, room 12.');
  // The rules are checked on the device too: nothing is kept until they hold.
  await shepherding.form.getByLabel('Notes (optional)').fill('x'.repeat(2001));
  await shepherding.submit();
  await expect(shepherding.form).toContainText('At most 2,000 characters');
  await expect(shepherding.form.getByLabel('Notes (optional)')).toBeFocused();
  await shepherding.form.getByLabel('Notes (optional)').fill('Visiting hours 3–5 pm');

  await page.context().setOffline(true);
  await shepherding.submit();
  await expect(shepherding.app.toastRegion).toContainText('Request saved offline');
  await expect(shepherding.request('Illness or hospital visit')).toContainText('Status: Pending');
  await expect(shepherding.form.getByLabel('Description')).toHaveValue('');
  await expect(page.getByRole('button', { name: /1 waiting to sync/ })).toBeVisible();

  await page.context().setOffline(false);
  await expect.poll(() => serverRequests(page), { timeout: 20_000 }).toEqual([{ requestType: 'Illness or hospital visit', status: 'pending' }]);
  await expect.poll(() => readDevice(page, 'outbox', 'rows')).toEqual([]);
  await page.reload();
  await expect(shepherding.request('Illness or hospital visit')).toHaveCount(1);
  await expect(shepherding.requests).toContainText('1 request, newest first');
  expect(await serverRequests(page)).toHaveLength(1);
});
