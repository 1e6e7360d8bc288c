import { RESPONSE_LABELS, formatWhen } from './alert-types.ts';
import * as styles from './service-group.css.ts';

export interface AlertResponseData {
  readonly id: string;
  readonly status: string;
  readonly message: string | null | undefined;
  readonly responderName: string;
  readonly isMine: boolean;
  readonly respondedAt: string;
}

/**
 * The answers under an alert: who is on their way, who can help, and messages. The fields are
 * selected by the alert's fragment (StatusUpdate_alert), not a fragment of their own, to keep the
 * board's operations within the API's query depth limit.
 */
export function AlertResponses({ responses }: { responses: ReadonlyArray<AlertResponseData> }) {
  if (responses.length === 0) return null;
  return (
    <ul className={styles.responses} aria-label="Responses">
      {responses.map((response) => {
        const label = response.status === 'message' ? null : RESPONSE_LABELS[response.status];
        return (
          <li key={response.id}>
            <strong>{response.isMine ? 'You' : response.responderName}</strong>
            {label && <>: {label}</>}
            {response.message && <>{label ? ' — ' : ': '}{response.message}</>}{' '}
            <time dateTime={response.respondedAt} className={styles.muted}>
              {formatWhen(response.respondedAt)}
            </time>
          </li>
        );
      })}
    </ul>
  );
}
