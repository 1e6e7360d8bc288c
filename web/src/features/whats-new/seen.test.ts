import { describe, expect, test } from 'vitest';
import type { Release } from './releases.ts';
import { RELEASES } from './releases.ts';
import { addDeviceSeen, decide, readDeviceSeen, SEEN_KEY, versionsSeenWith } from './seen.ts';

const r = (version: string, enabled = true): Release => ({ version, id: `v${version}`, features: [], enabled });
const LIST = [r('2.0.0'), r('2.1.0', false), r('2.2.0'), r('2.10.0')];

class MemoryStorage {
  map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
}

describe('what’s new: when it shows', () => {
  test('a first visit shows nothing and records the enabled releases', () => {
    expect(decide(LIST, null, undefined)).toEqual({ show: null, recordSilently: ['2.0.0', '2.2.0', '2.10.0'] });
    expect(decide(LIST, null, null).show).toBeNull();
  });

  test('the newest enabled release not yet seen shows, versions compared as numbers', () => {
    expect(decide(LIST, ['2.0.0'], undefined).show?.version).toBe('2.10.0');
    expect(decide(LIST, ['2.0.0', '2.10.0'], undefined).show?.version).toBe('2.2.0');
  });

  test('seen on the server counts on a new device; seen anywhere counts', () => {
    expect(decide(LIST, null, ['2.0.0', '2.2.0', '2.10.0']).show).toBeNull();
    expect(decide(LIST, ['2.10.0'], ['2.0.0', '2.2.0']).show).toBeNull();
  });

  test('a disabled release never shows: the original app’s 2.1.0 is written but off', () => {
    expect(decide([r('2.1.0', false)], [], undefined).show).toBeNull();
    expect(RELEASES.find((x) => x.version === '2.1.0')?.enabled).toBe(false);
  });

  test('dismissing a release counts every enabled release up to it', () => {
    expect(versionsSeenWith(LIST, r('2.2.0'))).toEqual(['2.0.0', '2.2.0']);
  });

  test('the device list is read and added to; a broken one counts as empty, an absent one as never kept', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    expect(readDeviceSeen(storage)).toBeNull();
    addDeviceSeen(['2.0.0'], storage);
    addDeviceSeen(['2.0.0', '2.2.0'], storage);
    expect(readDeviceSeen(storage)).toEqual(['2.0.0', '2.2.0']);
    storage.setItem(SEEN_KEY, '{oops');
    expect(readDeviceSeen(storage)).toEqual([]);
  });
});
