// For the group's overseer (and an admin in the group): the members waiting to join, each approved
// or declined, and the group's invitation codes, made (the code is shown once: only its hash is
// kept), listed with their expiry and revoked (docs/product/accounts.md, "Joining a service group").
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import type { GroupAdmissionsCreateMutation } from '../../__generated__/GroupAdmissionsCreateMutation.graphql';
import type { GroupAdmissionsDecideMutation } from '../../__generated__/GroupAdmissionsDecideMutation.graphql';
import type { GroupAdmissionsDeclineMutation } from '../../__generated__/GroupAdmissionsDeclineMutation.graphql';
import type { GroupAdmissionsQuery } from '../../__generated__/GroupAdmissionsQuery.graphql';
import type { GroupAdmissionsRevokeMutation } from '../../__generated__/GroupAdmissionsRevokeMutation.graphql';
import { useFormat } from '../../i18n/format.ts';
import { Button } from '../../ui/Button.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import * as styles from './service-group.css.ts';

const query = graphql`
  query GroupAdmissionsQuery {
    groupJoinRequests {
      memberId
      fullName
      username
      requestedAt
    }
    groupInvitations {
      id
      expiresAt
      uses
    }
  }
`;

export function GroupAdmissions() {
  return (
    <Suspense fallback={null}>
      <Admissions />
    </Suspense>
  );
}

function Admissions() {
  const { t } = useTranslation('serviceGroup');
  const format = useFormat();
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<GroupAdmissionsQuery>(query, {}, { fetchPolicy: 'store-and-network', fetchKey });
  const reload = () => setFetchKey((k) => k + 1);
  const [newCode, setNewCode] = useState<string | null>(null);

  const [approve] = useMutation<GroupAdmissionsDecideMutation>(graphql`
    mutation GroupAdmissionsDecideMutation($input: GroupMemberRequestInput!) {
      approveGroupMember(input: $input) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
  const [decline] = useMutation<GroupAdmissionsDeclineMutation>(graphql`
    mutation GroupAdmissionsDeclineMutation($input: GroupMemberRequestInput!) {
      declineGroupMember(input: $input) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
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

  const decided = (title: string, name: string) => (result: { __typename: string; message?: string }) => {
    if (result.__typename === 'GroupMemberDecided') toast({ title, description: name });
    else errorToast(result.message ?? t('admissions.failed'));
    reload();
  };

  return (
    <section className={styles.card} aria-labelledby="group-admissions">
      <h2 id="group-admissions" className={styles.cardTitle}>
        {t('admissions.title')}
      </h2>
      {data.groupJoinRequests.length === 0 ? (
        <p className={styles.muted}>{t('admissions.none')}</p>
      ) : (
        <ul className={styles.admissionList} aria-label={t('admissions.waiting')}>
          {data.groupJoinRequests.map((request) => (
            <li key={request.memberId} className={styles.admissionRow}>
              <span>
                {t('admissions.request', { name: request.fullName, username: request.username, date: format.instant(request.requestedAt) })}
              </span>
              <span>
                <Button
                  onPress={() =>
                    approve({
                      variables: { input: { id: request.memberId } },
                      onCompleted: ({ approveGroupMember }) => decided(t('admissions.approvedTitle'), request.fullName)(approveGroupMember),
                      onError: () => {
                        errorToast(t('admissions.failed'));
                      },
                    })
                  }
                  aria-label={t('admissions.approveName', { name: request.fullName })}
                >
                  {t('admissions.approve')}
                </Button>{' '}
                <Button
                  variant="secondary"
                  onPress={() =>
                    decline({
                      variables: { input: { id: request.memberId } },
                      onCompleted: ({ declineGroupMember }) => decided(t('admissions.declinedTitle'), request.fullName)(declineGroupMember),
                      onError: () => {
                        errorToast(t('admissions.failed'));
                      },
                    })
                  }
                  aria-label={t('admissions.declineName', { name: request.fullName })}
                >
                  {t('admissions.decline')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}

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
      {data.groupInvitations.length > 0 && (
        <ul className={styles.admissionList} aria-label={t('admissions.codesTitle')}>
          {data.groupInvitations.map((invitation) => (
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
