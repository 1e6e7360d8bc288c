// The toasts (docs/product/shell.md, "Toasts"): the queue's functions, and the region that shows
// them. The region's code (./ToastRegion.tsx) loads just after the first paint, as the header's
// menus do, so the first screen does not carry it.
import { lazy, Suspense } from 'react';

export { errorToast, TOAST_DEFAULT_MS, TOAST_HOTKEY, TOAST_LIMIT, toast, toastQueue, type ToastContentData } from './toast-queue.ts';

const ToastRegion = lazy(() => import('./ToastRegion.tsx'));

export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
