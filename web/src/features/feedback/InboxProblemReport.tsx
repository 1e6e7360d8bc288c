import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { InboxProblemReport_report$key } from '../../__generated__/InboxProblemReport_report.graphql';
import { useFormat } from '../../i18n/format.ts';
import { InboxEditor, inboxInitial } from './InboxEditor.tsx';
import { DEFAULT_PRIORITY, isPriority } from './labels.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { useUpdateProblemReportMutation } from './useUpdateProblemReportMutation.ts';
import * as styles from './feedback.css.ts';

export function InboxProblemReport({ report: key }: { report: InboxProblemReport_report$key }) {
  const { t } = useTranslation('feedback');
  const format = useFormat();
  const report = useFragment(
    graphql`
      fragment InboxProblemReport_report on ProblemReport {
        id
        name
        email
        problemType
        description
        stepsToReproduce
        browserInfo
        url
        priority
        status
        answer
        fromMember
        createdAt
      }
    `,
    key,
  );
  const [commit, saving] = useUpdateProblemReportMutation();
  return (
    <li className={styles.card}>
      <div className={styles.cardHeader}>
        <strong>{report.problemType ?? t('kinds.problemReport')}</strong>
        <StatusBadge status={report.status} />
      </div>
      <p className={styles.meta}>
        {t('inbox.from', { name: report.name })}
        {report.email && <> · <a href={`mailto:${report.email}`}>{report.email}</a></>} · {report.fromMember ? t('inbox.member') : t('inbox.visitor')} ·{' '}
        {format.instant(report.createdAt)} · {t('inbox.priorityIs', { priority: t(`priority.${isPriority(report.priority) ? report.priority : DEFAULT_PRIORITY}`) })}
      </p>
      <p className={styles.text}>{report.description}</p>
      {report.stepsToReproduce && (
        <p className={styles.text}>
          <strong>{t('problem.steps')}</strong> {report.stepsToReproduce}
        </p>
      )}
      {report.url && <p className={styles.meta}>{t('inbox.page', { url: report.url })}</p>}
      {report.browserInfo && <p className={styles.meta}>{t('inbox.browser', { info: report.browserInfo })}</p>}
      <InboxEditor
        label={t('inbox.editLabel', { name: report.name })}
        initial={inboxInitial(report)}
        saving={saving}
        onSave={(change, done, failed) =>
          commit({ variables: { input: { id: report.id, ...change } }, onCompleted: ({ updateProblemReport }) => done(updateProblemReport), onError: failed })
        }
      />
    </li>
  );
}
