// The pure rules of convention notes (docs/product/convention-notes.md).
import { describe, expect, it } from 'vitest';
import { sessionKey, SESSIONS, splitReferences } from './messages.ts';

describe('splitReferences', () => {
  it('splits on semicolons and new lines and drops blanks', () => {
    expect(splitReferences('Hebrews 12:1, 2; Philippians 3:14\n\nJohn 3:16;')).toEqual(['Hebrews 12:1, 2', 'Philippians 3:14', 'John 3:16']);
    expect(splitReferences(null)).toEqual([]);
  });
});

describe('sessionKey', () => {
  it('finds the label of every offered session and none for another', () => {
    for (const s of SESSIONS) expect(sessionKey(s.value)).toBe(s.key);
    expect(sessionKey('Thursday Evening')).toBeUndefined();
  });
});
