// The toasts' queue (docs/product/shell.md, "Toasts"): a few may show at once and none waits in
// a queue: a new toast pushes out the oldest, and one equal to a toast already showing replaces
// it with a count ("Saved (×3)"). Kept apart from the component so the rules run in unit tests.
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export interface ToastContentData {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** How many equal toasts this one stands for. */
  count?: number;
}

export const TOAST_LIMIT = 3;
export const TOAST_DEFAULT_MS = 5000;
export const TOAST_HOTKEY = 'F8';

// No view transition around updates: while one runs the whole page ignores pointers, and on a slow
// busy browser a dialog's Close button stopped answering while toasts kept changing (seen in e2e).
export const toastQueue = new ToastQueue<ToastContentData>({ maxVisibleToasts: TOAST_LIMIT });

const sameMessage = (a: ToastContentData, b: ToastContentData) =>
  a.title === b.title && (a.description ?? '') === (b.description ?? '') && (a.variant ?? 'default') === (b.variant ?? 'default');

/** Shows a toast; an equal one already showing is replaced by one with a count, the oldest makes room. */
export function toast(content: ToastContentData, timeout = TOAST_DEFAULT_MS) {
  const visible = toastQueue.visibleToasts;
  const twin = visible.find((item) => sameMessage(item.content, content));
  let count = 1;
  if (twin) {
    count = (twin.content.count ?? 1) + 1;
    toastQueue.close(twin.key);
  } else if (visible.length >= TOAST_LIMIT) {
    const oldest = visible[visible.length - 1];
    if (oldest) toastQueue.close(oldest.key);
  }
  return toastQueue.add({ ...content, count }, { timeout });
}

/**
 * An error toast. The message is the toast; a title is shown only when it adds something the
 * message does not already say ("Failed to save" over "Failed to save. Please try again." is not).
 */
export function errorToast(message: string, title?: string) {
  const adds = title && !message.toLowerCase().startsWith(title.toLowerCase());
  return toast(adds ? { title, description: message, variant: 'destructive' } : { title: message, variant: 'destructive' });
}

