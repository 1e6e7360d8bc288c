// Web push for the areas that notify: a message to devices, a group alert's push, the daily
// reminders' schedule, and the background run that keeps a request from waiting on push services.
export { EVERY_MS, pushDailyReminders, startDailyReminders } from './daily.ts';
export type { DailyReminder } from './daily.ts';
export { inBackground } from './sender.ts';
export { notifyGroup, pushTo } from './service.ts';
export type { PushMessage } from './service.ts';
