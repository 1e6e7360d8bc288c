// The form's own checks mirror the API's video rules; these pin the cases the form must catch
// before anything is sent (docs/product/videos.md).
import { describe, expect, it } from 'vitest';
import { isWebAddress } from '@ministry/shared/videos.ts';
import { videoProblems } from './video-rules.ts';

const valid = { title: 'How to Study', url: 'https://www.jw.org/en/', description: '', duration: '', category: '' };

describe('videoProblems', () => {
  it('accepts a title and a web address', () => {
    expect(videoProblems(valid)).toEqual({});
  });
  it('asks for both title and URL when they are blank', () => {
    expect(videoProblems({ ...valid, title: '  ', url: '' })).toEqual({ title: 'messages.required', url: 'messages.required' });
  });
  it('refuses addresses that are not http or https', () => {
    expect(videoProblems({ ...valid, url: 'javascript:alert(1)' })).toEqual({ url: 'messages.url' });
    expect(isWebAddress('ftp://example.org/video')).toBe(false);
    expect(isWebAddress('https://')).toBe(false);
  });
  it('reads durations as m:ss or h:mm:ss', () => {
    for (const duration of ['5:30', '120:00', '1:05:30']) expect(videoProblems({ ...valid, duration })).toEqual({});
    for (const duration of ['5 minutes', '5:3', '1:60', '1:05:60']) expect(videoProblems({ ...valid, duration })).toEqual({ duration: 'messages.duration' });
  });
});
