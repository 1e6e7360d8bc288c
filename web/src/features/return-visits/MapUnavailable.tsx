// What the Return Visits map says when it cannot be shown: its code or maplibre could not be
// fetched, or its tiles failed. The list views go on working.
import { useTranslation } from 'react-i18next';
import * as styles from './returnVisits.css.ts';

export function MapUnavailable() {
  const { t } = useTranslation('returnVisits');
  return (
    <div role="alert" className={styles.errorBox}>
      <h3>{t('map.errorTitle')}</h3>
      <p>{t('map.errorBody')}</p>
    </div>
  );
}
