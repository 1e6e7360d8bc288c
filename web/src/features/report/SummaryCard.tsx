// The month in figures (by role: hours only for the roles that report them), Bible studies, "took
// part in the ministry" for publishers, and Send report (docs/product/report.md).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageDown, Send } from 'lucide-react';
import type { ReportPageQuery$data } from '../../__generated__/ReportPageQuery.graphql';
import { useFormat } from '../../i18n/format.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { failed, handleAnswer } from './commit.ts';
import { durationText } from './format.ts';
import { SendReportDialog, useSendReport } from './SendReport.tsx';
import { useUpdateServiceMonthMutation } from './useUpdateServiceMonthMutation.ts';
import * as styles from './report.css.ts';
import { flipInRtl } from '../../ui/ui.css.ts';

type Viewer = NonNullable<ReportPageQuery$data['viewer']>;

interface Props {
  report: Viewer['serviceReport'];
  name: string;
  role: Viewer['reportSettings']['role'];
  onChanged: () => void;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>{value}</dd>
    </div>
  );
}

export function SummaryCard({ report, name, role, onChanged }: Props) {
  const { t } = useTranslation('report');
  const { instant } = useFormat();
  const [commitMonth] = useUpdateServiceMonthMutation();
  const [studies, setStudies] = useState(String(report.bibleStudies));
  useEffect(() => setStudies(String(report.bibleStudies)), [report.bibleStudies]);
  // The studies as typed: a send right after typing them must not wait for the save's answer.
  const typedStudies = Number(studies);
  const bibleStudies = studies.trim() !== '' && Number.isInteger(typedStudies) && typedStudies >= 0 && typedStudies <= 999 ? typedStudies : report.bibleStudies;
  const send = useSendReport({ report, bibleStudies, name, role, onChanged });

  const saveMonth = (input: { bibleStudies?: number; participated?: boolean }) =>
    commitMonth({
      variables: { input: { month: report.month, ...input } },
      onCompleted: ({ updateServiceMonth }) => handleAnswer(updateServiceMonth, 'ServiceMonthUpdated', t('errors.generic'), onChanged),
      onError: failed(t('errors.generic')),
    });

  const saveStudies = () => {
    if (bibleStudies !== typedStudies) {
      setStudies(String(report.bibleStudies));
      return;
    }
    if (bibleStudies !== report.bibleStudies) saveMonth({ bibleStudies });
  };

  const left = (minutes: number | null | undefined) => (minutes === 0 ? t('summary.goalMet') : durationText(t, minutes ?? 0));

  return (
    <section className={styles.card} aria-labelledby="report-summary-title">
      <h2 id="report-summary-title" className={styles.cardTitle}>
        {t('summary.title')}
      </h2>
      {report.reportsHours ? (
        <dl className={styles.figures}>
          <Figure label={t('summary.hours')} value={durationText(t, (report.standardHours ?? 0) * 60)} />
          <Figure label={t('summary.credit')} value={durationText(t, (report.creditHours ?? 0) * 60)} />
          <Figure label={t('summary.carriedIn')} value={durationText(t, report.carriedInMinutes ?? 0)} />
          <Figure label={t('summary.carriedOut')} value={durationText(t, report.carriedOutMinutes ?? 0)} />
          {report.monthMinutesLeft != null && <Figure label={t('summary.monthLeft')} value={left(report.monthMinutesLeft)} />}
          {report.monthPaceMinutesPerWeek != null && report.monthMinutesLeft !== 0 && (
            <Figure label={t('summary.monthPace')} value={durationText(t, report.monthPaceMinutesPerWeek)} />
          )}
          {report.yearMinutesLeft != null && <Figure label={t('summary.yearLeft')} value={left(report.yearMinutesLeft)} />}
          {report.yearPaceMinutesPerWeek != null && report.yearMinutesLeft !== 0 && (
            <Figure label={t('summary.yearPace')} value={durationText(t, report.yearPaceMinutesPerWeek)} />
          )}
          {report.creditHoursLeftThisYear != null && (
            <Figure label={t('summary.creditLeft')} value={durationText(t, report.creditHoursLeftThisYear * 60)} />
          )}
        </dl>
      ) : (
        <>
          <p className={styles.muted}>{t('summary.noHours')}</p>
          <Checkbox isSelected={report.participated} onChange={(participated) => saveMonth({ participated })}>
            {t('summary.participated')}
          </Checkbox>
        </>
      )}
      <TextField
        label={t('summary.studies')}
        type="number"
        inputMode="numeric"
        value={studies}
        onChange={setStudies}
        onBlur={saveStudies}
        onKeyDown={(e) => {
          if (e.key === 'Enter') saveStudies();
        }}
      />
      <div className={styles.between}>
        <p className={styles.muted}>{report.sentAt ? t('summary.sent', { date: instant(report.sentAt) }) : t('summary.notSent')}</p>
        <span className={styles.row}>
          <Button variant="secondary" onPress={send.saveImage}>
            <ImageDown size={18} aria-hidden="true" /> {t('send.image')}
          </Button>
          <Button onPress={send.start} isDisabled={send.busy}>
            <Send size={18} aria-hidden="true" className={flipInRtl} /> {report.sentAt ? t('send.again') : t('send.button')}
          </Button>
        </span>
      </div>
      <SendReportDialog send={send} />
    </section>
  );
}
