// The four stat cards: active, completed and overdue territories (overdue judged on the member's
// day by the server) and the coverage rate over all of the member's houses.
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { TerritoryStats_viewer$key } from '../../__generated__/TerritoryStats_viewer.graphql';
import { useFormat } from '../../i18n/format.ts';
import * as styles from './territories.css.ts';

export function TerritoryStats({ viewer }: { viewer: TerritoryStats_viewer$key }) {
  const { territorySummary: s } = useFragment(
    graphql`
      fragment TerritoryStats_viewer on User @argumentDefinitions(today: { type: "String!" }) {
        territorySummary(today: $today) {
          active
          completed
          overdue
          houses
          contactedHouses
          coverageRate
        }
      }
    `,
    viewer,
  );
  const { t } = useTranslation('territories');
  const { number } = useFormat();
  const cards = [
    { id: 'active', label: t('stats.active'), value: number(s.active) },
    { id: 'completed', label: t('stats.completed'), value: number(s.completed) },
    { id: 'overdue', label: t('stats.overdue'), value: number(s.overdue) },
    {
      id: 'coverage',
      label: t('stats.coverage'),
      value: t('stats.coverageValue', { rate: number(s.coverageRate) }),
      detail: t('stats.coverageDetail', { contacted: number(s.contactedHouses), houses: number(s.houses) }),
    },
  ];
  return (
    <section aria-label={t('stats.label')}>
      <dl className={styles.stats}>
        {cards.map((card) => (
          <div key={card.id} className={styles.stat} data-stat={card.id}>
            <dt className={styles.statLabel}>{card.label}</dt>
            <dd className={styles.statValue}>{card.value}</dd>
            {card.detail && <dd className={styles.muted}>{card.detail}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}
