import { describe, expect, test } from 'vitest';
import { DEVICE_MAX_LENGTH, describeDevice } from './devices.ts';

const AGENTS: [string, string | null][] = [
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    'Chrome on Android',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    'Safari on iPhone',
  ],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0', 'Firefox on Windows'],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
    'Edge on Windows',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    'Safari on macOS',
  ],
  [
    'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
    'Chrome on iPad',
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
    'Samsung Internet on Android',
  ],
  [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36',
    'Chrome on Linux',
  ],
  ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36', 'Chrome on ChromeOS'],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 'Windows'],
  ['curl/8.5.0', null],
  ['', null],
];

describe('describeDevice', () => {
  test.each(AGENTS)('%s → %s', (agent, expected) => {
    expect(describeDevice(agent)).toBe(expected);
  });

  test('no User-Agent is an unknown device', () => {
    expect(describeDevice(null)).toBeNull();
    expect(describeDevice(undefined)).toBeNull();
  });

  test('nothing of the header is copied: a hostile one gives a fixed phrase, short', () => {
    const hostile = `<script>alert(1)</script> Firefox/1 ${'x'.repeat(10_000)} Windows`;
    const described = describeDevice(hostile);
    expect(described).toBe('Firefox');
    expect(describeDevice(`Firefox/1 Windows ${'y'.repeat(10_000)}`)).toBe('Firefox on Windows');
    expect(described!.length).toBeLessThanOrEqual(DEVICE_MAX_LENGTH);
  });
});
