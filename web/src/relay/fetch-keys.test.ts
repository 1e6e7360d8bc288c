import { describe, expect, it } from 'vitest';
import { accountFetchKey } from './fetch-keys.ts';

describe('accountFetchKey', () => {
  it('is the same on every render of one account, so a render begun again asks nothing new', () => {
    const first = accountFetchKey('notices', 'VXNlcjox');
    expect(accountFetchKey('notices', 'VXNlcjox')).toBe(first);
  });

  it('differs for another account, for a visitor, and for another scope', () => {
    const keys = [
      accountFetchKey('notices', 'VXNlcjox'),
      accountFetchKey('notices', 'VXNlcjoy'),
      accountFetchKey('notices', null),
      accountFetchKey('reminders', 'VXNlcjox'),
    ];
    expect(new Set(keys).size).toBe(4);
  });
});
