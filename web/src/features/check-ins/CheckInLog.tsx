// The check-in log of a group's overseer and the admins (docs/product/check-ins.md, "Audit"): the
// latest check-ins with every step, who made it and when. The server answers an empty list to
// anyone else, so the card shows only to those who may read it.
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { CheckInLog_viewer$key } from '../../__generated__/CheckInLog_viewer.graphql';
import { useFormat } from '../../i18n/format.ts';
import * as styles from './check-ins.css.ts';

const fragment = graphql`
  fragment CheckInLog_viewer on User {
    checkInLog(first: 5) {
      edges {
        node {
          id
          fullName
          drill
          outcome
          steps {
            step
            actorName
            at
          }
        }
      }
    }
  }
`;

const WHEN: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

export function CheckInLog({ viewer: key }: { viewer: CheckInLog_viewer$key }) {
  const { t } = useTranslation('checkIns');
  const format = useFormat();
  const { checkInLog } = useFragment(fragment, key);
  if (checkInLog.edges.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="check-in-log">
      <h2 id="check-in-log" className={styles.cardTitle}>
        {t('log.title')}
      </h2>
      <p className={styles.muted}>{t('log.intro')}</p>
      <ul className={styles.list}>
        {checkInLog.edges.map(({ node }) => (
          <li key={node.id} className={styles.logEntry}>
            <strong>
              {node.fullName}
              {node.drill && <span className={styles.drill}>{t('banner.drill')}</span>}
            </strong>
            <ol className={styles.steps}>
              {(node.steps ?? []).map((s) => (
                <li key={`${s.step}-${s.at}`}>
                  {format.instant(s.at, WHEN)} · {t(`log.steps.${s.step as 'STARTED'}`)}
                  {s.actorName && ` · ${s.actorName}`}
                </li>
              ))}
            </ol>
            {node.outcome && <p className={styles.muted}>{t('log.outcome', { outcome: node.outcome })}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
