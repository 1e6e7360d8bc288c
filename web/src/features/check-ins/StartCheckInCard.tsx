// "Going out alone?" on /service-group (docs/product/check-ins.md, "Start"): back in 15 minutes to
// 12 hours (presets or a custom time), an optional note, the location if the member allows it,
// and a drill. A member waiting for approval or in no group starts one too: the admins hear of it.
// While the member's own check-in runs, or waits on the device to be sent, the card says so instead.
// Below, the group's check-ins now running, live.
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyLoadQuery } from 'react-relay';
import type { queriesCheckInsQuery } from '../../__generated__/queriesCheckInsQuery.graphql';
import { useFormat } from '../../i18n/format.ts';
import { isNetworkUnavailable } from '../../offline/queue.ts';
import { usePendingChanges } from '../../offline/usePendingChanges.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { useCurrentLocation } from '../../platform/current-location.ts';
import { checkInsQuery } from './queries.ts';
import { useStartCheckInMutation } from './useStartCheckInMutation.ts';
import * as styles from './check-ins.css.ts';

const PRESETS = ['15', '30', '60', '120', '240', '480', '720'] as const;
const MIN_MINUTES = 15;
const MAX_MINUTES = 720;
const MAX_NOTE = 200;
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

export function StartCheckInCard({ hasGroup }: { hasGroup: boolean }) {
  const { t } = useTranslation('checkIns');
  return (
    <section id="check-in" className={styles.card} aria-labelledby="check-in-title">
      <h2 id="check-in-title" className={styles.cardTitle}>
        {t('start.title')}
      </h2>
      <p className={styles.muted}>{hasGroup ? t('start.intro') : t('start.introAdmins')}</p>
      <Suspense fallback={null}>
        <StartOrRunning hasGroup={hasGroup} />
      </Suspense>
    </section>
  );
}

function StartOrRunning({ hasGroup }: { hasGroup: boolean }) {
  const { t } = useTranslation('checkIns');
  // The same query the bar at the top of the app reads: one request for both.
  const data = useLazyLoadQuery<queriesCheckInsQuery>(checkInsQuery, {}, { fetchPolicy: 'store-or-network' });
  const open = data.viewer?.openCheckIns.edges.map((edge) => edge.node) ?? [];
  const mine = open.some((node) => node.isMine);
  // One started with no signal is not running yet, but it is the member's one check-in: the card
  // says so from the first frame, instead of offering to start another.
  const waiting = usePendingChanges().find((change) => change.type === 'checkIn' && change.action === 'create' && change.state !== 'refused');
  return (
    <>
      {mine ? (
        <p className={styles.text}>{t('start.running')}</p>
      ) : waiting ? (
        <div className={styles.waiting}>
          <p className={styles.text}>
            <strong>{t('card.pendingTitle')}</strong> {t('card.pendingText', { minutes: Number(waiting.fields.minutes) || 0 })}
          </p>
          {typeof waiting.fields.note === 'string' && waiting.fields.note && <p className={styles.muted}>{waiting.fields.note}</p>}
        </div>
      ) : (
        <StartForm />
      )}
      {hasGroup && <GroupCheckIns checkIns={open} />}
    </>
  );
}

function StartForm() {
  const { t } = useTranslation(['checkIns', 'serviceGroup']);
  const format = useFormat();
  const [preset, setPreset] = useState<string>('60');
  const [hours, setHours] = useState('1');
  const [minutes, setMinutes] = useState('0');
  const [note, setNote] = useState('');
  const [share, setShare] = useState(false);
  const [drill, setDrill] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // From the press until the server has it, or the phone keeps it to send later.
  const [starting, setStarting] = useState(false);
  const location = useCurrentLocation();
  const [commit] = useStartCheckInMutation();

  const chosenMinutes = preset === 'custom' ? Number(hours || 0) * 60 + Number(minutes || 0) : Number(preset);
  const submit = () => {
    if (!Number.isInteger(chosenMinutes) || chosenMinutes < MIN_MINUTES || chosenMinutes > MAX_MINUTES) {
      setErrors({ minutes: t('start.customHint') });
      return;
    }
    setErrors({});
    setStarting(true);
    const startedAt = Date.now();
    commit({
      variables: {
        input: {
          minutes: chosenMinutes,
          note: note.trim() || null,
          location: share && location.state.status === 'found' ? location.state.text : null,
          drill,
        },
      },
      onCompleted: () => {
        setStarting(false);
        toast({ title: t('start.startedTitle'), description: t('start.startedText', { time: format.instant(new Date(startedAt + chosenMinutes * 60_000), TIME) }) });
        setNote('');
      },
      onError: (error) => {
        setStarting(false);
        if (isNetworkUnavailable(error)) {
          toast({ title: t('start.savedOfflineTitle'), description: t('start.savedOfflineText') }, 6000);
          setNote('');
        } else errorToast(error.message || t('start.failed'));
      },
    });
  };

  const options = [...PRESETS.map((id) => ({ id, label: t(`presets.${id}`) })), { id: 'custom', label: t('presets.custom') }];
  return (
    <form
      className={styles.stackForm}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Select label={t('start.backIn')} options={options} value={preset} onChange={setPreset} />
      {preset === 'custom' && (
        <fieldset className={styles.customTime}>
          <legend className={styles.muted}>{t('start.custom')}</legend>
          <div className={styles.row}>
            <div className={styles.narrow}>
              <TextField label={t('start.hours')} inputMode="numeric" value={hours} onChange={setHours} />
            </div>
            <div className={styles.narrow}>
              <TextField label={t('start.minutes')} inputMode="numeric" value={minutes} onChange={setMinutes} />
            </div>
          </div>
          <p className={errors.minutes ? styles.error : styles.muted} role={errors.minutes ? 'alert' : undefined}>
            {t('start.customHint')}
          </p>
        </fieldset>
      )}
      <TextField label={t('start.note')} value={note} onChange={setNote} maxLength={MAX_NOTE} placeholder={t('start.notePlaceholder')} />
      <Checkbox
        isSelected={share}
        onChange={(on) => {
          setShare(on);
          if (on && location.state.status !== 'found') location.locate();
        }}
        isDisabled={!location.supported}
      >
        {t('start.shareLocation')}
      </Checkbox>
      {share && (
        <p className={styles.muted} role="status">
          {location.state.status === 'found'
            ? location.state.text
            : location.state.status === 'error'
              ? t(`serviceGroup:location.errors.${location.state.error}`)
              : t('start.locating')}
        </p>
      )}
      <Checkbox isSelected={drill} onChange={setDrill}>
        {t('start.drill')}
      </Checkbox>
      <div className={styles.actions}>
        <Button type="submit" isDisabled={starting}>
          {starting ? t('start.starting') : t('start.submit')}
        </Button>
      </div>
    </form>
  );
}

type Open = NonNullable<queriesCheckInsQuery['response']['viewer']>['openCheckIns']['edges'][number]['node'];

/** The group's check-ins now running, on the board: who, until when, and where each is. */
function GroupCheckIns({ checkIns }: { checkIns: readonly Open[] }) {
  const { t } = useTranslation('checkIns');
  const format = useFormat();
  return (
    <div className={styles.groupList}>
      <h3 className={styles.subTitle}>{t('group.title')}</h3>
      {checkIns.length === 0 ? (
        <p className={styles.muted}>{t('group.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {checkIns.map((c) => (
            <li key={c.id} className={styles.listItem}>
              <strong>{c.fullName}</strong>
              <span className={styles.muted}>{t('group.due', { time: format.instant(c.dueAt, TIME) })}</span>
              <span className={styles.status}>{t(`group.status.${c.status as 'ACTIVE'}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
