// Voice Transcriber (docs/product/transcriber.md). This Chromium has no speech service, so the
// page is shown two ways: with the recogniser constructors removed (the "not supported" page),
// and with a fake SpeechRecognition, injected before the app loads, that turns window.__say(text)
// into a final result as a browser's would. With it a member records, the stop saves, the saved
// list counts, copies and downloads the text, a reload shows the list from the server, and a
// delete empties it. Both states pass an axe scan.
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { aiMember, TranscriberPage, withoutSpeechRecognition } from './pages/assistant.ts';
import { expectNoAxeViolations } from './pages/axe.ts';

const SPEECH = 'Good morning we are visiting the neighbourhood today';

/** A recogniser that hears whatever window.__say is given, and ends when stopped. */
function fakeSpeechRecognition() {
  type Handler<E> = ((event: E) => void) | null;
  class FakeSpeechRecognition {
    lang = '';
    continuous = false;
    interimResults = false;
    onresult: Handler<unknown> = null;
    onerror: Handler<unknown> = null;
    onend: (() => void) | null = null;
    private results: { isFinal: boolean; 0: { transcript: string } }[] = [];
    start() {
      (window as unknown as { __say: (text: string) => void }).__say = (text: string) => {
        this.results.push({ isFinal: true, 0: { transcript: text } });
        this.onresult?.({ resultIndex: this.results.length - 1, results: this.results });
      };
      // The browser's own failure, by its error code, then the end it always follows with.
      (window as unknown as { __fail: (code: string) => void }).__fail = (code: string) => {
        this.onerror?.({ error: code });
        this.onend?.();
      };
    }
    stop() {
      setTimeout(() => this.onend?.(), 0);
    }
  }
  Object.assign(window, { SpeechRecognition: FakeSpeechRecognition, webkitSpeechRecognition: FakeSpeechRecognition });
}

test('a browser without speech recognition gets the Not Supported page', async ({ page }) => {
  await withoutSpeechRecognition(page);
  const screen = new TranscriberPage(page);
  await screen.goto();
  await expect(page.getByRole('heading', { name: 'Speech Recognition Not Supported', level: 1 })).toBeVisible();
  await expect(page.getByText('Please use Chrome, Edge or Safari.')).toBeVisible();
  await expect(screen.button('Start Recording')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a member records, saves, downloads and deletes transcripts kept on the server', async ({ page }) => {
  await page.addInitScript(fakeSpeechRecognition);
  const screen = new TranscriberPage(page);
  await screen.app.signUpThroughApi(aiMember());
  await screen.goto();
  await expect(page.getByRole('heading', { name: 'Voice Transcriber', level: 1 })).toBeVisible();
  await expect(screen.saved).toHaveAccessibleName('Saved Transcripts (0)');

  // Saving nothing is refused with the catalogue's message.
  await screen.button('Save Recording').click();
  await expect(screen.app.toastRegion).toContainText('Please record some speech first');

  // The twelve languages; Spanish (Mexico) is chosen for this recording.
  await page.getByRole('button', { name: /Language$/ }).click();
  await expect(page.getByRole('option')).toHaveCount(12);
  await page.getByRole('option', { name: 'Spanish (Mexico)' }).click();

  await screen.button('Start Recording').click();
  await expect(page.getByRole('status').filter({ hasText: 'Listening' })).toBeVisible();
  await page.evaluate((text) => (window as unknown as { __say: (t: string) => void }).__say(text), SPEECH);
  await expect(screen.transcript).toHaveValue(SPEECH);
  await expectNoAxeViolations(page);
  await screen.button('Stop Recording').click();
  // Stopping with text saves it.
  await expect(screen.app.toastRegion).toContainText(/Recorded \d+ seconds of audio/);
  await expect(screen.saved).toHaveAccessibleName('Saved Transcripts (1)');
  await expect(screen.savedItems.first()).toContainText(SPEECH);
  await expect(screen.savedItems.first()).toContainText('Spanish (Mexico)');
  // Save Recording on the same text does not store it twice.
  await screen.button('Save Recording').click();
  await expect(screen.app.toastRegion).toContainText('Text saved');
  await expect(screen.saved).toHaveAccessibleName('Saved Transcripts (1)');

  // The download is the text, named by the day.
  const downloading = page.waitForEvent('download');
  await screen.savedItems.first().getByRole('button', { name: /^Download transcript of / }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^transcript-\d{4}-\d{2}-\d{2}\.txt$/);
  expect(readFileSync((await download.path())!, 'utf8')).toBe(SPEECH);

  // Cleared from the recorder, still saved; a reload reads the list from the server.
  await screen.button('Clear').click();
  await expect(screen.transcript).toHaveValue('');
  await page.reload();
  await expect(screen.saved).toHaveAccessibleName('Saved Transcripts (1)');
  await expect(screen.savedItems.first()).toContainText(SPEECH);
  await expectNoAxeViolations(page);

  await screen.savedItems.first().getByRole('button', { name: /^Delete transcript of / }).click();
  await expect(screen.app.toastRegion).toContainText('Transcript deleted');
  await expect(screen.saved).toHaveAccessibleName('Saved Transcripts (0)');
  await page.reload();
  await expect(screen.saved).toHaveAccessibleName('Saved Transcripts (0)');
});

test('a recognition error reads as a sentence with what to do, never the browser’s code', async ({ page }) => {
  await page.addInitScript(fakeSpeechRecognition);
  const screen = new TranscriberPage(page);
  await screen.app.signUpThroughApi(aiMember());
  await screen.goto();
  for (const [code, sentence] of [
    ['not-allowed', 'The microphone is blocked for this site. Allow it in your browser’s site settings, then press Record again.'],
    ['some-new-code', 'Something interrupted the recording. Press Record to try again.'],
  ] as const) {
    await screen.button('Start Recording').click();
    await expect(page.getByRole('status').filter({ hasText: 'Listening' })).toBeVisible();
    await page.evaluate((c) => (window as unknown as { __fail: (code: string) => void }).__fail(c), code);
    await expect(screen.app.toastRegion).toContainText('Speech recognition stopped');
    await expect(screen.app.toastRegion).toContainText(sentence);
    await expect(screen.app.toastRegion).not.toContainText(code);
    await expect(screen.button('Start Recording')).toBeVisible();
  }
});
