// The Support and Production tab (docs/product/admin.md): the app's version, the database and
// live-event transport it runs on, this instance's uptime and Node version, and a few counts,
// with the way to the User Activity Dashboard; the support inbox of the footer's forms; and the
// audit log.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { SupportTabQuery } from '../../__generated__/SupportTabQuery.graphql';
import { ErrorBoundary } from '../../platform/ErrorBoundary.tsx';
import { useFormat } from '../../i18n/format.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { FeedbackInbox } from '../feedback/index.ts';
import { AuditLog } from './AuditLog.tsx';
import * as styles from './admin.css.ts';

export function SupportTab({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { supportInfo: info } = useLazyLoadQuery<SupportTabQuery>(
    graphql`
      query SupportTabQuery {
        supportInfo {
          version
          database
          liveEvents
          uptimeSeconds
          nodeVersion
          users
          admins
          activeSessions
          activityEvents
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only' },
  );
  const hours = Math.floor(info.uptimeSeconds / 3600);
  const minutes = Math.floor((info.uptimeSeconds % 3600) / 60);
  const rows: [string, string][] = [
    [t('support.version'), info.version],
    [t('support.database'), info.database],
    [t('support.liveEvents'), info.liveEvents === 'Redis' ? t('support.redis') : t('support.memory')],
    [t('support.uptime'), t('support.uptimeValue', { hours: format.number(hours), minutes: format.number(minutes) })],
    [t('support.node'), info.nodeVersion],
    [t('support.users'), format.number(info.users)],
    [t('support.admins'), format.number(info.admins)],
    [t('support.activeSessions'), format.number(info.activeSessions)],
    [t('support.activityEvents'), format.number(info.activityEvents)],
  ];
  return (
    <div className={styles.form}>
      <p className={styles.muted}>{t('support.intro')}</p>
      <dl className={styles.dl}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.dlRow}>
            <dt className={styles.dt}>{label}</dt>
            <dd className={styles.dd}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.startActions}>
        <ButtonLink href="/admin-activity" onPress={onClose}>
          {t('support.dashboard')}
        </ButtonLink>
      </div>
      <section className={styles.section} aria-labelledby="admin-support-inbox">
        <h3 id="admin-support-inbox" className={styles.heading}>
          {t('support.inbox')}
        </h3>
        <ErrorBoundary fallback={<p role="alert">{t('support.inboxFailed')}</p>}>
          <Suspense fallback={<p role="status">{t('panel.loading')}</p>}>
            <FeedbackInbox />
          </Suspense>
        </ErrorBoundary>
      </section>
      <section className={styles.section} aria-labelledby="admin-audit-log">
        <h3 id="admin-audit-log" className={styles.heading}>
          {t('audit.title')}
        </h3>
        <ErrorBoundary fallback={<p role="alert">{t('audit.failed')}</p>}>
          <Suspense fallback={<p role="status">{t('panel.loading')}</p>}>
            <AuditLog />
          </Suspense>
        </ErrorBoundary>
      </section>
    </div>
  );
}
