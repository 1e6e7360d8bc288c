// Page model of the GPS pages (/map, /openstreetmap, /gps-enhanced), found by role and name as a
// person finds them.
import { expect, type Locator, type Page } from '@playwright/test';
import { AppPage } from './app.ts';

export class GpsPage {
  readonly app: AppPage;
  constructor(readonly page: Page) {
    this.app = new AppPage(page);
  }

  async goto(path: '/map' | '/openstreetmap' | '/gps-enhanced', heading: string) {
    await this.app.goto(path);
    await expect(this.page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }

  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name, exact: typeof name === 'string' });
  }
  /** The first status line (the tracker's). */
  get status(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'GPS status' }).first();
  }
  get position(): Locator {
    return this.page.getByRole('region', { name: 'Current position' });
  }
  /** The map with its toolbar (maplibre's own canvas region is also named "Map"). */
  get map(): Locator {
    return this.page.locator('section[data-map-state]');
  }
  /** The map's state: loading, ready (a tile drawn) or error. */
  async expectMap(state: 'ready' | 'error') {
    await expect(this.page.locator(`[data-map-state="${state}"]`)).toBeVisible({ timeout: 30_000 });
  }
  get pointCount(): Locator {
    return this.page.getByTestId('gps-point-count');
  }
  get recentPoints(): Locator {
    return this.page.getByRole('region', { name: 'Recent points' }).getByRole('listitem');
  }
  get routes(): Locator {
    return this.page.getByRole('region', { name: 'My routes' });
  }
}
