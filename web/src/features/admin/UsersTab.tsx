// The Users tab (docs/product/admin.md, "Users"): the members waiting to join a service group, each
// approved or declined; every account, searchable, a page at a time, each with Edit, View, Sign
// out (on every device), Issue reset code (and, for an admin, Reset second factor) and Delete (a
// bin icon, not on the signed-in admin's own row); Create New User, and Sign out everyone.
import { Suspense, useDeferredValue, useEffect, useRef, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import type { UserRow_user$key } from '../../__generated__/UserRow_user.graphql';
import type { UsersTab_query$key } from '../../__generated__/UsersTab_query.graphql';
import type { UsersTabQuery } from '../../__generated__/UsersTabQuery.graphql';
import { DeleteButton } from '../../ui/DeleteButton.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/Dialog.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { WaitingMembers } from '../service-group/index.ts';
import { CreateUserDialog } from './CreateUserDialog.tsx';
import { groupLabel } from './groups.ts';
import { usePasswordConfirmation } from '../second-factor/index.ts';
import { useAdminDeleteUserMutation } from './useAdminDeleteUserMutation.ts';
import { useAdminEndAllSessionsMutation, useAdminEndUserSessionsMutation } from './useAdminEndSessionsMutations.ts';
import { UserEditDialog } from './UserEditDialog.tsx';
import { UserPreviewDialog } from './UserPreviewDialog.tsx';
import { UserResetActions } from './UserResetActions.tsx';
import * as styles from './admin.css.ts';

export const USERS_PAGE = 20;
const SEARCH_DELAY_MS = 250;

export function UsersTab() {
  const { t } = useTranslation('admin');
  const [creating, setCreating] = useState(false);
  const [fetchKey, setFetchKey] = useState(0);
  const [, startRefresh] = useTransition();
  const refresh = () => startRefresh(() => setFetchKey((k) => k + 1));
  const data = useLazyLoadQuery<UsersTabQuery>(
    graphql`
      query UsersTabQuery($count: Int!) {
        adminPendingMembers {
          memberId
          fullName
          username
          requestedAt
          groupNumber
        }
        ...UsersTab_query @arguments(count: $count)
        viewer {
          id
        }
      }
    `,
    { count: USERS_PAGE },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  return (
    <div className={styles.form}>
      <div className={styles.startActions}>
        <Button onPress={() => setCreating(true)}>{t('users.create')}</Button>
        <SignOutEveryone />
      </div>
      <section className={styles.section} aria-labelledby="admin-waiting-heading">
        <h3 id="admin-waiting-heading" className={styles.heading}>
          {t('users.waiting')}
        </h3>
        <WaitingMembers
          members={data.adminPendingMembers}
          onDecided={refresh}
          detail={(member) => groupLabel(t, member.groupNumber)}
          empty={t('users.noneWaiting')}
        />
      </section>
      <UserList query={data} viewerId={data.viewer?.id ?? null} />
      {creating && (
        <CreateUserDialog
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            refresh();
          }}
        />
      )}
    </div>
  );
}

function UserList({ query, viewerId }: { query: UsersTab_query$key; viewerId: string | null }) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const [, startTransition] = useTransition();
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment UsersTab_query on Query
      @refetchable(queryName: "UsersTabPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }, search: { type: "String" }) {
        adminUsers(first: $count, after: $cursor, search: $search) @connection(key: "UsersTab_adminUsers", filters: ["search"]) {
          __id
          totalCount
          edges {
            node {
              id
              ...UserRow_user
            }
          }
        }
      }
    `,
    query,
  );
  const applied = useRef('');
  useEffect(() => {
    const wanted = deferred.trim();
    if (wanted === applied.current) return;
    const timer = setTimeout(() => {
      applied.current = wanted;
      startTransition(() => void refetch({ search: wanted || null, count: USERS_PAGE }, { fetchPolicy: 'network-only' }));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [deferred, refetch]);
  const { edges, totalCount, __id: connectionId } = data.adminUsers;
  return (
    <section className={styles.section} aria-labelledby="admin-users-heading">
      <h3 id="admin-users-heading" className={styles.heading}>
        {t('users.heading', { count: totalCount })}
      </h3>
      <TextField label={t('users.search')} type="search" value={search} onChange={setSearch} description={t('users.searchHint')} />
      {edges.length === 0 ? (
        <p>{t('users.none')}</p>
      ) : (
        <ul className={styles.list}>
          {edges.map(({ node }) => (
            <Suspense key={node.id} fallback={null}>
              <UserRow user={node} connectionId={connectionId} own={node.id === viewerId} />
            </Suspense>
          ))}
        </ul>
      )}
      {hasNext && (
        <div className={styles.startActions}>
          <Button variant="secondary" isDisabled={isLoadingNext} onPress={() => loadNext(USERS_PAGE)}>
            {isLoadingNext ? t('panel.loading') : t('users.more')}
          </Button>
        </div>
      )}
    </section>
  );
}

/** Signs every account out on every device but this one, after a confirmation and the password. */
function SignOutEveryone() {
  const { t } = useTranslation('admin');
  const [asking, setAsking] = useState(false);
  const [commit, ending] = useAdminEndAllSessionsMutation();
  const confirmation = usePasswordConfirmation();
  const end = (retried = false) => {
    setAsking(false);
    commit({
      variables: {},
      onCompleted: ({ adminEndAllSessions: result }) => {
        if (!retried && confirmation.ask(result.__typename, () => end(true))) return;
        if (result.__typename === 'AllSessionsEnded') toast({ title: t('users.signedOut'), description: t('users.everyoneSignedOutBody', { count: result.endedCount }) });
        else errorToast(result.message ?? t('users.signOutFailed'), t('users.signOutFailed'));
      },
      onError: () => void errorToast(t('users.signOutFailed')),
    });
  };
  return (
    <>
      <Button variant="danger" isDisabled={ending} onPress={() => setAsking(true)}>
        {t('users.signOutEveryone')}
      </Button>
      <ConfirmDialog
        title={t('users.signOutEveryoneTitle')}
        message={t('users.signOutEveryoneConfirm')}
        confirmLabel={t('users.signOutEveryone')}
        isOpen={asking}
        onCancel={() => setAsking(false)}
        onConfirm={() => end()}
      />
      {confirmation.dialog}
    </>
  );
}

/** One account; `own` is the signed-in admin's, which has no Delete (their own account is deleted from Account). */
function UserRow({ user: key, connectionId, own }: { user: UserRow_user$key; connectionId: string; own: boolean }) {
  const { t } = useTranslation('admin');
  const user = useFragment(
    graphql`
      fragment UserRow_user on User {
        id
        username
        fullName
        email
        groupNumber
        role
        isConductor
        isElder
        hasSecondFactor
        ...UserEditDialog_user
        ...UserPreviewDialog_user
      }
    `,
    key,
  );
  const [open, setOpen] = useState<'edit' | 'view' | 'delete' | 'sign-out' | null>(null);
  const [commitDelete] = useAdminDeleteUserMutation();
  const [commitSignOut] = useAdminEndUserSessionsMutation();
  const signOut = () => {
    setOpen(null);
    commitSignOut({
      variables: { input: { id: user.id } },
      onCompleted: ({ adminEndUserSessions: result }) => {
        if (result.__typename === 'UserSessionsEnded') {
          toast({ title: t('users.signedOut'), description: t('users.signedOutBody', { username: user.username, count: result.endedCount }) });
        } else errorToast(result.message ?? t('users.signOutFailed'), t('users.signOutFailed'));
      },
      onError: () => void errorToast(t('users.signOutFailed')),
    });
  };
  const confirmation = usePasswordConfirmation();
  const remove = (retried = false) => {
    setOpen(null);
    commitDelete({
      variables: { input: { id: user.id }, connections: [connectionId] },
      onCompleted: ({ adminDeleteUser: result }) => {
        if (!retried && confirmation.ask(result.__typename, () => remove(true))) return;
        if (result.__typename === 'AdminUserDeleted') toast({ title: t('users.removed'), description: t('users.removedBody', { username: user.username }) });
        else errorToast(result.message ?? t('users.deleteFailed'), t('users.deleteFailed'));
      },
      onError: () => void errorToast(t('users.deleteFailed')),
    });
  };
  return (
    <li className={styles.row}>
      <div className={styles.rowText}>
        <span className={styles.strong}>
          {user.username}
          {user.role === 'admin' && <span className={styles.badge}>{t('users.admin')}</span>}
          {user.isConductor && <span className={styles.badge}>{t('users.conductor')}</span>}
          {user.isElder && <span className={styles.badge}>{t('users.elder')}</span>}
          {user.hasSecondFactor && <span className={styles.badge}>{t('users.authenticator')}</span>}
        </span>
        <span className={styles.muted}>
          {user.fullName} · {groupLabel(t, user.groupNumber)}
          {user.email ? ` · ${user.email}` : ''}
        </span>
      </div>
      <div className={styles.startActions}>
        <Button variant="secondary" aria-label={t('users.editLabel', { username: user.username })} onPress={() => setOpen('edit')}>
          {t('users.edit')}
        </Button>
        <Button variant="secondary" aria-label={t('users.viewLabel', { username: user.username })} onPress={() => setOpen('view')}>
          {t('users.view')}
        </Button>
        <Button variant="secondary" aria-label={t('users.signOutLabel', { username: user.username })} onPress={() => setOpen('sign-out')}>
          {t('users.signOut')}
        </Button>
        <UserResetActions user={user} />
        {!own && (
          <DeleteButton label={t('users.deleteLabel', { username: user.username })} onPress={() => setOpen('delete')} />
        )}
      </div>
      {open === 'edit' && <UserEditDialog user={user} onClose={() => setOpen(null)} />}
      {open === 'view' && <UserPreviewDialog user={user} onClose={() => setOpen(null)} />}
      <ConfirmDialog
        title={t('users.deleteTitle')}
        message={t('users.deleteConfirm', { username: user.username })}
        confirmLabel={t('users.delete')}
        isOpen={open === 'delete'}
        onCancel={() => setOpen(null)}
        onConfirm={() => remove()}
      />
      <ConfirmDialog
        title={t('users.signOutTitle')}
        message={t('users.signOutConfirm', { username: user.username })}
        confirmLabel={t('users.signOut')}
        isOpen={open === 'sign-out'}
        onCancel={() => setOpen(null)}
        onConfirm={signOut}
      />
      {confirmation.dialog}
    </li>
  );
}
