import { graphql, useFragment } from 'react-relay';
import type { ShepherdingRequestItem_request$key } from '../../__generated__/ShepherdingRequestItem_request.graphql';
import { formatDateTime, STATUS_LABELS } from './labels.ts';
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
  return (
    <article className={styles.item} aria-labelledby={`request-${request.id}`}>
      <div className={styles.itemHeader}>
        <h3 id={`request-${request.id}`} className={styles.itemTitle}>
          {request.requestType}
        </h3>
        <span className={styles.status}>Status: {STATUS_LABELS[request.status] ?? request.status}</span>
      </div>
      <p className={styles.text}>{request.description}</p>
      <span className={styles.muted}>
        Priority {request.priority} · Requested {formatDateTime(request.createdAt)}
      </span>
      {request.assignedElder && <span className={styles.muted}>Elder: {request.assignedElder}</span>}
      {request.scheduledDate && <span className={styles.muted}>Scheduled: {formatDateTime(request.scheduledDate)}</span>}
    </article>
  );
}
