// The what's-new dialog (docs/product/feedback.md): version, title, description, the release's
// features and "Got it". Closing it any way counts as seen.
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import * as ui from '../../ui/ui.css.ts';
import type { Release } from './releases.ts';
import * as styles from './whats-new.css.ts';

export function WhatsNewDialog({ release, onDismiss }: { release: Release; onDismiss: () => void }) {
  const { t } = useTranslation('whatsNew');
  const key = `releases.${release.id}` as const;
  return (
    <Dialog title={t('dialog.title')} isOpen onOpenChange={(open) => !open && onDismiss()}>
      <div className={styles.body}>
        <p className={styles.version}>
          <Sparkles aria-hidden="true" size={16} />
          {t('dialog.version', { version: release.version })}
        </p>
        <h3 className={styles.releaseTitle}>{t(`${key}.title` as never)}</h3>
        <p>{t(`${key}.description` as never)}</p>
        <ul className={styles.features}>
          {release.features.map((feature) => (
            <li key={feature}>{t(`${key}.features.${feature}` as never)}</li>
          ))}
        </ul>
      </div>
      <div className={ui.dialogActions}>
        <Button onPress={onDismiss}>{t('dialog.gotIt')}</Button>
      </div>
    </Dialog>
  );
}
