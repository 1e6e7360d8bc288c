// The shepherding request's choices (docs/product/shepherding.md): request types (stored as their
// English name, which other clients of the API read; shown in the reader's language), priorities
// and statuses. Their words are in the shepherding catalogue.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.ts';

export const REQUEST_TYPES = [
  { value: 'Spiritual encouragement', key: 'encouragement' },
  { value: 'Personal counsel', key: 'counsel' },
  { value: 'Family matter', key: 'family' },
  { value: 'Illness or hospital visit', key: 'illness' },
  { value: 'Bereavement', key: 'bereavement' },
  { value: 'Return to meetings', key: 'meetings' },
  { value: 'Other', key: 'other' },
] as const;

export const PRIORITIES = ['urgent', 'normal', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const STATUSES = ['pending', 'assigned', 'scheduled', 'completed', 'cancelled'] as const;
export type Status = (typeof STATUSES)[number];

const isPriority = (value: string): value is Priority => (PRIORITIES as readonly string[]).includes(value);
const isStatus = (value: string): value is Status => (STATUSES as readonly string[]).includes(value);

/** The words of a request's type, priority and status, and its dates, in the reader's language. */
export function useShepherdingLabels() {
  const { t } = useTranslation('shepherding');
  const { instant } = useFormat();
  return {
    requestType: useCallback(
      (value: string) => {
        const known = REQUEST_TYPES.find((type) => type.value === value);
        return known ? t(`requestTypes.${known.key}`) : value;
      },
      [t],
    ),
    priority: useCallback((value: string) => (isPriority(value) ? t(`priorities.${value}`) : value), [t]),
    status: useCallback((value: string) => (isStatus(value) ? t(`statuses.${value}`) : value), [t]),
    dateTime: useCallback((iso: string) => instant(iso, { dateStyle: 'medium', timeStyle: 'short' }), [instant]),
  };
}
