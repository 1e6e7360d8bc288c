// Recording on /gps-enhanced (docs/product/gps.md, "Recording"): each update taken while recording
// is queued on the device with its own id and sent to the server in order (gps-delivery.ts);
// without signal it waits and is sent when the connection returns, exactly once. Stopping queues
// the "finished" behind the points, so the server keeps the session as a route computed from them.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorToast, toast } from '../../ui/toast.tsx';
import { deliverGps, pendingGps, queueGps } from './gps-delivery.ts';
import type { Fix } from './location.ts';
import { exportDocument, exportFileName, type RecordedPoint } from './recording.ts';

/** While anything waits: try again this often, besides when the browser says it is back online. */
const RETRY_MS = 15_000;

const localStamp = (time: number) => {
  const d = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

export function useRecording(owner: string | null, onRouteSaved: () => void) {
  const { t } = useTranslation('gps');
  const [recording, setRecording] = useState(false);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [points, setPoints] = useState<RecordedPoint[]>([]);
  const [pending, setPending] = useState(0);
  const session = useRef<string | null>(null);
  const savedRef = useRef(onRouteSaved);
  savedRef.current = onRouteSaved;

  const deliver = useCallback(async () => {
    if (!owner) return;
    const result = await deliverGps(owner).catch(() => undefined);
    if (result?.refused.some((item) => item.kind === 'point')) errorToast(t('errors.recording'), t('errors.recordingTitle'));
    if (result?.delivered.some((item) => item.kind === 'finish')) savedRef.current();
    setPending(await pendingGps(owner).catch(() => 0));
  }, [owner, t]);

  useEffect(() => {
    if (!owner) return;
    void deliver();
    const onOnline = () => void deliver();
    window.addEventListener('online', onOnline);
    const timer = setInterval(() => void deliver(), RETRY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      clearInterval(timer);
    };
  }, [owner, deliver]);

  const addFix = useCallback(
    (fix: Fix) => {
      const sessionId = session.current;
      if (!owner || !sessionId) return;
      const point: RecordedPoint = { ...fix, clientId: crypto.randomUUID(), sessionId };
      setPoints((list) => [...list, point]);
      const { latitude, longitude, accuracy, altitude, speed, heading, timestamp } = fix;
      void queueGps(owner, 'point', { sessionId, latitude, longitude, accuracy, altitude, speed, heading, timestamp }, point.clientId)
        .then(deliver)
        .catch(() => errorToast(t('errors.recording'), t('errors.recordingTitle')));
    },
    [owner, deliver, t],
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
    if (owner && sessionId && points.length > 0) {
      void queueGps(owner, 'finish', { sessionId, name: localStamp(points[0]!.timestamp) }).then(deliver);
      toast({ title: t('toasts.recordingStopped'), description: t('toasts.routeSaved') }, 3000);
    } else {
      toast({ title: t('toasts.recordingStopped') }, 2000);
    }
  }, [owner, points, deliver, t]);

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
