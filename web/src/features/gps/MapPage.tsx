// GPS Location Tracker (/map): a one-time location, continuous tracking with its last 10 updates,
// and the map cycling street, satellite and hybrid. Opened from a territory
// (?territoryId=&name=) it names the territory and draws its boundary when it has one; the route
// starts the territory's query with the page's. docs/product/gps.md.
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useSearchParams } from '../../platform/router.tsx';
import type { MapPageQuery } from '../../__generated__/MapPageQuery.graphql';
import type { MapPageTerritoryQuery } from '../../__generated__/MapPageTerritoryQuery.graphql';
import { usePagePart, usePageQuery, usePreloadedForViewer, useReloadableQuery } from '../../platform/page-query.ts';
import { ErrorBoundary } from '../../platform/ErrorBoundary.tsx';
import { formatCoordinate, type LatLng, homePlaceOf } from './geo.ts';
import { GpsLayout } from './GpsLayout.tsx';
import { GpsMap } from './GpsMap.tsx';
import { SIMPLE_TRACKER } from './location.ts';
import type { MapSettings } from './map-style.ts';
import { InfoBox } from './StreetMapPage.tsx';
import { TrackerPanel } from './TrackerPanel.tsx';
import { type Tracker, useTracker } from './useTracker.ts';
import * as styles from './gps.css.ts';
import { useFormat } from '../../i18n/format.ts';

export function MapPage() {
  const { t } = useTranslation('gps');
  const { appSettings, viewer } = usePageQuery<MapPageQuery>(graphql`
    query MapPageQuery {
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
      viewer {
        id
      }
    }
  `);
  const mapSettings = appSettings.map;
  const [params] = useSearchParams();
  const territoryId = params.get('territoryId');
  const name = params.get('name')?.trim();
  const tracker = useTracker(SIMPLE_TRACKER, homePlaceOf(appSettings));
  // For someone who signs in on the page, the territory is loaded here.
  const preloaded = usePreloadedForViewer();
  const territory = usePagePart<MapPageTerritoryQuery>(territoryQuery);
  const plainMap = <GpsMap settings={mapSettings} tracker={tracker} withHybrid initialType="satellite" />;
  return (
    <GpsLayout
      page="simple"
      note={name && <p className={styles.statusLine}>{t('simple.territory', { name })}</p>}
      controls={<TrackerPanel tracker={tracker} locateLabel="locateOnce" />}
      map={
        // A territory is its member's: a visitor gets the map without its boundary.
        territoryId && viewer ? (
          <ErrorBoundary fallback={plainMap}>
            <Suspense fallback={plainMap}>
              <TerritoryMap
                key={`${viewer.id}:${territoryId}`}
                id={territoryId}
                preloaded={preloaded && territory?.variables.id === territoryId ? territory : null}
                settings={mapSettings}
                tracker={tracker}
              />
            </Suspense>
          </ErrorBoundary>
        ) : (
          plainMap
        )
      }
      details={
        <>
          <Updates tracker={tracker} />
          <InfoBox />
        </>
      }
    />
  );
}

const territoryQuery = graphql`
  query MapPageTerritoryQuery($id: ID!) {
    node(id: $id) {
      ... on Territory {
        boundaryPoints
      }
    }
  }
`;

interface TerritoryMapProps {
  id: string;
  preloaded: PreloadedQuery<MapPageTerritoryQuery> | null;
  settings: MapSettings;
  tracker: Tracker;
}

function TerritoryMap({ id, preloaded, settings, tracker }: TerritoryMapProps) {
  const variables = useMemo(() => ({ id }), [id]);
  const [queryRef] = useReloadableQuery<MapPageTerritoryQuery>(territoryQuery, preloaded, variables);
  return queryRef ? (
    <TerritoryBoundary queryRef={queryRef} settings={settings} tracker={tracker} />
  ) : (
    <GpsMap settings={settings} tracker={tracker} withHybrid initialType="satellite" />
  );
}

function TerritoryBoundary({ queryRef, settings, tracker }: Omit<TerritoryMapProps, 'id' | 'preloaded'> & { queryRef: PreloadedQuery<MapPageTerritoryQuery> }) {
  const { t } = useTranslation('gps');
  const { node } = usePreloadedQuery<MapPageTerritoryQuery>(territoryQuery, queryRef);
  const boundary: LatLng[] = (node?.boundaryPoints ?? []).map(([latitude, longitude]) => ({ latitude: latitude!, longitude: longitude! }));
  return (
    <>
      {boundary.length < 3 && <p className={styles.subtitle}>{t('simple.territoryNoBoundary')}</p>}
      <GpsMap settings={settings} tracker={tracker} withHybrid initialType="satellite" line={boundary.length >= 3 ? boundary : null} closedLine />
    </>
  );
}

function Updates({ tracker }: { tracker: Tracker }) {
  const { t } = useTranslation('gps');
  const { instant } = useFormat();
  return (
    <section className={styles.card} aria-labelledby="gps-updates">
      <h2 id="gps-updates" className={styles.cardTitle}>
        {t('simple.updates')}
      </h2>
      {tracker.history.length === 0 ? (
        <p className={styles.subtitle}>{t('simple.noUpdates')}</p>
      ) : (
        <ol className={styles.list}>
          {tracker.history.map((fix) => (
            <li key={`${fix.timestamp}-${fix.latitude}-${fix.longitude}`} className={styles.listItem}>
              <span>{instant(new Date(fix.timestamp), { timeStyle: 'medium' })}</span>
              <span>
                {formatCoordinate(fix.latitude)}, {formatCoordinate(fix.longitude)}
              </span>
              <span>{t('position.meters', { value: Math.round(fix.accuracy) })}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
