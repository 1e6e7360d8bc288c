// When the install prompt may show (docs/product/shell.md, "Overlays").
export const INSTALL_PROMPT_DELAY_MS = 3000;
export const INSTALLED_KEY = 'pwa-installed';
export const DISMISSED_KEY = 'pwa-dismissed-session';

export function installPromptSuppressed(env: {
  standalone: boolean;
  referrer: string;
  installedFlag: string | null;
  dismissedFlag: string | null;
}): boolean {
  return env.standalone || env.referrer.startsWith('android-app://') || env.installedFlag === 'true' || env.dismissedFlag === 'true';
}
