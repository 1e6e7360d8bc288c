import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { deliverReminder, MAX_TIMER_MS, scheduleReminders, type NotificationApi, type Reminder } from './reminders.ts';

const NOW = Date.parse('2026-11-23T09:00:00.000Z');
const reminder = (id: string, alarmTime: string | null, alarmEnabled = true): Reminder => ({
  id,
  title: `Event ${id}`,
  alarmEnabled,
  alarmTime,
  body: 'Tomorrow, 09:30',
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('scheduleReminders', () => {
  test('delivers each reminder at its alarm time, not before', () => {
    const deliver = vi.fn();
    scheduleReminders([reminder('a', '2026-11-23T09:30:00.000Z'), reminder('b', '2026-11-23T10:00:00.000Z')], deliver);

    vi.advanceTimersByTime(30 * 60_000 - 1);
    expect(deliver).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(deliver).toHaveBeenCalledTimes(1);
    expect(deliver).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'a' }));
    vi.advanceTimersByTime(30 * 60_000);
    expect(deliver).toHaveBeenCalledTimes(2);
    expect(deliver).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'b' }));
  });

  test('skips disabled alarms, events without an alarm time, and alarms already past', () => {
    const deliver = vi.fn();
    scheduleReminders(
      [
        reminder('off', '2026-11-23T09:10:00.000Z', false),
        reminder('none', null),
        reminder('past', '2026-11-23T08:59:59.000Z'),
        reminder('bad', 'not a time'),
      ],
      deliver,
    );
    vi.advanceTimersByTime(24 * 60 * 60_000);
    expect(deliver).not.toHaveBeenCalled();
  });

  test('the returned function cancels every pending reminder', () => {
    const deliver = vi.fn();
    const cancel = scheduleReminders([reminder('a', '2026-11-23T09:05:00.000Z')], deliver);
    cancel();
    vi.advanceTimersByTime(10 * 60_000);
    expect(deliver).not.toHaveBeenCalled();
  });

  test('a reminder is delivered once even when the events are scheduled again', () => {
    const deliver = vi.fn();
    const delivered = new Set<string>();
    const events = [reminder('a', '2026-11-23T09:05:00.000Z')];
    const first = scheduleReminders(events, deliver, { delivered });
    vi.advanceTimersByTime(5 * 60_000);
    first();
    // The list re-renders at the same instant (e.g. another event was added).
    scheduleReminders(events, deliver, { delivered });
    vi.advanceTimersByTime(60_000);
    expect(deliver).toHaveBeenCalledTimes(1);
  });

  test('a moved alarm is a new reminder', () => {
    const deliver = vi.fn();
    const delivered = new Set<string>();
    scheduleReminders([reminder('a', '2026-11-23T09:05:00.000Z')], deliver, { delivered })();
    scheduleReminders([reminder('a', '2026-11-23T09:20:00.000Z')], deliver, { delivered });
    vi.advanceTimersByTime(19 * 60_000);
    expect(deliver).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(deliver).toHaveBeenCalledTimes(1);
  });

  test('an alarm beyond the longest timer delay still fires on time', () => {
    const deliver = vi.fn();
    const at = NOW + MAX_TIMER_MS + 3 * 24 * 60 * 60_000;
    scheduleReminders([reminder('far', new Date(at).toISOString())], deliver);
    vi.advanceTimersByTime(at - NOW - 1);
    expect(deliver).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(deliver).toHaveBeenCalledTimes(1);
  });
});

describe('deliverReminder', () => {
  function fakeNotifications(permission: NotificationPermission) {
    const shown: { title: string; options?: NotificationOptions }[] = [];
    const Api = class {
      static permission = permission;
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, options });
      }
    } as unknown as NotificationApi;
    return { Api, shown };
  }

  test('shows a browser notification with the title and body when permission is granted', () => {
    const { Api, shown } = fakeNotifications('granted');
    const toast = vi.fn();
    deliverReminder(reminder('a', '2026-11-23T09:05:00.000Z'), toast, Api);
    expect(shown).toEqual([{ title: 'Event a', options: expect.objectContaining({ body: 'Tomorrow, 09:30' }) }]);
    expect(toast).not.toHaveBeenCalled();
  });

  test('falls back to the in-app toast when permission is not granted or there is no Notification API', () => {
    for (const api of [fakeNotifications('default').Api, fakeNotifications('denied').Api, undefined]) {
      const toast = vi.fn();
      deliverReminder(reminder('a', '2026-11-23T09:05:00.000Z'), toast, api);
      expect(toast).toHaveBeenCalledWith('Event a', 'Tomorrow, 09:30');
    }
  });
});
