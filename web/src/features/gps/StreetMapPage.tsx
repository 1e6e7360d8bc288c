// Street & Satellite Map Tracker (/openstreetmap): the tracker, the map with its street/satellite
// toggle and fullscreen, the current position, the error box and the info box.
// docs/product/gps.md.
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import type { StreetMapPageQuery } from '../../__generated__/StreetMapPageQuery.graphql';
import { usePageQuery } from '../../platform/page-query.ts';
import { homePlaceOf } from './geo.ts';
import { GpsLayout } from './GpsLayout.tsx';
import { GpsMap } from './GpsMap.tsx';
import { STREET_TRACKER } from './location.ts';
import { TrackerPanel } from './TrackerPanel.tsx';
import { useTracker } from './useTracker.ts';
import * as styles from './gps.css.ts';

export function StreetMapPage() {
  const { appSettings } = usePageQuery<StreetMapPageQuery>(graphql`
    query StreetMapPageQuery {
      appSettings {
        weatherRegion
        weatherLat
        weatherLng
        map {
          tileUrl
          satelliteTileUrl
          attribution
          vehicleImageUrl
        }
      }
    }
  `);
  const mapSettings = appSettings.map;
  const tracker = useTracker(STREET_TRACKER, homePlaceOf(appSettings));
  return (
    <GpsLayout
      page="street"
      controls={<TrackerPanel tracker={tracker} />}
      map={<GpsMap settings={mapSettings} tracker={tracker} />}
      details={<InfoBox />}
    />
  );
}

export function InfoBox() {
  const { t } = useTranslation('gps');
  return (
    <section className={styles.infoBox} aria-labelledby="gps-info">
      <h2 id="gps-info" className={styles.cardTitle}>
        {t('info.title')}
      </h2>
      <p>{t('info.body')}</p>
    </section>
  );
}
