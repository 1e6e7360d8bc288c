import { expect, test } from 'vitest';
import { installPromptSuppressed } from './install.ts';

const base = { standalone: false, referrer: '', installedFlag: null, dismissedFlag: null };

test('the install prompt is hidden when standalone, opened from an Android app, installed, or dismissed this session', () => {
  expect(installPromptSuppressed(base)).toBe(false);
  expect(installPromptSuppressed({ ...base, standalone: true })).toBe(true);
  expect(installPromptSuppressed({ ...base, referrer: 'android-app://com.example' })).toBe(true);
  expect(installPromptSuppressed({ ...base, installedFlag: 'true' })).toBe(true);
  expect(installPromptSuppressed({ ...base, dismissedFlag: 'true' })).toBe(true);
});
