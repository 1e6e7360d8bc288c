// Recording on /gps-enhanced (docs/product/gps.md, "Recording"): each update taken while recording
// is a write of the device's one write path (offline/sync.ts), kept on the device and delivered in
// order, exactly once, with or without signal, Background Sync included. Stopping writes the
// "finished" behind the points: the route shows in the list at once with the figures the device
// computed, and the server's, computed from the stored points, replace them once it arrives.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRelayEnvironment } from 'react-relay';
import { usePendingChanges } from '../../offline/usePendingChanges.ts';
import { write } from '../../offline/sync.ts';
import { errorToast, toast } from '../../ui/toast.tsx';
import { pathLength } from './geo.ts';
import type { Fix } from './location.ts';
import { exportDocument, exportFileName, type RecordedPoint } from './recording.ts';

const localStamp = (time: number) => {
  const d = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** `routes`: the route list's connection, where a finished recording shows at once. */
export function useRecording(owner: string | null, routes: string | null) {
  const { t } = useTranslation('gps');
  const environment = useRelayEnvironment();
  const [recording, setRecording] = useState(false);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [points, setPoints] = useState<RecordedPoint[]>([]);
  const session = useRef<string | null>(null);
  const queued = usePendingChanges();
  const pending = useMemo(() => queued.filter((c) => c.type === 'gpsPoint' && c.state === 'queued').length, [queued]);

  const addFix = useCallback(
    (fix: Fix) => {
      const sessionId = session.current;
      if (!owner || !sessionId) return;
      const point: RecordedPoint = { ...fix, clientId: crypto.randomUUID(), sessionId };
      setPoints((list) => [...list, point]);
      const { latitude, longitude, accuracy, altitude, speed, heading, timestamp } = fix;
      write(environment, {
        type: 'gpsPoint',
        action: 'create',
        fields: { sessionId, latitude, longitude, accuracy, altitude, speed, heading, timestamp },
      }).catch(() => errorToast(t('errors.recording'), t('errors.recordingTitle')));
    },
    [owner, environment, t],
  );

  const start = useCallback(() => {
    session.current = crypto.randomUUID();
    setPoints([]);
    setStartedAt(Date.now());
    setRecording(true);
    toast({ title: t('toasts.recordingStarted') }, 2000);
  }, [t]);

  const stop = useCallback(() => {
    const sessionId = session.current;
    session.current = null;
    setRecording(false);
    const first = points[0];
    const last = points[points.length - 1];
    if (owner && sessionId && first && last) {
      write(environment, {
        type: 'gpsRoute',
        action: 'create',
        // The server computes the figures from the points it stored; these show until then.
        fields: {
          sessionId,
          name: localStamp(first.timestamp),
          startedAt: new Date(first.timestamp).toISOString(),
          distanceMeters: pathLength(points),
          durationSeconds: Math.round((last.timestamp - first.timestamp) / 1000),
          pointCount: points.length,
        },
        connections: routes ? [routes] : undefined,
      }).catch(() => errorToast(t('errors.recording'), t('errors.recordingTitle')));
      toast({ title: t('toasts.recordingStopped'), description: t('toasts.routeSaved') }, 3000);
    } else {
      toast({ title: t('toasts.recordingStopped') }, 2000);
    }
  }, [owner, points, routes, environment, t]);

  const exportData = useCallback(() => {
    if (points.length === 0) {
      errorToast(t('toasts.noDataBody'), t('toasts.noData'));
      return;
    }
    const now = new Date();
    const blob = new Blob([JSON.stringify(exportDocument(points, now), null, 2)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = exportFileName(now);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    toast({ title: t('toasts.exported') }, 2000);
  }, [points, t]);

  const clear = useCallback(() => {
    setPoints([]);
    toast({ title: t('toasts.cleared') }, 2000);
  }, [t]);

  return { recording, startedAt, points, pending, addFix, start, stop, exportData, clear };
}
