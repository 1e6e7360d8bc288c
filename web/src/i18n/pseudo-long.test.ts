import { expect, test } from 'vitest';
import { lengthened } from './index.ts';

test('the long pseudo-locale makes a message at least 40 % longer in whole words, its placeholders and tags kept', () => {
  expect(lengthened('Notes')).toBe('Notes Notes');
  const message = 'Showing data from {{count}} minutes ago';
  const long = lengthened(message);
  expect(long.startsWith(message)).toBe(true);
  expect(long.length).toBeGreaterThanOrEqual(message.length * 1.4);
  expect(long.match(/\{\{count\}\}/g)).toHaveLength(1);
  expect(lengthened('<1>SMS notifications</1> are coming soon.')).toMatch(/^<1>SMS notifications<\/1> are coming soon\. SMS notifications/);
  expect(lengthened('')).toBe('');
});
