// Ministry AI Assistant (docs/product/assistant.md) against the OpenAI-compatible stand-in of
// tests/e2e/stand-ins/openai.ts: a member asks for a note, the answer streams into the
// conversation, the counters count the request and its tokens, and the note is on /notes. The
// message box's rules (blank disables Send, Shift+Enter is a new line, Enter sends) and an axe
// scan with the conversation shown.
import { expect, test } from '@playwright/test';
import { TEXT_ANSWER, TOKENS_PER_ANSWER } from './stand-ins/openai.ts';
import { aiMember, AssistantPage, withoutSpeechRecognition } from './pages/assistant.ts';
import { expectNoAxeViolations } from './pages/axe.ts';

test('a member asks the assistant for a note and finds it on /notes', async ({ page }) => {
  await withoutSpeechRecognition(page);
  const screen = new AssistantPage(page);
  await screen.app.signUpThroughApi(aiMember());
  await screen.goto();
  await expect(screen.counter('Requests')).toHaveText('0');
  await expect(screen.counter('Tokens')).toHaveText('0');
  await expect(screen.send).toBeDisabled();
  // Without speech recognition the microphone says why it cannot be used.
  await expect(page.getByRole('button', { name: 'Voice Not Supported' })).toBeDisabled();
  await expect(page.getByText('Voice input needs a browser with speech recognition')).toBeVisible();

  // Blank input keeps Send disabled; Shift+Enter adds a line instead of sending.
  await screen.input.fill('   ');
  await expect(screen.send).toBeDisabled();
  await screen.input.fill('Any advice');
  await screen.input.press('Shift+Enter');
  await screen.input.pressSequentially('for today?');
  await expect(screen.input).toHaveValue('Any advice\nfor today?');
  await expect(screen.log.getByRole('listitem')).toHaveCount(0);
  await screen.input.press('Enter');
  await expect(screen.log.getByRole('listitem').last()).toContainText(TEXT_ANSWER);
  await expect(screen.input).toHaveValue('');
  await expect(screen.counter('Requests')).toHaveText('1');
  await expect(screen.counter('Tokens')).toHaveText(String(TOKENS_PER_ANSWER));

  // The quick command starts the message; the member finishes it and sends.
  await screen.quick('Create Note').click();
  await expect(screen.input).toHaveValue('Create a note called "" saying ""');
  await screen.input.fill('Create a note called "Visit Mrs. Park" saying "Bring the brochure on Saturday"');
  await screen.send.click();
  await expect(screen.log.getByRole('listitem').last()).toContainText('Created the note “Visit Mrs. Park”.');
  await expect(screen.app.toastRegion).toContainText('Action Completed');
  await expect(screen.counter('Requests')).toHaveText('2');
  await expect(screen.counter('Tokens')).toHaveText(String(2 * TOKENS_PER_ANSWER));
  await expect(screen.counter('Approx. cost')).toHaveText(`$${(2 * TOKENS_PER_ANSWER * 0.00002).toFixed(4)}`);
  await expect(screen.tokenBar).toHaveAttribute('aria-valuenow', String(2 * TOKENS_PER_ANSWER));
  // The action refreshes the lists it touched, not the whole screen: the conversation stays when
  // the app's frame renders again (here, for a theme switched).
  await screen.app.header.getByRole('button', { name: /^Switch to (dark|light) theme$/ }).click();
  await expect(screen.log.getByRole('listitem')).toHaveCount(4);
  await expect(screen.log).toContainText('Created the note “Visit Mrs. Park”.');
  await expectNoAxeViolations(page);

  // The counters are the server's: a reload shows the same.
  await page.reload();
  await expect(screen.counter('Requests')).toHaveText('2');

  await screen.app.goto('/notes');
  await expect(page.getByText('Visit Mrs. Park')).toBeVisible();
  await expect(page.getByText('Bring the brochure on Saturday')).toBeVisible();
});
