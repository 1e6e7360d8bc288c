import { expect, test } from 'vitest';
import { sectionUrl } from './sections.ts';

test('sections are paths on the configured site, home is the address itself', () => {
  expect(sectionUrl('https://www.jw.org', 'home')).toBe('https://www.jw.org');
  expect(sectionUrl('https://www.jw.org', 'library')).toBe('https://www.jw.org/en/library/');
  expect(sectionUrl('https://www.jw.org/en/', 'bible')).toBe('https://www.jw.org/en/library/bible/');
  expect(sectionUrl('http://127.0.0.1:4000', 'publications')).toBe('http://127.0.0.1:4000/en/library/books/');
});
