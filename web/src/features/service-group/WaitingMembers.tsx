// The members waiting to join a service group, each with Approve and Decline (docs/product/accounts.md,
// "Joining a service group"): on the group page for its overseer, and in the admin panel's Users
// tab for an admin, who sees every group's and the group each asked for.
import { useTranslation } from 'react-i18next';
import { graphql, useMutation } from 'react-relay';
import type { WaitingMembersApproveMutation } from '../../__generated__/WaitingMembersApproveMutation.graphql';
import type { WaitingMembersDeclineMutation } from '../../__generated__/WaitingMembersDeclineMutation.graphql';
import { useFormat } from '../../i18n/format.ts';
import { Button } from '../../ui/Button.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import * as styles from './service-group.css.ts';

export interface WaitingMember {
  memberId: string;
  fullName: string;
  username: string;
  requestedAt: string;
}

type Decision = { readonly __typename: string; readonly message?: string | null };

interface Props<M extends WaitingMember> {
  members: readonly M[];
  /** Called after each decision, whatever came of it, so the caller fetches its lists again. */
  onDecided: () => void;
  /** What is said of each beyond who asked and when (the group, for an admin). */
  detail?: (member: M) => string;
  /** What is said when nobody waits, if not the group page's words. */
  empty?: string;
}

export function WaitingMembers<M extends WaitingMember>({ members, onDecided, detail, empty }: Props<M>) {
  const { t } = useTranslation('serviceGroup');
  const format = useFormat();
  const [approve] = useMutation<WaitingMembersApproveMutation>(graphql`
    mutation WaitingMembersApproveMutation($input: GroupMemberRequestInput!) {
      approveGroupMember(input: $input) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
  const [decline] = useMutation<WaitingMembersDeclineMutation>(graphql`
    mutation WaitingMembersDeclineMutation($input: GroupMemberRequestInput!) {
      declineGroupMember(input: $input) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
  const decided = (title: string, name: string) => (result: Decision) => {
    if (result.__typename === 'GroupMemberDecided') toast({ title, description: name });
    else errorToast(result.message ?? t('admissions.failed'));
    onDecided();
  };
  const failed = () => void errorToast(t('admissions.failed'));

  if (members.length === 0) return <p className={styles.muted}>{empty ?? t('admissions.none')}</p>;
  return (
    <ul className={styles.admissionList} aria-label={t('admissions.waiting')}>
      {members.map((member) => (
        <li key={member.memberId} className={styles.admissionRow}>
          <span>
            {t('admissions.request', { name: member.fullName, username: member.username, date: format.instant(member.requestedAt) })}
            {detail ? ` · ${detail(member)}` : ''}
          </span>
          <span>
            <Button
              onPress={() =>
                approve({
                  variables: { input: { id: member.memberId } },
                  onCompleted: ({ approveGroupMember }) => decided(t('admissions.approvedTitle'), member.fullName)(approveGroupMember),
                  onError: failed,
                })
              }
              aria-label={t('admissions.approveName', { name: member.fullName })}
            >
              {t('admissions.approve')}
            </Button>{' '}
            <Button
              variant="secondary"
              onPress={() =>
                decline({
                  variables: { input: { id: member.memberId } },
                  onCompleted: ({ declineGroupMember }) => decided(t('admissions.declinedTitle'), member.fullName)(declineGroupMember),
                  onError: failed,
                })
              }
              aria-label={t('admissions.declineName', { name: member.fullName })}
            >
              {t('admissions.decline')}
            </Button>
          </span>
        </li>
      ))}
    </ul>
  );
}
