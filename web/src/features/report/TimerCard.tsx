// The ministry timer: start, pause, stop. The server keeps it (a reload, a closed app or a server
// restart loses nothing); the count on screen ticks on the device from when the run started.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pause, Play, Square } from 'lucide-react';
import type { ReportPageQuery$data } from '../../__generated__/ReportPageQuery.graphql';
import { Button } from '../../ui/Button.tsx';
import { toast } from '../../ui/toast.tsx';
import { failed, handleAnswer } from './commit.ts';
import { clockOf, deviceTimeZone, hoursAndMinutes, timerSeconds } from './format.ts';
import { usePauseServiceTimerMutation } from './usePauseServiceTimerMutation.ts';
import { useStartServiceTimerMutation } from './useStartServiceTimerMutation.ts';
import { useStopServiceTimerMutation } from './useStopServiceTimerMutation.ts';
import * as styles from './report.css.ts';

type Timer = NonNullable<ReportPageQuery$data['viewer']>['serviceTimer'];

function useTicking(timer: Timer): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!timer.running) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [timer.running]);
  return timerSeconds(timer, now);
}

export function TimerCard({ timer, onChanged }: { timer: Timer; onChanged: () => void }) {
  const { t } = useTranslation('report');
  const seconds = useTicking(timer);
  const [start, starting] = useStartServiceTimerMutation();
  const [pause, pausing] = usePauseServiceTimerMutation();
  const [stop, stopping] = useStopServiceTimerMutation();
  const busy = starting || pausing || stopping;
  const fail = failed(t('errors.generic'));
  const hasTime = timer.running || timer.elapsedSeconds > 0;

  return (
    <section className={styles.card} aria-labelledby="report-timer-title">
      <h2 id="report-timer-title" className={styles.cardTitle}>
        {t('timer.title')}
      </h2>
      <div role="timer" aria-live="off" aria-label={t('timer.label')} className={styles.clock}>
        {clockOf(seconds)}
      </div>
      <p className={styles.muted}>{timer.running ? t('timer.running') : hasTime ? t('timer.paused') : t('timer.idle')}</p>
      <div className={styles.row}>
        {timer.running ? (
          <Button
            variant="secondary"
            isDisabled={busy}
            onPress={() =>
              pause({
                variables: {},
                onCompleted: ({ pauseServiceTimer }) => handleAnswer(pauseServiceTimer, 'ServiceTimerChanged', t('errors.generic'), onChanged),
                onError: fail,
              })
            }
          >
            <Pause size={18} aria-hidden="true" /> {t('timer.pause')}
          </Button>
        ) : (
          <Button
            isDisabled={busy}
            onPress={() =>
              start({
                variables: {},
                onCompleted: ({ startServiceTimer }) => handleAnswer(startServiceTimer, 'ServiceTimerChanged', t('errors.generic'), onChanged),
                onError: fail,
              })
            }
          >
            <Play size={18} aria-hidden="true" /> {hasTime ? t('timer.resume') : t('timer.start')}
          </Button>
        )}
        <Button
          variant="secondary"
          isDisabled={busy || !hasTime}
          onPress={() =>
            stop({
              variables: { input: { timeZone: deviceTimeZone() } },
              onCompleted: ({ stopServiceTimer: answer }) => {
                if (answer.__typename === 'ServiceTimerStopped') {
                  const minutes = answer.serviceEntry?.minutes;
                  toast({ title: minutes ? t('timer.saved', { time: hoursAndMinutes(minutes) }) : t('timer.tooShort') });
                }
                handleAnswer(answer, 'ServiceTimerStopped', t('errors.generic'), onChanged);
              },
              onError: fail,
            })
          }
        >
          <Square size={18} aria-hidden="true" /> {t('timer.stop')}
        </Button>
      </div>
    </section>
  );
}
