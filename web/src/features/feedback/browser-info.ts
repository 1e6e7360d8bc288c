// What a problem report says about the sender's browser: the user agent, and the screen and window
// sizes, in one line an admin can read.
export interface BrowserFacts {
  userAgent: string;
  screen: { width: number; height: number };
  window: { width: number; height: number };
}

export const describeBrowser = (facts: BrowserFacts) =>
  `${facts.userAgent} | Screen: ${facts.screen.width}x${facts.screen.height} | Window: ${facts.window.width}x${facts.window.height}`;

export function currentBrowserInfo(): string {
  return describeBrowser({
    userAgent: navigator.userAgent,
    screen: { width: window.screen.width, height: window.screen.height },
    window: { width: window.innerWidth, height: window.innerHeight },
  });
}

/** Fields left blank, in the order they appear: the form's own check before it is sent. */
export function blankFields<T extends Record<string, string>>(values: T, required: readonly (keyof T)[]): (keyof T)[] {
  return required.filter((name) => !values[name]?.trim());
}
