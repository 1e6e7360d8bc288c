// Page model of Return Visits (/return-visits), found by role and name as a person finds them.
import { expect, type Locator, type Page } from '@playwright/test';
import { API_HEADERS } from '../api-headers.ts';
import { AppPage } from './app.ts';

export class ReturnVisitsPage {
  readonly app: AppPage;
  constructor(readonly page: Page) {
    this.app = new AppPage(page);
  }

  async goto() {
    await this.app.goto('/return-visits');
    await expect(this.page.getByRole('heading', { name: 'Return Visits', level: 1 })).toBeVisible();
  }
  get main(): Locator {
    return this.page.getByRole('main');
  }
  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }
  tab(name: 'Due' | 'All' | 'Map'): Locator {
    return this.main.getByRole('tab', { name: new RegExp(`^${name}`) });
  }
  panel(): Locator {
    return this.main.getByRole('tabpanel');
  }
  card(name: string): Locator {
    return this.panel().getByRole('listitem').filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }
  field(name: string): Locator {
    return this.dialog.getByRole('textbox', { name, exact: true }).or(this.dialog.getByLabel(name, { exact: true })).first();
  }
  async fill(values: Record<string, string>) {
    for (const [name, value] of Object.entries(values)) await this.field(name).fill(value);
  }
  /** The dialog's small map, drawn. */
  async pinMapReady() {
    await expect(this.dialog.locator('[data-map-state="ready"]')).toBeVisible({ timeout: 30_000 });
    return this.dialog.getByTestId('pin-picker-map');
  }
  get pinText(): Locator {
    return this.dialog.getByText(/^(Pin at|No pin placed)/);
  }
  /** The Handovers section: offers made to the member and by them. */
  get handovers(): Locator {
    return this.main.getByRole('region', { name: 'Handovers' });
  }
  /** A picker (react-aria Select) of the dialog: its button, then the option. */
  async choose(label: string, option: string) {
    await this.dialog.getByRole('button', { name: new RegExp(label) }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }
  /** The device's calendar day, as the page computes it. */
  today(): Promise<string> {
    return this.page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
  }
}

/**
 * Return visits of the signed-in member, written in one delivery as the app writes them
 * (docs/product/offline.md); every one must be applied.
 */
export async function planReturnVisits(page: Page, visits: { name: string; address: string; nextVisitDate: string }[]) {
  const stamp = Date.now().toString(36);
  const changes = visits.map((fields, i) => ({ clientId: `plan-${stamp}-${i}`, type: 'returnVisit', action: 'create', fields: JSON.stringify(fields) }));
  const answer = await page.request.post('/graphql', {
    headers: API_HEADERS,
    data: {
      query: 'mutation ($input: ApplyChangesInput!) { applyChanges(input: $input) { ... on ChangesApplied { outcomes { status message } } } }',
      variables: { input: { changes } },
    },
  });
  const outcomes = (await answer.json()).data.applyChanges.outcomes as { status: string }[];
  expect(outcomes.map((o) => o.status)).toEqual(visits.map(() => 'applied'));
}
