// The return visits in the calendar's upcoming list: houses of the member's territories marked
// for a return visit whose next visit is today or later, soonest first (docs/product/territories.md).
// The calendar's Upcoming Events includes this list; its query passes the member's own day.
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { UpcomingReturnVisits_viewer$key } from '../../__generated__/UpcomingReturnVisits_viewer.graphql';
import { useFormat } from '../../i18n/format.ts';
import * as styles from './territories.css.ts';

export function UpcomingReturnVisits({ viewer }: { viewer: UpcomingReturnVisits_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment UpcomingReturnVisits_viewer on User @argumentDefinitions(today: { type: "String!" }) {
        upcomingReturnVisits(today: $today, first: 5) {
          edges {
            node {
              id
              address
              nextVisitDate
              notes
              territory {
                territoryNumber
                name
              }
            }
          }
        }
      }
    `,
    viewer,
  );
  const { t } = useTranslation('territories');
  const { calendarDate } = useFormat();
  // Right after a sign-in on the calendar, the viewer is in the store before this list is: until the
  // calendar's query answers, there is nothing to show.
  const visits = (data.upcomingReturnVisits?.edges ?? []).map((edge) => edge.node);
  if (visits.length === 0) return null;
  return (
    <section aria-labelledby="upcoming-return-visits">
      <h3 id="upcoming-return-visits">{t('upcoming.title')}</h3>
      <ul className={styles.upcoming}>
        {visits.map((visit) => (
          <li key={visit.id} className={styles.upcomingItem}>
            <strong>{visit.address}</strong>
            {visit.nextVisitDate && (
              <time dateTime={visit.nextVisitDate}>{t('upcoming.when', { date: calendarDate(visit.nextVisitDate) })}</time>
            )}
            <span className={styles.muted}>{t('upcoming.territory', { number: visit.territory.territoryNumber, name: visit.territory.name })}</span>
            {visit.notes && <span className={styles.definition}>{visit.notes}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
