// Enhanced GPS Tracking (/gps-enhanced): the status, recording, points and duration cards, the
// tracker, Start/Stop Recording (only while tracking), Export and Clear, the map with the path
// being recorded or a reopened route, the last 10 points, and the member's routes.
// docs/product/gps.md.
import { Circle, Download, Square, Trash2 } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { EnhancedGpsPageQuery } from '../../__generated__/EnhancedGpsPageQuery.graphql';
import { usePageQuery } from '../../platform/page-query.ts';
import { useShell } from '../../platform/shell-context.ts';
import { Button } from '../../ui/Button.tsx';
import { formatCoordinate, homePlaceOf } from './geo.ts';
import { GpsLayout } from './GpsLayout.tsx';
import { GpsMap } from './GpsMap.tsx';
import { ENHANCED_TRACKER } from './location.ts';
import { elapsedSeconds, formatDistance, formatDuration, recentPoints, recordedDistance, speedKmH } from './recording.ts';
import { RouteList, type ShownRoute } from './RouteList.tsx';
import { StatusLine, TrackerPanel } from './TrackerPanel.tsx';
import { useRecording } from './useRecording.ts';
import { useTracker } from './useTracker.ts';
import * as styles from './gps.css.ts';
import { useFormat } from '../../i18n/format.ts';

export function EnhancedGpsPage() {
  const { t } = useTranslation('gps');
  const { instant } = useFormat();
  const { appSettings, viewer } = usePageQuery<EnhancedGpsPageQuery>(graphql`
    query EnhancedGpsPageQuery($count: Int!) {
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
        ...RouteList_viewer @arguments(count: $count)
      }
    }
  `);
  const mapSettings = appSettings.map;
  const shell = useShell();
  const [shown, setShown] = useState<ShownRoute | null>(null);
  const recording = useRecording(viewer?.id ?? null, viewer ? ConnectionHandler.getConnectionID(viewer.id, 'RouteList_gpsRoutes') : null);
  const tracker = useTracker(ENHANCED_TRACKER, homePlaceOf(appSettings), (fix) => {
    if (recording.recording) recording.addFix(fix);
  });
  const now = useClock(recording.recording);
  const canRecord = !!viewer && tracker.tracking && tracker.status === 'active';
  const line = recording.recording || !shown ? recording.points : shown.points;

  return (
    <GpsLayout
      page="enhanced"
      summary={
        <ul className={styles.cards}>
          <li className={styles.figure}>
            <p className={styles.cardLabel}>{t('cards.status')}</p>
            <StatusLine tracker={tracker} inCard />
          </li>
          <li className={styles.figure}>
            <p className={styles.cardLabel}>{t('cards.recording')}</p>
            <p className={styles.cardValue}>{recording.recording ? t('cards.recordingOn') : t('cards.recordingOff')}</p>
          </li>
          <li className={styles.figure}>
            <p className={styles.cardLabel}>{t('cards.points')}</p>
            <p className={styles.cardValue} data-testid="gps-point-count">
              {recording.points.length}
            </p>
          </li>
          <li className={styles.figure}>
            <p className={styles.cardLabel}>{t('cards.duration')}</p>
            <p className={styles.cardValue}>{formatDuration(recording.startedAt && recording.recording ? elapsedSeconds(recording.startedAt, now) : 0)}</p>
          </li>
          <li className={styles.figure}>
            <p className={styles.cardLabel}>{t('cards.distance')}</p>
            <p className={styles.cardValue}>{formatDistance(recordedDistance(recording.points))}</p>
          </li>
        </ul>
      }
      controls={
        <>
          <TrackerPanel tracker={tracker} withStatus={false} />
          <section className={styles.card} aria-labelledby="gps-recording">
            <h2 id="gps-recording" className={styles.cardTitle}>
              {t('recording.title')}
            </h2>
            <div className={styles.actions}>
              {recording.recording ? (
                <Button onPress={recording.stop}>
                  <Square aria-hidden="true" size={16} /> {t('actions.stopRecording')}
                </Button>
              ) : (
                <Button isDisabled={!canRecord} onPress={recording.start}>
                  <Circle aria-hidden="true" size={16} /> {t('actions.startRecording')}
                </Button>
              )}
              <Button variant="secondary" onPress={recording.exportData}>
                <Download aria-hidden="true" size={16} /> {t('actions.export')}
              </Button>
              <Button variant="secondary" onPress={recording.clear}>
                <Trash2 aria-hidden="true" size={16} /> {t('actions.clear')}
              </Button>
            </div>
            {!viewer ? (
              <p className={styles.subtitle}>
                {t('recording.signIn')}{' '}
                <Button variant="secondary" onPress={() => shell.openAccount('sign-in')}>
                  {t('actions.signIn')}
                </Button>
              </p>
            ) : (
              !canRecord && !recording.recording && <p className={styles.subtitle}>{t('recording.startHint')}</p>
            )}
            {recording.pending > 0 && (
              <p role="status" className={styles.subtitle}>
                {t('recording.pending', { count: recording.pending })}
              </p>
            )}
          </section>
        </>
      }
      map={
        <section className={styles.card} aria-labelledby="gps-map-view">
          <h2 id="gps-map-view" className={styles.cardTitle}>
            {t('map.label')}
          </h2>
          {shown && !recording.recording && <p className={styles.statusLine}>{t('routes.showing', { name: shown.name })}</p>}
          <GpsMap settings={mapSettings} tracker={tracker} line={line} />
        </section>
      }
      details={
        <>
          <section className={styles.card} aria-labelledby="gps-points">
            <h2 id="gps-points" className={styles.cardTitle}>
              {t('points.title')}
            </h2>
            {recording.points.length === 0 ? (
              <p className={styles.subtitle}>{t('points.empty')}</p>
            ) : (
              <ol className={styles.list}>
                {recentPoints(recording.points).map((point) => {
                  const speed = speedKmH(point);
                  return (
                    <li key={point.clientId} className={styles.listItem}>
                      <span>{instant(new Date(point.timestamp), { timeStyle: 'medium' })}</span>
                      <span>
                        {formatCoordinate(point.latitude)}, {formatCoordinate(point.longitude)}
                      </span>
                      <span>{t('position.meters', { value: Math.round(point.accuracy) })}</span>
                      <span>{speed === null ? t('points.noSpeed') : t('points.speedValue', { value: speed })}</span>
                    </li>
                  );
                })}
              </ol>
            )}
          </section>
          {viewer && (
            <Suspense fallback={null}>
              <RouteList viewer={viewer} onShow={setShown} />
            </Suspense>
          )}
        </>
      }
    />
  );
}

/** The time, ticking each second while `running`. */
function useClock(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}
