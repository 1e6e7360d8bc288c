import { useTranslation } from 'react-i18next';
import { isResponseKind } from './alert-types.ts';
import { useWhen } from './labels.ts';
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
  const { t } = useTranslation('serviceGroup');
  const when = useWhen();
  if (responses.length === 0) return null;
  return (
    <ul className={styles.responses} aria-label={t('responses.title')}>
      {responses.map((response) => {
        const label = response.status !== 'MESSAGE' && isResponseKind(response.status) ? t(`responses.${response.status}`) : null;
        return (
          <li key={response.id}>
            <strong>{response.isMine ? t('you') : response.responderName}</strong>
            {label && <>: {label}</>}
            {response.message && (
              <>
                {label ? ' — ' : ': '}
                {response.message}
              </>
            )}{' '}
            <time dateTime={response.respondedAt} className={styles.muted}>
              {when(response.respondedAt)}
            </time>
          </li>
        );
      })}
    </ul>
  );
}
