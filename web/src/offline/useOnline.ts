// The device's own word on whether it has a connection, kept current by its online and offline events.
import { useSyncExternalStore } from 'react';

const onConnectionChange = (notify: () => void) => {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
};

/** Whether the device says it has a connection, for the actions that need one (handing a visit over, importing). */
export const useOnline = () =>
  useSyncExternalStore(
    onConnectionChange,
    () => navigator.onLine,
    () => true,
  );
