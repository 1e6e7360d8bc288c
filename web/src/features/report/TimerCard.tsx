// The ministry timer: start, pause, resume, stop (docs/product/report.md, "Timer"). The run is kept
// on the device (device-timer.ts), so every button works with no signal and a closed app or a
// reload loses nothing; Stop writes the time as an entry through the one write path. A run the
// server still keeps from an earlier version of the app is taken over once there is a connection.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRelayEnvironment } from 'react-relay';
import { Pause, Play, Square } from 'lucide-react';
import type { ReportPageQuery$data, TimerRounding } from '../../__generated__/ReportPageQuery.graphql';
import { Button } from '../../ui/Button.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { adoptTimer, pauseTimer, startTimer, stopTimer, watchRun } from './device-timer.ts';
import { clockOf, durationText } from './format.ts';
import { runSeconds, type DeviceRun } from './timer.ts';
import { useTakeServiceTimerMutation } from './useTakeServiceTimerMutation.ts';
import * as styles from './report.css.ts';

type ServerTimer = NonNullable<ReportPageQuery$data['viewer']>['serviceTimer'];

const OFFLINE_TOAST_MS = 3000;

interface Props {
  viewerId: string;
  /** What the server last said it keeps (a run from an earlier version of the app). */
  serverTimer: ServerTimer;
  rounding: TimerRounding;
  /** The month on screen and its list of entries, where a stopped run's entry shows at once. */
  month: string;
  connection: string;
  onChanged: () => void;
}

function useDeviceRun(owner: string): DeviceRun | null | undefined {
  const [run, setRun] = useState<DeviceRun | null | undefined>(undefined);
  useEffect(() => watchRun(owner, setRun), [owner]);
  return run;
}

function useTicking(run: DeviceRun | null | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  const running = run?.runningSince != null;
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [running]);
  return runSeconds(run ?? null, now);
}

/** Takes over the server's run once it shows one and the server answers; offline it waits for the next visit. */
function useTakeServerRun(owner: string, serverTimer: ServerTimer, onChanged: () => void) {
  const [take] = useTakeServiceTimerMutation();
  const asked = useRef(false);
  const kept = serverTimer.running || serverTimer.elapsedSeconds > 0;
  useEffect(() => {
    if (!kept || asked.current) return;
    asked.current = true;
    take({
      variables: {},
      onCompleted: ({ takeServiceTimer }) => {
        const taken = takeServiceTimer.__typename === 'ServiceTimerChanged' ? takeServiceTimer.timer : undefined;
        if (taken) void adoptTimer(owner, taken).then(onChanged);
      },
      onError: () => {
        asked.current = false;
      },
    });
  }, [kept, owner, take, onChanged]);
}

export function TimerCard({ viewerId, serverTimer, rounding, month, connection, onChanged }: Props) {
  const { t } = useTranslation('report');
  const environment = useRelayEnvironment();
  const run = useDeviceRun(viewerId);
  const seconds = useTicking(run);
  const [busy, setBusy] = useState(false);
  useTakeServerRun(viewerId, serverTimer, onChanged);
  const running = run?.runningSince != null;
  const hasTime = !!run;

  const act = (work: () => Promise<unknown>) => {
    setBusy(true);
    work()
      .catch(() => errorToast(t('errors.generic')))
      .finally(() => setBusy(false));
  };
  const stop = () =>
    act(async () => {
      const stopped = await stopTimer(environment, viewerId, { rounding, month, connection });
      if (!stopped) return;
      if (stopped.minutes === 0) toast({ title: t('timer.tooShort') });
      else if (stopped.waiting) toast({ title: t('form.savedOfflineTitle'), description: t('form.savedOffline') }, OFFLINE_TOAST_MS);
      else toast({ title: t('timer.saved', { time: durationText(t, stopped.minutes) }) });
      if (stopped.minutes > 0) onChanged();
    });

  return (
    <section className={styles.card} aria-labelledby="report-timer-title">
      <h2 id="report-timer-title" className={styles.cardTitle}>
        {t('timer.title')}
      </h2>
      <div role="timer" aria-live="off" aria-label={t('timer.label')} className={styles.clock}>
        {clockOf(seconds)}
      </div>
      <p className={styles.muted}>{running ? t('timer.running') : hasTime ? t('timer.paused') : t('timer.idle')}</p>
      <div className={styles.row}>
        {running ? (
          <Button variant="secondary" isDisabled={busy} onPress={() => act(() => pauseTimer(viewerId))}>
            <Pause size={18} aria-hidden="true" /> {t('timer.pause')}
          </Button>
        ) : (
          <Button isDisabled={busy || run === undefined} onPress={() => act(() => startTimer(viewerId))}>
            <Play size={18} aria-hidden="true" /> {hasTime ? t('timer.resume') : t('timer.start')}
          </Button>
        )}
        <Button variant="secondary" isDisabled={busy || !hasTime} onPress={stop}>
          <Square size={18} aria-hidden="true" /> {t('timer.stop')}
        </Button>
      </div>
    </section>
  );
}
