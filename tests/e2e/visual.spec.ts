// Every screen a member opens, with a month of their records, in English, Spanish and Arabic
// (docs/testing.md, "The screens, compared"): at 320, 360, 390, 768 and 1440 px nothing runs past
// the window or its dialog, the header keeps to its row, and no text is drawn over other text; at
// 360 and 1440 px, light and dark, the screen is compared with the committed picture of it
// (tests/e2e/visual/<language>.json). A picture is kept as the mean brightness of each 16 px
// (phone) or 32 px (desktop) square, so what moves, appears, disappears or changes colour shows,
// while a name or a number drawn a few pixels differently does not. The clock is fixed, so the
// calendar, the report's month and every date are the same in every run.
// UPDATE_VISUAL=1 writes the pictures of this run as the new ones, to be looked at and committed.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { newMember, AppPage } from './pages/app.ts';
import { CHECKED_WIDTHS, fitProblems, layoutProblems, overlapProblems } from './pages/fits.ts';
import { makeConductor } from './pages/notes.ts';
import { seedMemberData } from './pages/seed.ts';

/** The day the page's clock is fixed to, in the month the records are written in. */
const TODAY = '2026-12-05';
const SCREENS = [
  '/',
  '/notes',
  '/calendar',
  '/service-group',
  '/report',
  '/return-visits',
  '/territories',
  '/hlc',
  '/pvg',
  '/scriptures',
  '/scriptures-explained',
  '/scriptures-simple',
  '/videos',
  '/favorites',
  '/convention-notes',
  '/ministry-experiences',
  '/ministry-conductor',
  '/shepherding-call',
  '/gps-enhanced',
  '/map',
  '/openstreetmap',
  '/weather',
  '/ai-assistant',
  '/voice-transcriber',
  '/jw-org',
] as const;
const PICTURED = { 360: 16, 1440: 32 } as const;
const THEMES = ['light', 'dark'] as const;
/** How far a picture may drift: the mean difference of its squares, and the share of squares changed a lot. */
const MEAN_LIMIT = 6;
const CHANGED_SQUARE = 48;
const CHANGED_SHARE_LIMIT = 0.06;

const UPDATE = process.env.UPDATE_VISUAL === '1';
const FOLDER = join(import.meta.dirname, 'visual');

type Pictures = Record<string, string>;

/** The screenshot as the mean brightness of each `block`-pixel square, one byte each, in base64. */
async function pictureOf(page: Page, block: number): Promise<string> {
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide', mask: [page.locator('.maplibregl-canvas')] });
  return page.evaluate(
    async ({ data, block }) => {
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data: pixels, width, height } = context.getImageData(0, 0, image.width, image.height);
      const columns = Math.ceil(width / block);
      const rows = Math.ceil(height / block);
      const sums = new Float64Array(columns * rows);
      const counts = new Float64Array(columns * rows);
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          const i = (y * width + x) * 4;
          const square = Math.floor(y / block) * columns + Math.floor(x / block);
          sums[square]! += 0.2126 * pixels[i]! + 0.7152 * pixels[i + 1]! + 0.0722 * pixels[i + 2]!;
          counts[square]! += 1;
        }
      }
      let text = '';
      for (let s = 0; s < sums.length; s += 1) text += String.fromCharCode(Math.round(sums[s]! / counts[s]!));
      return btoa(text);
    },
    { data: png.toString('base64'), block },
  );
}

/** How two pictures differ: the mean difference of their squares (0–255) and the share changed by more than CHANGED_SQUARE. */
function drift(a: string, b: string): { mean: number; changed: number } {
  const x = Buffer.from(a, 'base64');
  const y = Buffer.from(b, 'base64');
  if (x.length !== y.length) return { mean: 255, changed: 1 };
  let total = 0;
  let changed = 0;
  for (let i = 0; i < x.length; i += 1) {
    const d = Math.abs(x[i]! - y[i]!);
    total += d;
    if (d > CHANGED_SQUARE) changed += 1;
  }
  return { mean: total / x.length, changed: changed / x.length };
}

/** The "Loading…" of every language the suite shows, as the catalogue writes it. */
const LOADING = new RegExp(
  `^(${(['en', 'es', 'ar'] as const).map((language) => (JSON.parse(readFileSync(join(import.meta.dirname, '../../web/src/i18n/locales', language, 'shell.json'), 'utf8')) as { loading: string }).loading.replace(/…$/, '')).join('|')})`,
);

async function settle(page: Page) {
  // Every answer in (the page reads its data after its first paint), then nothing still loading.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main [role="status"][aria-busy="true"], main [data-testid$="skeleton"]')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: LOADING })).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

// The languages on the two workers, side by side.
test.describe.configure({ mode: 'parallel' });

const LANGUAGE_NAMES = { en: 'English', es: 'Spanish', ar: 'Arabic (right to left)' } as const;

for (const language of ['en', 'es', 'ar'] as const) {
  test(`every screen in ${LANGUAGE_NAMES[language]}: fits at five widths and looks as it did at two, light and dark`, async ({ page }, testInfo) => {
    test.setTimeout(600_000);
    const file = join(FOLDER, `${language}.json`);
    const kept: Pictures = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
    const taken: Pictures = {};
    const drifted: string[] = [];

    await page.clock.setFixedTime(new Date(`${TODAY}T10:00:00`));
    const app = new AppPage(page);
    // In no service group: another spec's member in a group may send an alert, whose banner would
    // then be on every screen of this member's too.
    const member = newMember({ fullName: 'Maria Lopez' });
    await app.signUpThroughApi(member);
    await makeConductor(page, member.username);
    await seedMemberData(page.request, TODAY);

    for (const path of SCREENS) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${path}?lng=${language}`);
      await settle(page);
      for (const width of CHECKED_WIDTHS) {
        await page.setViewportSize({ width, height: width < 800 ? 800 : 900 });
        const problems = [...(await layoutProblems(page)), ...(await fitProblems(page)), ...(await overlapProblems(page))];
        expect(problems, `${path} at ${width}px`).toEqual([]);
        const block = PICTURED[width as keyof typeof PICTURED];
        if (!block) continue;
        for (const theme of THEMES) {
          // As the header's theme button sets it (web/src/app/theme-mode.ts).
          await page.evaluate((dark) => {
            document.documentElement.classList.toggle('dark', dark);
            return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          }, theme === 'dark');
          const key = `${path} ${width} ${theme}`;
          taken[key] = await pictureOf(page, block);
          if (UPDATE) continue;
          const before = kept[key];
          if (!before) {
            drifted.push(`${key}: no picture kept (run with UPDATE_VISUAL=1 and commit tests/e2e/visual/${language}.json)`);
            continue;
          }
          const { mean, changed } = drift(before, taken[key]!);
          if (mean > MEAN_LIMIT || changed > CHANGED_SHARE_LIMIT) {
            drifted.push(`${key}: mean ${mean.toFixed(1)}, ${(changed * 100).toFixed(1)} % of squares changed`);
            await page.screenshot({ path: testInfo.outputPath(`${path === '/' ? 'home' : path.slice(1)}-${width}-${theme}.png`) });
          }
        }
        await page.evaluate(() => document.documentElement.classList.remove('dark'));
      }
    }
    if (UPDATE) {
      mkdirSync(FOLDER, { recursive: true });
      writeFileSync(file, `${JSON.stringify(taken, null, 1)}\n`);
    }
    expect(drifted).toEqual([]);
  });
}
