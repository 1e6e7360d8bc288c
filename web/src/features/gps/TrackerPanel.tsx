// The tracker controls every GPS page shows: the status line (coloured dot and state; left out
// where the page shows it already), Get Location, Set to the congregation's area, Start/Stop
// Tracking, the current position and the error box.
import { Crosshair, MapPin, Play, Square } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { formatCoordinate } from './geo.ts';
import { STATUS_COLOURS } from './location.ts';
import type { Tracker } from './useTracker.ts';
import * as styles from './gps.css.ts';

/**
 * The tracker's state with its coloured dot. In a card already labelled Status (`inCard`) the
 * state is the card's value, and "GPS status:" is said to screen readers only.
 */
export function StatusLine({ tracker, inCard = false }: { tracker: Tracker; inCard?: boolean }) {
  const { t } = useTranslation('gps');
  const text = tracker.retrying ? t('status.retrying') : t(`status.${tracker.status}`);
  return (
    <p className={inCard ? `${styles.statusLine} ${styles.cardValue}` : styles.statusLine} role="status" aria-live="polite" data-status={tracker.status}>
      <span className={styles.statusDot[STATUS_COLOURS[tracker.status]]} aria-hidden="true" />
      <span>
        <span className={inCard ? 'visually-hidden' : undefined}>{t('status.label')}: </span>
        {text}
      </span>
    </p>
  );
}

export function TrackerPanel({
  tracker,
  locateLabel = 'locate',
  withStatus = true,
}: {
  tracker: Tracker;
  locateLabel?: 'locate' | 'locateOnce';
  /** False where the page shows the status line elsewhere (one live region, said once). */
  withStatus?: boolean;
}) {
  const { t } = useTranslation('gps');
  const { fix, home } = tracker;
  const locate = t(`actions.${locateLabel}`);
  const setDefault = t('actions.setDefault', { place: home.name });
  return (
    <section className={styles.card} aria-label={t('position.title')}>
      {withStatus && <StatusLine tracker={tracker} />}
      <div className={styles.actions}>
        <Button onPress={() => void tracker.locate()} isDisabled={tracker.status === 'searching' && !tracker.tracking}>
          <Crosshair aria-hidden="true" size={16} /> {locate}
        </Button>
        <Button variant="secondary" onPress={tracker.setDefault}>
          <MapPin aria-hidden="true" size={16} /> {setDefault}
        </Button>
        {tracker.tracking ? (
          <Button variant="secondary" onPress={tracker.stopTracking}>
            <Square aria-hidden="true" size={16} /> {t('actions.stopTracking')}
          </Button>
        ) : (
          <Button variant="secondary" onPress={tracker.startTracking}>
            <Play aria-hidden="true" size={16} /> {t('actions.startTracking')}
          </Button>
        )}
      </div>
      {fix ? (
        <dl className={styles.figures} aria-label={t('position.title')}>
          <dt className={styles.term}>{t('position.latitude')}</dt>
          <dd className={styles.detail}>{formatCoordinate(fix.latitude)}</dd>
          <dt className={styles.term}>{t('position.longitude')}</dt>
          <dd className={styles.detail}>{formatCoordinate(fix.longitude)}</dd>
          <dt className={styles.term}>{t('position.accuracy')}</dt>
          <dd className={styles.detail}>{tracker.isDefault ? t('position.defaultPosition', { place: home.name }) : t('position.meters', { value: Math.round(fix.accuracy) })}</dd>
        </dl>
      ) : (
        <p className={styles.subtitle}>{t('position.none', { locate, setDefault })}</p>
      )}
      {tracker.error && (
        <p role="alert" className={styles.errorBox}>
          {tracker.error}
        </p>
      )}
    </section>
  );
}
