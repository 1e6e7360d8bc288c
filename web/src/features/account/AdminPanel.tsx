// The admin panel, opened from the page menu. Roles are enforced on the server
// (docs/product/README.md, "Departures"): there is no separate admin password here; an account
// with the admin role sees the admin links.
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { AdminPanel_viewer$key } from '../../__generated__/AdminPanel_viewer.graphql';
import { ButtonLink } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import * as styles from './account.css.ts';

export function AdminPanel({
  viewer: viewerKey,
  isOpen,
  onOpenChange,
}: {
  viewer: AdminPanel_viewer$key | null;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const viewer = useFragment(
    graphql`
      fragment AdminPanel_viewer on User {
        username
        isAdmin
      }
    `,
    viewerKey,
  );
  const { t } = useTranslation('account');
  return (
    <Dialog title={t('admin.title')} isOpen={isOpen} onOpenChange={onOpenChange}>
      {viewer?.isAdmin ? (
        <div className={styles.form}>
          <p>{t('admin.signedInAs', { username: viewer.username })}</p>
          <ButtonLink href="/admin-activity" onPress={() => onOpenChange(false)}>
            {t('admin.dashboard')}
          </ButtonLink>
        </div>
      ) : (
        <p>{t('admin.notAdmin')}</p>
      )}
    </Dialog>
  );
}
