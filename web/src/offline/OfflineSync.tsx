// Mounted by the shell while a member is signed in: starts delivering their writes (sync.ts),
// tells them when the server refuses one or keeps a conflict copy, and hosts the sign-out guard.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRelayEnvironment } from 'react-relay';
import { errorToast, toast } from '../ui/toast.tsx';
import { SignOutGuard } from './SignOutGuard.tsx';
import { CONFLICT_COPY_EVENT, REFUSED_EVENT, startSync, viewerIdOf } from './sync.ts';

export function OfflineSync() {
  const environment = useRelayEnvironment();
  const { t } = useTranslation('offline');
  const owner = viewerIdOf(environment);

  useEffect(() => (owner ? startSync(environment, owner) : undefined), [environment, owner]);

  useEffect(() => {
    const refused = (event: Event) => {
      const { message } = (event as CustomEvent<{ message?: string | null }>).detail;
      // The sentence goes on after the server's message, which may end with its own full stop.
      errorToast(t('toasts.refused', { message: (message ?? '').replace(/[.。]\s*$/, '') }), t('toasts.refusedTitle'));
    };
    const conflict = () => toast({ title: t('toasts.conflictTitle'), description: t('toasts.conflict') });
    window.addEventListener(REFUSED_EVENT, refused);
    window.addEventListener(CONFLICT_COPY_EVENT, conflict);
    return () => {
      window.removeEventListener(REFUSED_EVENT, refused);
      window.removeEventListener(CONFLICT_COPY_EVENT, conflict);
    };
  }, [t]);

  return <SignOutGuard />;
}
