// Recent GPS recordings (one action makes one a time entry) and, for a group overseer, the
// group's totals for the month: counts and sums only.
import { useTranslation } from 'react-i18next';
import type { ReportPageQuery$data } from '../../__generated__/ReportPageQuery.graphql';
import { useFormat } from '../../i18n/format.ts';
import { deviceTimeZone } from '../../lib/time-zone.ts';
import { Button } from '../../ui/Button.tsx';
import { failed, handleAnswer } from './commit.ts';
import { durationText, monthTitle } from './format.ts';
import { useAddEntryFromRouteMutation } from './useAddEntryFromRouteMutation.ts';
import * as styles from './report.css.ts';
import { groupNumberOf } from '../../platform/groups.ts';

type Viewer = NonNullable<ReportPageQuery$data['viewer']>;

export function GpsCard({ recordings, onChanged }: { recordings: Viewer['recentGpsRecordings']; onChanged: () => void }) {
  const { t } = useTranslation('report');
  const { instant } = useFormat();
  const [add, adding] = useAddEntryFromRouteMutation();
  return (
    <section className={styles.card} aria-labelledby="report-gps-title">
      <h2 id="report-gps-title" className={styles.cardTitle}>
        {t('gps.title')}
      </h2>
      {recordings.length === 0 ? (
        <p className={styles.muted}>{t('gps.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {recordings.map((recording) => (
            <li key={recording.routeId} className={styles.item}>
              <div className={styles.itemText}>
                <strong>{recording.name}</strong>
                <span className={styles.muted}>
                  {instant(recording.startedAt)} · {durationText(t, Math.floor(recording.durationSeconds / 60))}
                </span>
              </div>
              {recording.added ? (
                <span className={styles.badge}>{t('gps.added')}</span>
              ) : (
                <Button
                  variant="secondary"
                  isDisabled={adding}
                  aria-label={t('gps.add', { name: recording.name })}
                  onPress={() =>
                    add({
                      variables: { input: { routeId: recording.routeId, timeZone: deviceTimeZone() } },
                      onCompleted: ({ addEntryFromRoute }) => handleAnswer(addEntryFromRoute, 'ServiceEntryFromRouteAdded', t('errors.generic'), onChanged, t('gps.addedToast')),
                      onError: failed(t('errors.generic')),
                    })
                  }
                >
                  {t('entries.add')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function GroupTotalsCard({ totals, month }: { totals: NonNullable<Viewer['groupReportTotals']>; month: string }) {
  const { t } = useTranslation('report');
  const { locale } = useFormat();
  const figures: [string, number][] = [
    [t('group.members'), totals.members],
    [t('group.reported'), totals.reported],
    [t('group.notReported'), totals.notReported],
    [t('group.hours'), totals.hours],
    [t('group.studies'), totals.bibleStudies],
  ];
  return (
    <section className={styles.card} aria-labelledby="report-group-title">
      <h2 id="report-group-title" className={styles.cardTitle}>
        {t('group.title', { number: groupNumberOf(totals.groupNumber), month: monthTitle(month, locale) })}
      </h2>
      <dl className={styles.figures}>
        {figures.map(([label, value]) => (
          <div key={label} className={styles.figure}>
            <dt className={styles.figureLabel}>{label}</dt>
            <dd className={styles.figureValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
