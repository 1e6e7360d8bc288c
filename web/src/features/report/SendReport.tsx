// Send report: one tap builds the month's report as text in the member's language and opens the
// device's share sheet; without the Web Share API it copies the text, and when even the clipboard
// is refused it shows the text to copy by hand. The month is then marked sent.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportPageQuery$data } from '../../__generated__/ReportPageQuery.graphql';
import { useFormat } from '../../i18n/format.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { toast } from '../../ui/toast.tsx';
import { failed, handleAnswer } from './commit.ts';
import { monthTitle, reportText } from './format.ts';
import { useMarkServiceMonthSentMutation } from './useMarkServiceMonthSentMutation.ts';
import * as styles from './report.css.ts';

type Viewer = NonNullable<ReportPageQuery$data['viewer']>;

interface Options {
  report: Viewer['serviceReport'];
  bibleStudies: number;
  name: string;
  role: Viewer['reportSettings']['role'];
  onChanged: () => void;
}

export function useSendReport({ report, bibleStudies, name, role, onChanged }: Options) {
  const { t } = useTranslation('report');
  const { locale } = useFormat();
  const [commitSent, busy] = useMarkServiceMonthSentMutation();
  const [manualText, setManualText] = useState<string | null>(null);

  const markSent = () =>
    commitSent({
      variables: { month: report.month },
      onCompleted: ({ markServiceMonthSent }) => handleAnswer(markServiceMonthSent, 'ServiceMonthSent', t('errors.generic'), onChanged, t('send.sent', { month: monthTitle(report.month, locale) })),
      onError: failed(t('errors.generic')),
    });

  const start = async () => {
    const text = reportText(t, locale, {
      month: report.month,
      name,
      role: t(`roles.${role}`),
      reportsHours: report.reportsHours,
      participated: report.participated,
      bibleStudies,
      hours: report.standardHours ?? null,
      creditHours: report.creditHours ?? null,
    });
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('text.heading', { month: monthTitle(report.month, locale) }), text });
        markSent();
      } catch {
        // Closing the share sheet is not sending: the month stays unsent.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: t('send.copied') });
      markSent();
    } catch {
      setManualText(text);
    }
  };

  return { start: () => void start(), busy, manualText, closeManual: () => setManualText(null), markSent };
}

export function SendReportDialog({ send }: { send: ReturnType<typeof useSendReport> }) {
  const { t } = useTranslation('report');
  return (
    <Dialog title={t('send.manualTitle')} isOpen={send.manualText !== null} onOpenChange={(open) => !open && send.closeManual()}>
      <p>{t('send.manualHelp')}</p>
      <TextField label={t('send.manualText')} multiline rows={6} isReadOnly value={send.manualText ?? ''} />
      <div className={styles.row}>
        <Button
          onPress={() => {
            send.markSent();
            send.closeManual();
          }}
        >
          {t('send.done')}
        </Button>
        <Button variant="secondary" onPress={send.closeManual}>
          {t('form.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
