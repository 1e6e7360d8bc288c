// Householder records about to be cleared (docs/product/privacy.md): on the Notes page the
// member's householder notes, on the Territories page their houses, on the Return Visits page their visits, each with the day it goes
// unless the member updates it or records a call. Nothing shows when nothing goes within the notice
// period.
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { RetentionNotice_viewer$key } from '../../__generated__/RetentionNotice_viewer.graphql';
import { useFormat } from '../../i18n/format.ts';
import * as styles from './retention.css.ts';

const TITLE = { NOTE: 'retention.notesTitle', HOUSE: 'retention.housesTitle', RETURN_VISIT: 'retention.returnVisitsTitle' } as const;
const KEEP = { NOTE: 'retention.keepNote', HOUSE: 'retention.keepHouse', RETURN_VISIT: 'retention.keepReturnVisit' } as const;

export function RetentionNotice({ viewer: key, kind }: { viewer: RetentionNotice_viewer$key; kind: 'NOTE' | 'HOUSE' | 'RETURN_VISIT' }) {
  const { householderRetention: retention } = useFragment(
    graphql`
      fragment RetentionNotice_viewer on User {
        householderRetention {
          months
          noticeDays
          records {
            kind
            record
            label
            territory
            expiresOn
          }
        }
      }
    `,
    key,
  );
  const { t } = useTranslation('privacy');
  const format = useFormat();
  const records = retention.records.filter((r) => r.kind === kind);
  if (records.length === 0) return null;
  const id = `retention-${kind.toLowerCase()}`;
  return (
    <section className={styles.notice} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {t(TITLE[kind], { count: records.length })}
      </h2>
      <ul className={styles.list}>
        {records.map((r) => (
          <li key={r.record}>
            {t('retention.item', {
              label: r.territory ? `${r.label} (${r.territory})` : r.label,
              date: format.calendarDate(r.expiresOn),
            })}
          </li>
        ))}
      </ul>
      <p className={styles.text}>{t(KEEP[kind], { count: retention.months })}</p>
    </section>
  );
}
