// The alert types and responses of the service-group board (docs/product/service-group.md):
// RED = in trouble, ORANGE = okay but some damage, GREEN = all clear. The values are the GraphQL
// enums' (web/src/generated/enums.ts); their labels, hints and success toasts are in the
// serviceGroup catalogue under types.<status>; this module holds only the display rules that are
// not words.
import { AlertResponseKind, AlertStatus } from '../../generated/enums.ts';
import { dateTimeFormat } from '../../i18n/format.ts';

export type { AlertStatus, AlertResponseKind as ResponseKind };
export const ALERT_STATUSES = AlertStatus;

export const isAlertStatus = (status: string | null | undefined): status is AlertStatus =>
  (ALERT_STATUSES as readonly (string | null | undefined)[]).includes(status);

export const RESPONSE_KINDS = AlertResponseKind;

export const isResponseKind = (kind: string): kind is AlertResponseKind => (RESPONSE_KINDS as readonly string[]).includes(kind);

/** The statuses that ask the group for help (and are pushed to their phones). */
export const needsHelp = (status: string | null | undefined) => status === 'RED' || status === 'ORANGE';

export { MAX_ALERT_TEXT as MAX_TEXT } from '@ministry/shared/alerts.ts';

/** "14:05" today, "3 Mar, 14:05" on another day: 24-hour, like the home clock, in the reader's language. */
export function formatWhen(iso: string, locale: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const time: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  const sameDay = date.toDateString() === now.toDateString();
  return dateTimeFormat(locale, sameDay ? time : { ...time, month: 'short', day: 'numeric' }).format(date);
}
