import { useTranslation } from 'react-i18next';
import * as styles from './platform.css.ts';

export function PageLoading() {
  const { t } = useTranslation('shell');
  return (
    <div role="status" aria-live="polite" className={styles.centred}>
      {t('loading')}
    </div>
  );
}
