// A member waiting to be let into their group (docs/product/accounts.md, "Joining a service group"):
// told so, with the place to give an invitation code of the group. The page shows nothing of the
// group until then (the server answers as for a member with no group).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { graphql, useMutation } from 'react-relay';
import type { PendingGroupJoinMutation } from '../../__generated__/PendingGroupJoinMutation.graphql';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import * as ui from '../../ui/ui.css.ts';
import * as styles from './service-group.css.ts';

export function PendingGroup({ groupName, onJoined }: { groupName: string; onJoined: () => void }) {
  const { t } = useTranslation('serviceGroup');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [commit, inFlight] = useMutation<PendingGroupJoinMutation>(graphql`
    mutation PendingGroupJoinMutation($input: JoinGroupInput!) {
      joinServiceGroup(input: $input) {
        __typename
        ... on GroupJoined {
          user {
            id
            groupPending
          }
        }
        ... on Error {
          message
        }
        ... on ValidationError {
          fields {
            path
            message
          }
        }
      }
    }
  `);
  const submit = () => {
    if (!code.trim()) {
      setError(t('pending.codeRequired'));
      return;
    }
    commit({
      variables: { input: { invitationCode: code.trim() } },
      onCompleted: ({ joinServiceGroup: result }) => {
        if (result.__typename === 'GroupJoined') {
          toast({ title: t('pending.joinedTitle'), description: t('pending.joined', { group: groupName }) });
          onJoined();
          return;
        }
        setError(failureOf(result, t('pending.failed')).message);
      },
      onError: () => {
        errorToast(t('pending.failed'));
      },
    });
  };
  return (
    <section className={styles.prompt} aria-labelledby="group-pending">
      <h2 id="group-pending" className={styles.cardTitle}>
        {t('pending.title')}
      </h2>
      <p className={styles.muted}>{t('pending.text', { group: groupName })}</p>
      <Form
        validationBehavior="aria"
        className={styles.codeForm}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField label={t('pending.codeLabel')} value={code} onChange={setCode} autoComplete="off" errorMessage={error} />
        <Button type="submit" isDisabled={inFlight}>
          {t('pending.join')}
        </Button>
      </Form>
      {error && (
        <p role="alert" className={ui.formError}>
          {error}
        </p>
      )}
    </section>
  );
}
