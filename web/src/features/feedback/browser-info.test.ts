import { describe, expect, test } from 'vitest';
import { blankFields, describeBrowser } from './browser-info.ts';

describe('problem report browser information', () => {
  test('names the user agent, the screen and the window sizes', () => {
    expect(describeBrowser({ userAgent: 'UA/1.0', screen: { width: 1920, height: 1080 }, window: { width: 1280, height: 800 } })).toBe(
      'UA/1.0 | Screen: 1920x1080 | Window: 1280x800',
    );
  });
});

describe('blankFields', () => {
  test('lists required fields that are empty or only spaces, in order', () => {
    expect(blankFields({ name: ' ', email: 'a@b.c', description: '' }, ['name', 'email', 'description'])).toEqual(['name', 'description']);
    expect(blankFields({ name: 'Ann', suggestion: 'x' }, ['name', 'suggestion'])).toEqual([]);
  });
});
