// The return visits in My Calendar, under Upcoming Events (docs/product/return-visits.md, "In the
// calendar"): the people with the soonest next-visit dates, an overdue one marked so, each a link
// to Return Visits. The houses of territories marked for a return visit are another list, in
// Upcoming Events itself.
import { useTranslation } from 'react-i18next';
import { Link } from '../../platform/router.tsx';
import { useFormat } from '../../i18n/format.ts';
import { deviceToday, isOverdue } from './due.ts';
import * as styles from './returnVisits.css.ts';

/** How many are listed: the calendar's sidebar is short (the calendar's query asks for as many). */
export const PLANNED_SHOWN = 5;

export interface PlannedVisit {
  readonly id: string;
  readonly name: string;
  readonly address: string;
  readonly nextVisitDate: string | null | undefined;
}

/** `visits`: the member's return visits, soonest next visit first (those with none last). */
export function PlannedReturnVisits({ visits, className }: { visits: readonly PlannedVisit[]; className?: string }) {
  const { t } = useTranslation('returnVisits');
  const { calendarDate } = useFormat();
  const today = deviceToday();
  const planned = visits.filter((visit) => visit.nextVisitDate);
  if (planned.length === 0) return null;
  return (
    <section aria-labelledby="planned-return-visits" className={className}>
      <h2 id="planned-return-visits" className={styles.callsTitle}>
        {t('planned.title')}
      </h2>
      <ul className={styles.calls}>
        {planned.slice(0, PLANNED_SHOWN).map((visit) => (
          <li key={visit.id} className={styles.call}>
            <Link to="/return-visits" className={styles.link}>
              {t('planned.visit', { name: visit.name, address: visit.address })}
            </Link>
            <p className={styles.muted}>
              <time dateTime={visit.nextVisitDate!}>{calendarDate(visit.nextVisitDate!)}</time>
              {isOverdue(visit, today) && <> · {t('due.overdue')}</>}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
