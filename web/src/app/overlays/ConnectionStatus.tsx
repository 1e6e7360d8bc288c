// The offline banner and the connection-quality indicator (docs/product/shell.md, "Overlays").
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INDICATOR_TEXT, OFFLINE_BANNER_MS, indicatorDuration, qualityOf, type NetworkInformationLike, type Quality } from './connection.ts';
import * as styles from './overlays.css.ts';

type NavigatorWithConnection = Navigator & { connection?: NetworkInformationLike & EventTarget };

function readQuality(): Quality {
  return qualityOf(navigator.onLine, (navigator as NavigatorWithConnection).connection);
}

export function ConnectionStatus() {
  const { t } = useTranslation('shell');
  const [quality, setQuality] = useState<Quality>(readQuality);
  const [indicatorVisible, setIndicatorVisible] = useState(quality !== 'good');
  const [banner, setBanner] = useState<'offline' | 'online' | null>(null);
  const previous = useRef(quality);

  useEffect(() => {
    const update = () => {
      const next = readQuality();
      const before = previous.current;
      // The same change reported twice (`change`, then `online`) must not cut "Connection Restored" short.
      if (next === before && next !== 'poor') return;
      previous.current = next;
      setQuality(next);
      if (next === 'offline' && before !== 'offline') setBanner('offline');
      if (next !== 'offline' && before === 'offline') setBanner('online');
      const duration = indicatorDuration(before, next);
      setIndicatorVisible(duration !== 0);
      if (duration) setTimeout(() => previous.current === next && setIndicatorVisible(next !== 'good'), duration);
    };
    const connection = (navigator as NavigatorWithConnection).connection;
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    connection?.addEventListener('change', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      connection?.removeEventListener('change', update);
    };
  }, []);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), OFFLINE_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  return (
    <>
      <div role="status" aria-live="polite">
        {indicatorVisible && <div className={styles.indicator[quality]}>{t(`connection.${INDICATOR_TEXT[quality]}`)}</div>}
      </div>
      <div role="status" aria-live="polite">
        {banner === 'offline' && (
          <div className={styles.banner}>
            <strong>{t('connection.offlineTitle')}</strong>
            <span>{t('connection.offlineBody')}</span>
          </div>
        )}
        {banner === 'online' && (
          <div className={styles.banner}>
            <strong>{t('connection.onlineTitle')}</strong>
            <span>{t('connection.onlineBody')}</span>
          </div>
        )}
      </div>
    </>
  );
}
