// What a failed request says to the member: the server's message as it arrives, or, written by
// the app in the reader's language, that the network is gone or to try again.
import { useTranslation } from 'react-i18next';

export function useServerMessage() {
  const { t } = useTranslation('calendar');
  return (error: Error): string =>
    error.name === 'NetworkUnavailableError' ? t('errors.offline') : error.message || t('errors.retry');
}
