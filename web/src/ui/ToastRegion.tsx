// The toasts' region (docs/product/shell.md, "Toasts"): a message in a default or a destructive
// variant, 5 s by default, queued by ./toast-queue.ts. On a phone they sit at the top, away from
// the form at the bottom of the screen; F8 moves focus to them from anywhere. Loaded with the
// first toast (./toast.tsx).
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Text, UNSTABLE_Toast as Toast, UNSTABLE_ToastContent as ToastContent, UNSTABLE_ToastRegion as ToastRegion } from 'react-aria-components';
import { Button } from './Button.tsx';
import { TOAST_HOTKEY, toastQueue } from './toast-queue.ts';
import * as styles from './ui.css.ts';

export default function ToastRegionView() {
  const { t } = useTranslation('shell');
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY) return;
      const first = regionRef.current?.querySelector<HTMLElement>('[role="alertdialog"]');
      if (!first) return;
      event.preventDefault();
      first.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <ToastRegion queue={toastQueue} className={styles.toastRegion} aria-label={t('ui.notifications')} ref={regionRef}>
      {({ toast: item }) => (
        <Toast toast={item} className={styles.toast[item.content.variant ?? 'default']}>
          <ToastContent className={styles.toastContent}>
            <Text slot="title" className={styles.toastTitle}>
              {(item.content.count ?? 1) > 1 ? t('ui.repeated', { count: item.content.count, message: item.content.title }) : item.content.title}
            </Text>
            {item.content.description && <Text slot="description">{item.content.description}</Text>}
          </ToastContent>
          <Button slot="close" variant="ghost" aria-label={t('ui.dismiss')}>
            <X aria-hidden="true" size={18} />
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
