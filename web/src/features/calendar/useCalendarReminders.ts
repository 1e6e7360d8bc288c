// Arms the reminders of the events the calendar knows about, for as long as it is shown; each
// alarm is delivered once per app session even if the list re-renders.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast.tsx';
import { deliverReminder, scheduleReminders, type Reminder } from './reminders.ts';

const delivered = new Set<string>();
const REMINDER_TOAST_MS = 15_000;

export function useCalendarReminders(reminders: Reminder[]) {
  const { t } = useTranslation('calendar');
  const latest = useRef({ reminders, t });
  latest.current = { reminders, t };
  // Re-arm only when an alarm (or its event's wording) changes, not on every render.
  const signature = reminders.map((r) => `${r.id}@${r.alarmEnabled ? r.alarmTime : ''}:${r.title}:${r.body}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for the reminders, read from the ref.
  useEffect(() => {
    const showToast = (title: string, body: string) =>
      toast({ title: latest.current.t('reminders.toast', { title }), description: body }, REMINDER_TOAST_MS);
    return scheduleReminders(latest.current.reminders, (reminder) => deliverReminder(reminder, showToast), { delivered });
  }, [signature]);
}
