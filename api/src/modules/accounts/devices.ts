// The device a session began on, as the member sees it in Account ("Chrome on Android"). It is
// read from the User-Agent at sign-in and is for display only: nothing is ever decided by it.
// The text is built from the fixed names below, never copied from the header, so whatever a
// client sends, what is stored is one of a few dozen short phrases.

/** The longest description kept (the fixed names below stay far shorter). */
export const DEVICE_MAX_LENGTH = 120;

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|Chrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (table: [RegExp, string][], text: string) => table.find(([pattern]) => pattern.test(text))?.[1];

/**
 * "Chrome on Android", "Safari on iPhone", "Firefox on Windows"; only the browser or only the
 * system when the other is not recognised; null (shown as "Unknown device") when neither is.
 */
export function describeDevice(userAgent: string | null | undefined): string | null {
  // A real User-Agent is a few hundred characters; the rest of a longer one is not looked at.
  const text = (userAgent ?? '').slice(0, 512);
  const browser = first(BROWSERS, text);
  const system = first(SYSTEMS, text);
  const description = browser && system ? `${browser} on ${system}` : (browser ?? system ?? null);
  return description?.slice(0, DEVICE_MAX_LENGTH) ?? null;
}

/** The User-Agent of the HTTP request a GraphQL operation came in (graphql-yoga's `request`). */
export function userAgentOf(ctx: object): string | null {
  const request = (ctx as { request?: { headers?: Headers } }).request;
  return request?.headers?.get?.('user-agent') ?? null;
}
