// The toast area of spec 01: one toast visible at a time, 5 s by default, a title and an
// optional description, in a default or a destructive variant. F8 moves focus to the region.
import {
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { flushSync } from 'react-dom';
import { Button } from './Button.tsx';
import * as styles from './ui.css.ts';

export interface ToastContentData {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_MS = 5000;

export const toastQueue = new ToastQueue<ToastContentData>({
  maxVisibleToasts: TOAST_LIMIT,
  wrapUpdate: (fn) => {
    if ('startViewTransition' in document) {
      (document as Document & { startViewTransition(cb: () => void): void }).startViewTransition(() => flushSync(fn));
    } else fn();
  },
});

export function toast(content: ToastContentData, timeout = TOAST_DEFAULT_MS) {
  return toastQueue.add(content, { timeout });
}

export const errorToast = (description: string, title = 'Error') => toast({ title, description, variant: 'destructive' });

export function Toaster() {
  return (
    <ToastRegion queue={toastQueue} className={styles.toastRegion}>
      {({ toast: item }) => (
        <Toast toast={item} className={styles.toast[item.content.variant ?? 'default']}>
          <ToastContent className={styles.toastContent}>
            <Text slot="title" className={styles.toastTitle}>
              {item.content.title}
            </Text>
            {item.content.description && <Text slot="description">{item.content.description}</Text>}
          </ToastContent>
          <Button slot="close" variant="ghost" aria-label="Dismiss">
            ✕
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
