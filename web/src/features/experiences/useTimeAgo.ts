import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.ts';
import { timeAgo } from '../../i18n/time-ago.ts';

/** timeAgo in the current language, with the catalogue's words for under a minute. */
export function useTimeAgo(): (iso: string) => string {
  const { t } = useTranslation('experiences');
  const { locale } = useFormat();
  return useCallback((iso: string) => timeAgo(iso, locale) ?? t('time.justNow'), [t, locale]);
}
