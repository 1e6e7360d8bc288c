// The toasts (docs/product/shell.md, "Toasts"): the queue's functions. The region that shows them
// (./ToastRegion.tsx) is a part of the shell that loads just after the first paint, as the header's
// menus do (app/Shell.tsx), so the first screen does not carry it.
export { errorToast, TOAST_DEFAULT_MS, TOAST_HOTKEY, TOAST_LIMIT, toast, toastQueue, type ToastContentData } from './toast-queue.ts';
