// Which colours a screen shows: a member's own, or the app's for a member who chose none
// (docs/product/admin.md, "How settings reach every screen").
/**
 * The colours every new account starts with (the server's defaults, and theme/brand.ts's): a
 * member whose colours are still these chose none. Data, not styling: compared, never painted.
 */
export const MEMBER_DEFAULT_COLOURS = { primaryColor: '#ea580c', secondaryColor: '#fed7aa' } as const;

/** The colours a screen shows: the member's own, or the app's for a member who chose none. */
export function brandColours(
  viewer: { primaryColor: string; secondaryColor: string } | null | undefined,
  settings: { primaryColor: string; secondaryColor: string } | null | undefined,
) {
  const chose =
    viewer &&
    (viewer.primaryColor.toLowerCase() !== MEMBER_DEFAULT_COLOURS.primaryColor ||
      viewer.secondaryColor.toLowerCase() !== MEMBER_DEFAULT_COLOURS.secondaryColor);
  if (chose) return { primaryColor: viewer.primaryColor, secondaryColor: viewer.secondaryColor };
  return settings
    ? { primaryColor: settings.primaryColor, secondaryColor: settings.secondaryColor }
    : (viewer ?? MEMBER_DEFAULT_COLOURS);
}

/** What a fresh install's settings hold (the server's defaults): treated as "not chosen". */
export const DEFAULT_APP_NAME = 'My Ministry Companion';
export const DEFAULT_FOOTER_TEXT = 'Your complete toolkit for ministry work';

/**
 * The header's app name: the member's own when they chose one, else the admin's, else the
 * translated default. The footer's text: the admin's, else the translated default.
 */
export function shellTexts(
  viewerAppName: string | null | undefined,
  settings: { appName: string; footerText: string } | null | undefined,
  fallback: { appName: string; footerText: string },
) {
  const own = viewerAppName && viewerAppName !== DEFAULT_APP_NAME ? viewerAppName : null;
  const admins = settings?.appName && settings.appName !== DEFAULT_APP_NAME ? settings.appName : null;
  const footer = settings?.footerText && settings.footerText !== DEFAULT_FOOTER_TEXT ? settings.footerText : null;
  return { appName: own ?? admins ?? fallback.appName, footerText: footer ?? fallback.footerText };
}
