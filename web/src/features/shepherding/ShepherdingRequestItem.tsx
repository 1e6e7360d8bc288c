// One of the member's own requests: type, status, description, priority, when, and the elder and
// date once assigned and scheduled (docs/product/shepherding.md).
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { ShepherdingRequestItem_request$key } from '../../__generated__/ShepherdingRequestItem_request.graphql';
import { useShepherdingLabels } from './labels.ts';
import { StatusSteps } from './StatusSteps.tsx';
import * as styles from './shepherding.css.ts';

export function ShepherdingRequestItem({ request: key }: { request: ShepherdingRequestItem_request$key }) {
  const request = useFragment(
    graphql`
      fragment ShepherdingRequestItem_request on ShepherdingRequest {
        id
        requestType
        priority
        description
        status
        assignedElder
        scheduledDate
        createdAt
      }
    `,
    key,
  );
  const { t } = useTranslation('shepherding');
  const labels = useShepherdingLabels();
  return (
    <article className={styles.item} aria-labelledby={`request-${request.id}`}>
      <div className={styles.itemHeader}>
        <h3 id={`request-${request.id}`} className={styles.itemTitle}>
          {labels.requestType(request.requestType)}
        </h3>
        <span className={styles.status}>{t('item.status', { status: labels.status(request.status) })}</span>
      </div>
      <StatusSteps status={request.status} />
      <p className={styles.text} dir="auto">
        {request.description}
      </p>
      <span className={styles.muted}>
        {t('item.priority', { priority: labels.priority(request.priority) })} ·{' '}
        {t('item.requested', { when: labels.dateTime(request.createdAt) })}
      </span>
      {request.assignedElder && <span className={styles.muted}>{t('item.elder', { name: request.assignedElder })}</span>}
      {request.scheduledDate && <span className={styles.muted}>{t('item.scheduled', { when: labels.dateTime(request.scheduledDate) })}</span>}
    </article>
  );
}
