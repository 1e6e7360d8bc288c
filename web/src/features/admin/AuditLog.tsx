// The audit log in the Support tab (docs/product/admin.md, "Audit log"): newest first, 20 at a
// time with "Show more", filtered by action. Each row: when, what, who (a failed sign-in: the
// username typed), on whom, from which address, and the short detail. The server refuses it to
// anyone but an admin who has given the second factor.
import { useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import type { AuditLog_query$key } from '../../__generated__/AuditLog_query.graphql';
import type { AuditLogQuery } from '../../__generated__/AuditLogQuery.graphql';
import { AuditAction } from '../../generated/enums.ts';
import { useFormat } from '../../i18n/format.ts';
import { Button } from '../../ui/Button.tsx';
import { Select } from '../../ui/Select.tsx';
import * as styles from './admin.css.ts';

const COLUMNS = ['when', 'what', 'who', 'onWhom', 'address', 'detail'] as const;
const isAction = (value: string): value is AuditAction => (AuditAction as readonly string[]).includes(value);

export function AuditLog() {
  const data = useLazyLoadQuery<AuditLogQuery>(
    graphql`
      query AuditLogQuery {
        ...AuditLog_query
      }
    `,
    {},
    { fetchPolicy: 'network-only' },
  );
  return <AuditLogList query={data} />;
}

function AuditLogList({ query }: { query: AuditLog_query$key }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const [action, setAction] = useState<AuditAction | null>(null);
  const [, startTransition] = useTransition();
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment(
    graphql`
      fragment AuditLog_query on Query
      @refetchable(queryName: "AuditLogPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }, action: { type: "AuditAction" }) {
        adminAuditLog(first: $count, after: $cursor, action: $action) @connection(key: "AuditLog_adminAuditLog", filters: ["action"]) {
          totalCount
          edges {
            node {
              id
              action
              actorName
              targetName
              address
              detail
              createdAt
            }
          }
        }
      }
    `,
    query,
  );
  const events = data.adminAuditLog.edges.map((edge) => edge.node);
  const label = (value: string) => (isAction(value) ? t(`audit.action.${value}`) : value);
  return (
    <div className={styles.section}>
      <div className={styles.startActions}>
        <Select
          label={t('audit.show')}
          options={[{ id: 'all', label: t('audit.all') }, ...AuditAction.map((id) => ({ id, label: label(id) }))]}
          value={action ?? 'all'}
          onChange={(value) => {
            const next = isAction(value) ? value : null;
            setAction(next);
            startTransition(() => void refetch({ action: next }, { fetchPolicy: 'network-only' }));
          }}
        />
        <p role="status" className={styles.muted}>
          {t('audit.count', { count: data.adminAuditLog.totalCount })}
        </p>
      </div>
      {events.length === 0 ? (
        <p>{t('audit.empty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.muted}>{t('audit.caption')}</caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className={styles.th}>
                    {t(`audit.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {events.map((event) => (
                <tr key={event.id}>
                  <td className={styles.td}>{format.instant(event.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</td>
                  <td className={styles.td}>{label(event.action)}</td>
                  <td className={styles.td}>{event.actorName ?? t('audit.nobody')}</td>
                  <td className={styles.td}>{event.targetName ?? ''}</td>
                  <td className={styles.td}>{event.address}</td>
                  <td className={styles.td}>{event.detail ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {hasNext && (
        <Button variant="secondary" isDisabled={isLoadingNext} onPress={() => loadNext(20)}>
          {t('audit.more')}
        </Button>
      )}
    </div>
  );
}
