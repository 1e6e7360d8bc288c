// Send report: one tap builds the month's report as text in the member's language, and as a
// picture of the same lines (report-image.ts), and opens the device's share sheet with both (the
// text alone where the device cannot share files); without the Web Share API it copies the text,
// and when even the clipboard is refused it shows the text to copy by hand. The month is then
// marked sent. Save as image downloads the picture.
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
import { reportImage, reportImageName } from './report-image.ts';
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
  const { locale, direction } = useFormat();
  const [commitSent, busy] = useMarkServiceMonthSentMutation();
  const [manualText, setManualText] = useState<string | null>(null);

  const markSent = () =>
    commitSent({
      variables: { month: report.month },
      onCompleted: ({ markServiceMonthSent }) => handleAnswer(markServiceMonthSent, 'ServiceMonthSent', t('errors.generic'), onChanged, t('send.sent', { month: monthTitle(report.month, locale) })),
      onError: failed(t('errors.generic')),
    });

  const text = () =>
    reportText(t, locale, {
      month: report.month,
      name,
      role: t(`roles.${role}`),
      reportsHours: report.reportsHours,
      participated: report.participated,
      bibleStudies,
      hours: report.standardHours ?? null,
      creditHours: report.creditHours ?? null,
    });
  const imageFile = async (lines: string) =>
    new File([await reportImage(lines.split('\n'), direction)], reportImageName(report.month), { type: 'image/png' });

  const start = async () => {
    const message = text();
    if (typeof navigator.share === 'function') {
      const title = t('text.heading', { month: monthTitle(report.month, locale) });
      const image = await imageFile(message).catch(() => null);
      const files = image && navigator.canShare?.({ files: [image] }) ? [image] : undefined;
      try {
        await navigator.share({ title, text: message, ...(files ? { files } : {}) });
        markSent();
      } catch {
        // Closing the share sheet is not sending: the month stays unsent.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(message);
      toast({ title: t('send.copied') });
      markSent();
    } catch {
      setManualText(message);
    }
  };

  /** Downloads the picture of the report; saving is not sending, so the month stays as it is. */
  const saveImage = async () => {
    const image = await imageFile(text());
    const url = URL.createObjectURL(image);
    const link = document.createElement('a');
    link.href = url;
    link.download = image.name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return { start: () => void start(), saveImage: () => void saveImage(), busy, manualText, closeManual: () => setManualText(null), markSent };
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
