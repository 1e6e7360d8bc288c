// Page models of the Ministry AI Assistant (/ai-assistant) and the Voice Transcriber
// (/voice-transcriber), found by role and name as a person finds them, and the axe scan both use.
import { expect, type Locator, type Page } from '@playwright/test';
import { AppPage, newMember, type Member } from './app.ts';

/** The accounts of these specs: usernames starting with "ai", in service group 8. */
export function aiMember(): Member {
  return newMember({ username: `ai${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`, group: 'Service Group 8' });
}

/**
 * Debian's Chromium has the recogniser's constructor but no speech service behind it: a test of
 * the "not supported" state takes the constructors away before the app loads.
 */
export async function withoutSpeechRecognition(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    delete w.SpeechRecognition;
    delete w.webkitSpeechRecognition;
  });
}

export class AssistantPage {
  readonly app: AppPage;
  constructor(readonly page: Page) {
    this.app = new AppPage(page);
  }

  async goto() {
    await this.app.goto('/ai-assistant');
    await expect(this.page.getByRole('heading', { name: 'Ministry AI Assistant', level: 1 })).toBeVisible();
  }

  get input(): Locator {
    return this.page.getByRole('textbox', { name: 'Message' });
  }
  get send(): Locator {
    return this.page.getByRole('button', { name: 'Send' });
  }
  get log(): Locator {
    return this.page.getByRole('log', { name: 'Conversation' });
  }
  counter(name: 'Requests' | 'Tokens' | 'Approx. cost'): Locator {
    return this.page.getByRole('term').filter({ hasText: name }).locator('xpath=following-sibling::dd[1]');
  }
  get tokenBar(): Locator {
    return this.page.getByRole('progressbar', { name: /Tokens used of/ });
  }
  quick(name: 'Add Meeting' | 'Play Music' | 'Create Note'): Locator {
    return this.page.getByRole('group', { name: 'Quick commands' }).getByRole('button', { name });
  }
}

export class TranscriberPage {
  readonly app: AppPage;
  constructor(readonly page: Page) {
    this.app = new AppPage(page);
  }

  async goto() {
    await this.app.goto('/voice-transcriber');
  }

  get transcript(): Locator {
    return this.page.getByRole('textbox', { name: 'Transcript' });
  }
  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }
  get saved(): Locator {
    return this.page.getByRole('region', { name: /^Saved Transcripts \(\d+\)$/ });
  }
  get savedItems(): Locator {
    return this.saved.getByRole('listitem');
  }
}
