// A page's map around its tracker: the located position with its window (0.003°), or the
// congregation's area (the tracker's home place) with the wider one (0.007°) before anything is located.
import type { LatLng } from './geo.ts';
import { DEFAULT_WINDOW_DEGREES, WINDOW_DEGREES } from './geo.ts';
import type { MapSettings, MapType } from './map-style.ts';
import { MapView } from './MapView.tsx';
import type { Tracker } from './useTracker.ts';

export function GpsMap({
  settings,
  tracker,
  line,
  closedLine,
  withHybrid,
  initialType,
}: {
  settings: MapSettings;
  tracker: Tracker;
  line?: readonly LatLng[] | null;
  closedLine?: boolean;
  withHybrid?: boolean;
  initialType?: MapType;
}) {
  const { fix, isDefault } = tracker;
  const located = fix && !isDefault;
  return (
    <MapView
      settings={settings}
      center={fix ?? tracker.home}
      windowDegrees={located ? WINDOW_DEGREES : DEFAULT_WINDOW_DEGREES}
      position={located ? fix : null}
      line={line}
      closedLine={closedLine}
      withHybrid={withHybrid}
      initialType={initialType}
    />
  );
}
