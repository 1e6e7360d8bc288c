// Event reminders while the app is open: one timer per future alarm, delivered through the
// browser's Notification API when the member allowed it, and as an in-app toast otherwise.
// Alarms that passed while the app was closed are not replayed (a member opening the app after a
// week away should not get a burst of stale reminders). The scheduling is pure over timers and a
// clock, so it is unit-tested with fake timers (reminders.test.ts).

export interface Reminder {
  id: string;
  title: string;
  alarmEnabled: boolean;
  /** ISO instant, or null when the event has no alarm. */
  alarmTime: string | null | undefined;
  /** The notification's body, e.g. "Tomorrow, 09:30 · Kingdom Hall". */
  body: string;
}

/** setTimeout's longest delay (about 24.8 days); a later alarm re-arms its timer on the way. */
export const MAX_TIMER_MS = 2_147_483_647;

export interface ScheduleOptions {
  now?: () => number;
  /** Alarms already delivered ("id@instant"): kept across schedules so none is shown twice. */
  delivered?: Set<string>;
}

/** Arms a timer for each enabled alarm still ahead; returns a function that disarms them all. */
export function scheduleReminders(
  reminders: readonly Reminder[],
  deliver: (reminder: Reminder) => void,
  { now = Date.now, delivered = new Set<string>() }: ScheduleOptions = {},
): () => void {
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const arm = (reminder: Reminder, at: number, key: string) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (now() < at) {
        arm(reminder, at, key);
        return;
      }
      if (delivered.has(key)) return;
      delivered.add(key);
      deliver(reminder);
    }, Math.min(Math.max(at - now(), 0), MAX_TIMER_MS));
    timers.add(timer);
  };

  for (const reminder of reminders) {
    if (!reminder.alarmEnabled || !reminder.alarmTime) continue;
    const at = Date.parse(reminder.alarmTime);
    const key = `${reminder.id}@${at}`;
    if (Number.isNaN(at) || at < now() || delivered.has(key)) continue;
    arm(reminder, at, key);
  }

  return () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };
}

/** The parts of the browser's Notification API a reminder uses. */
export interface NotificationApi {
  readonly permission: NotificationPermission;
  new (title: string, options?: NotificationOptions): unknown;
}

export function browserNotifications(): NotificationApi | undefined {
  return typeof Notification === 'undefined' ? undefined : Notification;
}

/** A system notification when permitted, otherwise the in-app toast. */
export function deliverReminder(
  reminder: Reminder,
  showToast: (title: string, body: string) => void,
  notifications: NotificationApi | undefined = browserNotifications(),
): void {
  if (notifications?.permission === 'granted') {
    new notifications(reminder.title, { body: reminder.body, tag: `calendar-${reminder.id}` });
    return;
  }
  showToast(reminder.title, reminder.body);
}
