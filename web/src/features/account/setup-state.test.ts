// When the setup guide opens by itself: for a member who has not finished it, never for an admin,
// never over another dialog, never on a page an overlay would get in the way of.
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberClosed, shouldOpenByItself } from './setup-state.ts';

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
  clear = () => this.items.clear();
}

beforeEach(() => {
  Object.assign(globalThis, { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() });
});

const member = { username: 'ana', setupCompleted: false, isAdmin: false };

describe('the setup guide opening by itself', () => {
  it('opens for a member who has not finished it', () => {
    expect(shouldOpenByItself(member, '/')).toBe(true);
  });

  it('never for an admin, nor over another dialog such as the admin panel', () => {
    expect(shouldOpenByItself({ ...member, isAdmin: true }, '/')).toBe(false);
    expect(shouldOpenByItself(member, '/', true)).toBe(false);
  });

  it('not once finished, nor after the member closed it this session', () => {
    expect(shouldOpenByItself({ ...member, setupCompleted: true }, '/')).toBe(false);
    rememberClosed('ana');
    expect(shouldOpenByItself(member, '/')).toBe(false);
  });
});
