// Dark or light (docs/product/shell.md, "Theme"): the saved choice, else the system preference.
// Toggling saves the choice, sets the `dark` class on <html>, and vibrates 10 ms where supported.
import { useCallback, useSyncExternalStore } from 'react';

const KEY = 'theme';
export const THEME_VIBRATION_MS = 10;
type Mode = 'light' | 'dark';

function current(): Mode {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function initialMode(): Mode {
  const saved = localStorage.getItem(KEY);
  if (saved === 'dark' || saved === 'light') return saved;
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

const listeners = new Set<() => void>();
function apply(mode: Mode) {
  document.documentElement.classList.toggle('dark', mode === 'dark');
  for (const listener of listeners) listener();
}

export function useThemeMode() {
  const mode = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    current,
    () => 'light' as Mode,
  );
  const toggle = useCallback(() => {
    const next: Mode = current() === 'dark' ? 'light' : 'dark';
    localStorage.setItem(KEY, next);
    apply(next);
    navigator.vibrate?.(THEME_VIBRATION_MS);
  }, []);
  return { mode, toggle };
}

apply(initialMode());
