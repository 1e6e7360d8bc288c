// "From your congregation" on the Scriptures screen: the scriptures an admin added for every
// member, read only, above the member's own verses (docs/product/admin.md, "Content for every
// member"). Nothing shows while there are none.
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { CongregationScriptures_query$key } from '../../__generated__/CongregationScriptures_query.graphql';
import * as styles from './scriptures.css.ts';

export function CongregationScriptures({ query: key }: { query: CongregationScriptures_query$key }) {
  const { t } = useTranslation(['scriptures']);
  const { congregationScriptures: scriptures } = useFragment(
    graphql`
      fragment CongregationScriptures_query on Query {
        congregationScriptures {
          id
          reference
          text
          notes
        }
      }
    `,
    key,
  );
  if (scriptures.length === 0) return null;
  return (
    <section aria-labelledby="congregation-scriptures" className={styles.page}>
      <h2 id="congregation-scriptures">{t('congregation.heading')}</h2>
      <ul className={styles.list}>
        {scriptures.map((scripture) => (
          <li key={scripture.id} className={styles.card} aria-labelledby={`congregation-${scripture.id}`}>
            <h3 id={`congregation-${scripture.id}`} className={styles.reference}>
              {scripture.reference}
            </h3>
            <p className={styles.verse}>{scripture.text}</p>
            {scripture.notes && <p className={styles.notes}>{scripture.notes}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
