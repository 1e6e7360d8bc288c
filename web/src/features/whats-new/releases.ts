// The what's-new announcements (docs/product/feedback.md, "What's new"). A release that has
// something to tell adds one entry here, newest last, and its text under `releases.<id>` in
// web/src/i18n/locales/*/whatsNew.json (title, description, and one line per feature key).
// `enabled: false` keeps an entry written but never shown.
export interface Release {
  version: string;
  /** The catalogue key of its text: releases.<id>.title, .description, .features.<feature>. */
  id: string;
  features: readonly string[];
  enabled: boolean;
}

export const RELEASES: readonly Release[] = [
  {
    version: '2.0.0',
    id: 'v2_0_0',
    features: ['offline', 'serviceGroup', 'feedback', 'devices'],
    enabled: true,
  },
  {
    // The original app's announcement, kept switched off as it was there.
    version: '2.1.0',
    id: 'v2_1_0',
    features: ['voice', 'territories', 'music'],
    enabled: false,
  },
];
