// Arms the reminders of the events the calendar knows about, for as long as it is shown; each
// alarm is delivered once per app session even if the list re-renders.
import { useEffect, useRef } from 'react';
import { toast } from '../../ui/toast.tsx';
import { deliverReminder, scheduleReminders, type Reminder } from './reminders.ts';

const delivered = new Set<string>();
const REMINDER_TOAST_MS = 15_000;

const showReminderToast = (title: string, body: string) =>
  toast({ title: `Reminder: ${title}`, description: body }, REMINDER_TOAST_MS);

export function useCalendarReminders(reminders: Reminder[]) {
  const latest = useRef(reminders);
  latest.current = reminders;
  // Re-arm only when an alarm (or its event's wording) changes, not on every render.
  const signature = reminders.map((r) => `${r.id}@${r.alarmEnabled ? r.alarmTime : ''}:${r.title}:${r.body}`).join('|');
  useEffect(
    () => scheduleReminders(latest.current, (reminder) => deliverReminder(reminder, showReminderToast), { delivered }),
    [signature],
  );
}
