// The shell: the frame painted before the script, theme persistence, the mobile layout, and the
// 404 page (docs/product/shell.md); the pages run under the Content-Security-Policy with no
// violation (styles: the app's files and the hashes of react-aria's run-time <style> elements
// only; docs/operations.md).
import { expect, test, type Page } from '@playwright/test';
import { AppPage, newMember } from './pages/app.ts';
import { watchCsp } from './pages/weather.ts';

// The machine that runs these may be busy: signing up and page loads can take several seconds.
test.describe.configure({ timeout: 180_000 });

test('the theme choice survives a reload', async ({ page }) => {
  const violations = watchCsp(page);
  const app = new AppPage(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await app.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await app.header.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(app.header.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  // react-aria wrote its pressable <style>; without its hash in the policy Chromium reports it here.
  await expect(page.locator('head style#react-aria-pressable-style')).toHaveCount(1);
  expect(violations).toEqual([]);
});

test('without a saved choice the system preference decides', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test.describe('before the script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the page already shows the frame: the header bar in the brand colour, as tall as the header, and the app\'s mark', async ({ page, browser }) => {
    // A page whose heading is not fixed text: the mark holds its place (page-headings.spec.ts has the others).
    await page.goto('/service-group');
    const bar = page.locator('#root > [data-frame] > div').first();
    await expect(bar).toHaveCSS('background-color', 'rgb(234, 88, 12)');
    await expect(page.locator('#root > [data-frame] svg')).toBeVisible();
    const frameHeight = (await bar.boundingBox())?.height;

    // The app's first render replaces the frame with a header of the same height.
    const { baseURL, viewport } = test.info().project.use;
    const context = await browser.newContext({ javaScriptEnabled: true, baseURL, viewport });
    try {
      const app = new AppPage(await context.newPage());
      await app.goto('/service-group');
      await expect(app.header).toBeVisible();
      await expect(app.page.locator('[data-frame]')).toHaveCount(0);
      expect((await app.header.boundingBox())?.height).toBe(frameHeight);
    } finally {
      await context.close();
    }
  });
});

test.describe('with code lost on the way in', () => {
  // Without the service worker, whose copy of the app would hold the code on a phone that has it.
  test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });

  /** Fails the fetches of the named parts' code until `signal.back`; records what failed and what came. */
  async function loseCode(page: Page, parts: string[]) {
    const state = { back: false, failed: new Set<string>(), fetched: new Set<string>() };
    await page.context().route(new RegExp(`/assets/(${parts.join('|')})-[^/]*\\.js$`), (route) => {
      const part = /\/assets\/([A-Za-z]+)-/.exec(route.request().url())![1]!;
      if (state.back) {
        state.fetched.add(part);
        return route.continue();
      }
      state.failed.add(part);
      return route.abort('internetdisconnected');
    });
    return state;
  }

  test('the header\'s menus and the toasts: the page stays with the menu\'s button, and they come when the signal does', async ({ page, context }) => {
    const signal = await loseCode(page, ['HeaderMenus', 'ToastRegion']);
    const app = new AppPage(page);
    await app.goto('/notes');
    const heading = page.getByRole('heading', { name: 'Personal Notes', level: 1 });
    await expect(heading).toBeVisible();
    await expect.poll(() => [...signal.failed].sort()).toEqual(['HeaderMenus', 'ToastRegion']);
    const more = app.header.getByRole('button', { name: 'More pages' });
    await expect(more).toBeVisible();

    // The browser says the signal is back: both are fetched again, and the More menu opens. (Said
    // until they are: the page hears of a failed fetch a moment after the network gives up.)
    signal.back = true;
    await expect
      .poll(async () => {
        await context.setOffline(true);
        await context.setOffline(false);
        return [...signal.fetched].sort();
      })
      .toEqual(['HeaderMenus', 'ToastRegion']);
    await more.click();
    await expect(page.getByRole('menu', { name: 'More pages' })).toBeVisible();
    await expect(heading).toBeVisible();
  });

  test('a dialog the member opens (Account, a footer form): closed with a word, and opened by the next press once the signal is back', async ({ page, context }) => {
    const signal = await loseCode(page, ['AccountDialog', 'SuggestionDialog']);
    const app = new AppPage(page);
    await app.goto('/notes');
    const heading = page.getByRole('heading', { name: 'Personal Notes', level: 1 });
    const unavailable = 'This could not be loaded. Check your connection and try again.';
    for (const [part, open] of [
      ['AccountDialog', () => app.header.getByRole('button', { name: 'Account', exact: true }).click()],
      ['SuggestionDialog', () => page.getByRole('button', { name: 'Share Your Suggestions' }).click()],
    ] as const) {
      await open();
      // The second press's word joins the first's toast: its fetch is what shows it was asked for.
      await expect.poll(() => signal.failed.has(part)).toBe(true);
      await expect(app.toastRegion).toContainText(unavailable);
      await expect(app.dialog).toHaveCount(0);
      await expect(heading).toBeVisible();
    }

    // The signal comes back: nothing opens by itself; each opens at the next press.
    signal.back = true;
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(app.dialog).toHaveCount(0);
    await app.header.getByRole('button', { name: 'Account', exact: true }).click();
    await expect(app.dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(app.dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Share Your Suggestions' }).click();
    await expect(app.dialog).toBeVisible();
  });
});

test.describe('with a dialog whose code fails as it runs', () => {
  test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });

  test('it closes with a word that something went wrong, and says so at every press, the page staying', async ({ page }) => {
    // The Account dialog's code arrives but throws as it runs (a broken release of that one file).
    await page.context().route(/\/assets\/AccountDialog-[^/]*\.js$/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("the account dialog is broken");' }),
    );
    const app = new AppPage(page);
    await app.goto('/notes');
    const heading = page.getByRole('heading', { name: 'Personal Notes', level: 1 });
    await expect(heading).toBeVisible();
    for (let press = 0; press < 2; press++) {
      await app.header.getByRole('button', { name: 'Account', exact: true }).click();
      await expect(app.toastRegion).toContainText('Something went wrong. Please try again.');
      await expect(app.dialog).toHaveCount(0);
      await expect(heading).toBeVisible();
      await page.keyboard.press('Escape');
    }
    // The footer's forms, whose code is whole, still open.
    await page.getByRole('button', { name: 'Share Your Suggestions' }).click();
    await expect(app.dialog).toBeVisible();
  });
});

test('an unknown path shows Page Not Found', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('home shows a 24-hour clock, the date and a caption', async ({ page }) => {
  // The page renders with the fake clock running, then it is paused so each tick is exact. The
  // pause is a minute ahead: a slow first load on a busy machine must not have passed it already.
  await page.clock.install({ time: new Date(2026, 10, 22, 18, 30, 0) });
  await page.goto('/');
  await expect(page.locator('time')).toBeVisible();
  await page.clock.pauseAt(new Date(2026, 10, 22, 18, 31, 5));
  await page.clock.runFor(1000);
  await expect(page.locator('time')).toHaveText('18:31:06');
  await expect(page.getByText('Time for family worship')).toBeVisible();
  await expect(page.getByText('Sunday, November 22, 2026')).toBeVisible();
  await page.clock.runFor(2000);
  await expect(page.locator('time')).toHaveText('18:31:08');
  // Read as a timer labelled with the time to the minute, not a live region spoken every second.
  await expect(page.getByRole('timer', { name: 'Current time: 18:31' })).toHaveAttribute('aria-live', 'off');
});

test('a visitor\'s home is whole in its first paint: the footer never moves once it is shown', async ({ page }) => {
  // Every animation frame from the navigation on records where the footer sits in the page. A part
  // that arrives after the first paint (the sample contacts, once fetched on their own) would push
  // it down, and a press aimed at it would land on whatever took its place.
  await page.addInitScript(() => {
    const tops: number[] = [];
    Object.assign(window, { footerTops: tops });
    const sample = () => {
      const footer = document.querySelector('footer');
      if (footer) {
        const top = Math.round(footer.getBoundingClientRect().top + window.scrollY);
        if (tops.at(-1) !== top) tops.push(top);
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Emergency Contacts' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const tops = await page.evaluate(() => (window as unknown as { footerTops: number[] }).footerTops);
  expect(tops).toHaveLength(1);
});

test('a visitor\'s and a member\'s first screen fetch no dialog\'s, popover\'s or text field\'s code before the first screen is done', async ({ page }) => {
  // The app marks the moment its first screen is done (the page quiet for a while,
  // web/src/lib/after-quiet.ts); the overlay code every dialog and popover shares, and the dialogs
  // themselves, load later or when opened, and so do the forms a first screen does not show (the
  // overdue banner's end form, say) with their text fields (docs/product/architecture.md).
  const OVERLAY = /react-aria-(Popover|ModalOverlay|Dialog|TextField)\b/;
  const fetchedBeforeDone = async () => {
    await page.waitForFunction(() => performance.getEntriesByName('first-screen-done').length > 0, undefined, { timeout: 60_000 });
    const urls = await page.evaluate(() => {
      const done = performance.getEntriesByName('first-screen-done')[0]?.startTime ?? 0;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < done && /\.m?js($|\?)/.test(new URL(entry.name).pathname))
        .map((entry) => entry.name);
    });
    expect(urls.length).toBeGreaterThan(0);
    const overlays = [];
    for (const url of urls) if (OVERLAY.test(await (await page.request.get(url)).text())) overlays.push(new URL(url).pathname);
    return overlays;
  };
  await page.goto('/');
  expect(await fetchedBeforeDone()).toEqual([]);
  const app = new AppPage(page);
  await app.signUpThroughApi(newMember());
  await page.goto('/');
  await expect(app.header.getByRole('button', { name: /^Account/ })).toBeVisible();
  expect(await fetchedBeforeDone()).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the dropdown shows the current page and the bottom bar navigates', async ({ page }) => {
    const app = new AppPage(page);
    await app.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menu = app.header.getByRole('button', { name: /Menu, current page Home/ });
    await expect(menu).toBeVisible();
    // Narrow screens show the app's mark for its name, never a word cut short.
    await expect(app.header.getByRole('link', { name: 'My Ministry Companion, home' }).locator('svg')).toBeVisible();
    await expect(app.header.getByText('My', { exact: true })).toHaveCount(0);

    const bottom = page.getByRole('navigation', { name: 'Quick' });
    for (const label of ['Home', 'Favorites', 'GPS', 'Notes', 'Scripture', 'Videos']) {
      await expect(bottom.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(bottom.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await bottom.getByRole('link', { name: 'Notes' }).click();
    await expect(page).toHaveURL(/\/notes$/);
    await expect(app.header.getByRole('button', { name: /Menu, current page Notes/ })).toBeVisible();

    await app.header.getByRole('button', { name: /Menu, current page/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Admin Activity' })).toHaveCount(0);
    await page.keyboard.press('Escape');
  });

  test('signed in, the page menu offers Admin Activity, Admin, Setup Guide and Logout; the bottom bar keeps its six links', async ({ page }) => {
    const violations = watchCsp(page);
    const app = new AppPage(page);
    await app.signUpAndOpen(newMember());

    const bottom = page.getByRole('navigation', { name: 'Quick' });
    // Six links whose labels fit the phone's width, none pushed off the edge (tests/e2e/layout.spec.ts checks 360 px).
    for (const name of ['Home', 'Favorites', 'GPS', 'Notes', 'Scripture', 'Videos']) {
      await expect(bottom.getByRole('link', { name })).toBeInViewport({ ratio: 1 });
    }
    await expect(bottom.getByRole('link')).toHaveCount(6);

    await app.header.getByRole('button', { name: /Menu, current page/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Admin Activity' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Admin', exact: true })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Setup Guide' }).click();
    await expect(page.getByRole('dialog', { name: /Setup Guide/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await page.keyboard.press('Escape');

    await app.header.getByRole('button', { name: /Menu, current page/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(app.toastRegion).toContainText('Signed Out');
    await expect(app.header.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
