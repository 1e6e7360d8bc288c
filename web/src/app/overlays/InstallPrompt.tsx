// The install prompt (docs/product/shell.md, "Overlays"): the browser's install offer is held and
// shown 3 s later, unless the app already runs installed or the user said Later this session.
// It never opens by itself over the service-group page, where an alert may need the whole screen.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '../../platform/router.tsx';
import { overlayAllowedOn } from '../../platform/overlay-rules.ts';
import { Button } from '../../ui/Button.tsx';
import { DISMISSED_KEY, INSTALLED_KEY, INSTALL_PROMPT_DELAY_MS, installPromptSuppressed } from './install.ts';
import * as styles from './overlays.css.ts';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

function suppressed(): boolean {
  return installPromptSuppressed({
    standalone: matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true,
    referrer: document.referrer,
    installedFlag: localStorage.getItem(INSTALLED_KEY),
    dismissedFlag: sessionStorage.getItem(DISMISSED_KEY),
  });
}

export function InstallPrompt({ appName }: { appName: string }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (suppressed()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onOffer = (event: Event) => {
      event.preventDefault();
      setOffer(event as BeforeInstallPromptEvent);
      timer = setTimeout(() => setVisible(true), INSTALL_PROMPT_DELAY_MS);
    };
    const onInstalled = () => {
      localStorage.setItem(INSTALLED_KEY, 'true');
      sessionStorage.removeItem(DISMISSED_KEY);
      setVisible(false);
      setOffer(null);
    };
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!visible || !offer || !overlayAllowedOn(pathname)) return null;
  return (
    <section className={styles.install} aria-labelledby="install-title">
      <strong id="install-title">{t('install.title', { appName })}</strong>
      <span>{t('install.body')}</span>
      <div className={styles.installActions}>
        <Button
          variant="secondary"
          onPress={() => {
            sessionStorage.setItem(DISMISSED_KEY, 'true');
            setVisible(false);
          }}
        >
          {t('install.later')}
        </Button>
        <Button
          onPress={async () => {
            try {
              await offer.prompt();
              await offer.userChoice;
            } catch (error) {
              console.warn('Install failed', error);
            }
            setOffer(null);
            setVisible(false);
          }}
        >
          {t('install.install')}
        </Button>
      </div>
    </section>
  );
}
