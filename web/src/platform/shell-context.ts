import { createContext, useContext } from 'react';

export type AccountMode = 'choice' | 'sign-in' | 'create' | 'reset-password';

export interface ShellActions {
  openAccount(mode?: AccountMode): void;
  openSetupGuide(): void;
  openAdminPanel(): void;
  signOut(): void;
}

export const ShellContext = createContext<ShellActions | null>(null);

export function useShell(): ShellActions {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell must be used inside the app shell');
  return value;
}
