// For the group's overseer (and an admin in the group): the members waiting to join, each approved
// or declined, and the group's invitation codes, made (the code is shown once: only its hash is
// kept), listed with their expiry and revoked (docs/product/accounts.md, "Joining a service group").
// Its data comes with the page's query; after each decision the two lists are fetched again.
import { useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useMutation, useRefetchableFragment } from 'react-relay';
import type { GroupAdmissions_group$key } from '../../__generated__/GroupAdmissions_group.graphql';
import type { GroupAdmissionsCreateMutation } from '../../__generated__/GroupAdmissionsCreateMutation.graphql';
import type { GroupAdmissionsRefetchQuery } from '../../__generated__/GroupAdmissionsRefetchQuery.graphql';
import type { GroupAdmissionsRevokeMutation } from '../../__generated__/GroupAdmissionsRevokeMutation.graphql';
import { useFormat } from '../../i18n/format.ts';
import { Button } from '../../ui/Button.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { WaitingMembers } from './WaitingMembers.tsx';
import * as styles from './service-group.css.ts';

export function GroupAdmissions({ group }: { group: GroupAdmissions_group$key }) {
  const { t } = useTranslation('serviceGroup');
  const format = useFormat();
  const [lists, refetch] = useRefetchableFragment<GroupAdmissionsRefetchQuery, GroupAdmissions_group$key>(
    graphql`
      fragment GroupAdmissions_group on ServiceGroup @refetchable(queryName: "GroupAdmissionsRefetchQuery") {
        joinRequests {
          memberId
          fullName
          username
          requestedAt
        }
        invitations {
          id
          expiresAt
          uses
        }
      }
    `,
    group,
  );
  const [, startReload] = useTransition();
  const reload = () =>
    startReload(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  const requests = lists.joinRequests ?? [];
  const invitations = lists.invitations ?? [];
  const [newCode, setNewCode] = useState<string | null>(null);

  const [create, creating] = useMutation<GroupAdmissionsCreateMutation>(graphql`
    mutation GroupAdmissionsCreateMutation($input: GroupChoiceInput!) {
      createGroupInvitation(input: $input) {
        __typename
        ... on GroupInvitationCreated {
          code
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [revoke] = useMutation<GroupAdmissionsRevokeMutation>(graphql`
    mutation GroupAdmissionsRevokeMutation($input: RevokeGroupInvitationInput!) {
      revokeGroupInvitation(input: $input) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);

  return (
    <section className={styles.card} aria-labelledby="group-admissions">
      <h2 id="group-admissions" className={styles.cardTitle}>
        {t('admissions.title')}
      </h2>
      <WaitingMembers members={requests} onDecided={reload} />

      <h3 className={styles.cardTitle}>{t('admissions.codesTitle')}</h3>
      <p className={styles.muted}>{t('admissions.codesText')}</p>
      {newCode && (
        <div role="status">
          <p className={styles.muted}>{t('admissions.newCode')}</p>
          <p className={styles.newCode}>{newCode}</p>
        </div>
      )}
      <Button
        isDisabled={creating}
        onPress={() =>
          create({
            variables: { input: {} },
            onCompleted: ({ createGroupInvitation: result }) => {
              if (result.__typename === 'GroupInvitationCreated') setNewCode(result.code ?? null);
              else errorToast(result.message ?? t('admissions.failed'));
              reload();
            },
            onError: () => {
                        errorToast(t('admissions.failed'));
                      },
          })
        }
      >
        {t('admissions.create')}
      </Button>
      {invitations.length > 0 && (
        <ul className={styles.admissionList} aria-label={t('admissions.codesTitle')}>
          {invitations.map((invitation) => (
            <li key={invitation.id} className={styles.admissionRow}>
              <span>{t('admissions.code', { date: format.instant(invitation.expiresAt), count: invitation.uses })}</span>
              <Button
                variant="secondary"
                onPress={() =>
                  revoke({
                    variables: { input: { id: invitation.id } },
                    onCompleted: ({ revokeGroupInvitation: result }) => {
                      if (result.__typename === 'GroupInvitationRevoked') {
                        toast({ title: t('admissions.revokedTitle'), description: t('admissions.revoked') });
                        setNewCode(null);
                      } else errorToast(result.message ?? t('admissions.failed'));
                      reload();
                    },
                    onError: () => {
                        errorToast(t('admissions.failed'));
                      },
                  })
                }
              >
                {t('admissions.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
