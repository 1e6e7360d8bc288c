import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { InboxCustomAppRequest_request$key } from '../../__generated__/InboxCustomAppRequest_request.graphql';
import { useFormat } from '../../i18n/format.ts';
import { InboxEditor, inboxInitial } from './InboxEditor.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { useUpdateCustomAppRequestMutation } from './useUpdateCustomAppRequestMutation.ts';
import * as styles from './feedback.css.ts';

export function InboxCustomAppRequest({ request: key }: { request: InboxCustomAppRequest_request$key }) {
  const { t } = useTranslation('feedback');
  const format = useFormat();
  const request = useFragment(
    graphql`
      fragment InboxCustomAppRequest_request on CustomAppRequest {
        id
        name
        email
        phone
        projectType
        description
        budget
        timeline
        status
        answer
        fromMember
        createdAt
      }
    `,
    key,
  );
  const [commit, saving] = useUpdateCustomAppRequestMutation();
  const details = [request.projectType, request.budget, request.timeline].filter(Boolean).join(' · ');
  return (
    <li className={styles.card}>
      <div className={styles.cardHeader}>
        <strong>{t('inbox.from', { name: request.name })}</strong>
        <StatusBadge status={request.status} />
      </div>
      <p className={styles.meta}>
        <a href={`mailto:${request.email}`}>{request.email}</a>
        {request.phone && <> · <a href={`tel:${request.phone}`}>{request.phone}</a></>} · {request.fromMember ? t('inbox.member') : t('inbox.visitor')} ·{' '}
        {format.instant(request.createdAt)}
      </p>
      {details && <p className={styles.meta}>{details}</p>}
      <p className={styles.text}>{request.description}</p>
      <InboxEditor
        label={t('inbox.editLabel', { name: request.name })}
        initial={inboxInitial(request)}
        saving={saving}
        onSave={(change, done, failed) =>
          commit({ variables: { input: { id: request.id, ...change } }, onCompleted: ({ updateCustomAppRequest }) => done(updateCustomAppRequest), onError: failed })
        }
      />
    </li>
  );
}
