// The admin panel entry of the bottom bar. Roles are enforced on the server (DESIGN.md section 6):
// there is no separate admin password here; an account with the admin role sees the admin links.
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
  return (
    <Dialog title="Admin Panel" isOpen={isOpen} onOpenChange={onOpenChange}>
      {viewer?.isAdmin ? (
        <div className={styles.form}>
          <p>Signed in as the administrator {viewer.username}.</p>
          <ButtonLink href="/admin-activity" onPress={() => onOpenChange(false)}>
            User Activity Dashboard
          </ButtonLink>
        </div>
      ) : (
        <p>The admin area is for administrator accounts. Ask your congregation's administrator if you need access.</p>
      )}
    </Dialog>
  );
}
