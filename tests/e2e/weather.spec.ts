// The weather page from the stand-in forecast service (tests/e2e/stand-ins/forecast.ts): the
// region's title, the conditions now, the week ahead and the advice, for a visitor; the last
// forecast on a member's device with no network; axe (WCAG 2.2 AA); and no Content-Security-Policy
// violation anywhere on the way. The service's failures are covered by the API tests.
import { expect, test } from '@playwright/test';
import { signUpWeatherMember, WeatherPage, watchCsp } from './pages/weather.ts';
import { expectNoAxeViolations } from './pages/axe.ts';

// The offline app's service worker is part of what these tests show.
test.use({ serviceWorkers: 'allow' });

test('a visitor sees the region’s weather, the 7-day forecast and the ministry advice', async ({ page }) => {
  const csp = watchCsp(page);
  const weather = new WeatherPage(page);
  await weather.goto();
  await expect(weather.heading()).toBeVisible();
  await expect(page.getByText('Updated less than a minute ago')).toBeVisible();
  await expect(weather.current).toContainText('68°F');
  await expect(weather.current).toContainText('Partly cloudy');
  await expect(weather.current.getByText('Feels like')).toBeVisible();
  await expect(weather.current).toContainText('67°F');
  await expect(weather.current).toContainText('61%');
  await expect(weather.current).toContainText('0 in');
  await expect(weather.current).toContainText('8 mph SW');
  const days = weather.forecast.getByRole('listitem');
  await expect(days).toHaveCount(7);
  await expect(days.first()).toContainText('Tuesday, Nov 24');
  await expect(days.first()).toContainText('Moderate rain');
  await expect(days.first()).toContainText('High: 71°F · Low: 55°F');
  await expect(days.first()).toContainText('Precipitation: 0.42 in');
  await expect(days.last()).toContainText('Thunderstorm');
  await expect(weather.advice).toContainText('Great weather for field service!');
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);
  expect(csp).toEqual([]);
});

test('a member’s device shows the last forecast with no network', async ({ page, context }) => {
  const csp = watchCsp(page);
  await signUpWeatherMember(context);
  const weather = new WeatherPage(page);
  await weather.goto();
  await expect(weather.current).toContainText('68°F');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first load is not controlled by the worker; a reload is.
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await expect(weather.current).toContainText('68°F');
  await context.setOffline(true);
  await page.reload();
  await expect(weather.heading()).toBeVisible();
  await expect(weather.current).toContainText('Partly cloudy');
  await expect(weather.forecast.getByRole('listitem')).toHaveCount(7);
  await expect(page.getByText(/^Updated /)).toBeVisible();
  expect(csp).toEqual([]);
});
