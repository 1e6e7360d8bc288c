// The choices of the footer forms and the inbox. Each is a catalogue key of the `feedback`
// namespace (the text lives in web/src/i18n/locales/*/feedback.json); the stored value is the
// English label, so an admin reads the same words whatever language the sender used. The form
// choices are free text for the server (a sender may write their own); the inbox's status and
// priority are GraphQL enums, read from web/src/generated/enums.ts.
import { ReportPriority, ReportStatus } from '../../generated/enums.ts';

export const PROJECT_TYPES = [
  { key: 'mobileApp', value: 'Mobile app' },
  { key: 'webApp', value: 'Web app' },
  { key: 'website', value: 'Website' },
  { key: 'integration', value: 'Integration with another system' },
  { key: 'other', value: 'Other' },
] as const;

export const BUDGETS = [
  { key: 'under1k', value: 'Under $1,000' },
  { key: 'from1kTo5k', value: '$1,000 - $5,000' },
  { key: 'from5kTo10k', value: '$5,000 - $10,000' },
  { key: 'over10k', value: 'Over $10,000' },
  { key: 'unsure', value: 'Not sure yet' },
] as const;

export const TIMELINES = [
  { key: 'asap', value: 'As soon as possible' },
  { key: 'month', value: 'Within a month' },
  { key: 'quarter', value: '1-3 months' },
  { key: 'halfYear', value: '3-6 months' },
  { key: 'flexible', value: 'Flexible' },
] as const;

export const PROBLEM_TYPES = [
  { key: 'bug', value: 'Something does not work' },
  { key: 'display', value: 'Display or layout' },
  { key: 'performance', value: 'Slow or freezing' },
  { key: 'data', value: 'Missing or wrong data' },
  { key: 'signIn', value: 'Signing in' },
  { key: 'other', value: 'Other' },
] as const;

export const STATUSES = ReportStatus;
export type Status = ReportStatus;
export const PRIORITIES = ReportPriority;
export type Priority = ReportPriority;
/** What a report shows before an admin has judged it, and for a value this version does not know. */
export const DEFAULT_STATUS: Status = 'OPEN';
export const DEFAULT_PRIORITY: Priority = 'MEDIUM';

export const isStatus = (value: string): value is Status => (STATUSES as readonly string[]).includes(value);
export const isPriority = (value: string): value is Priority => (PRIORITIES as readonly string[]).includes(value);
