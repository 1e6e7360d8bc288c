// One check-in as the top of the app shows it (docs/product/check-ins.md): the member's own as a
// countdown with I'm back safe and Extend, turning into "Are you safe?" at its due time; someone
// else's, once overdue, as the emergency banner with who, since when, the note, the last location,
// a call link and I'm on it.
import { useEffect, useState } from 'react';
import { AlertTriangle, MapPin, Phone, ShieldCheck, Timer } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { CheckInCard_checkIn$data, CheckInCard_checkIn$key } from '../../__generated__/CheckInCard_checkIn.graphql';
import { useFormat } from '../../i18n/format.ts';
import { ShellPart } from '../../platform/shell-part.tsx';
import { Button } from '../../ui/Button.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { mapLink } from '../../lib/map-link.ts';
import { failed, useEndCheckIn, useExtendCheckInMutation, useTakeCheckInMutation } from './useCheckInActions.ts';
import * as styles from './check-ins.css.ts';

const fragment = graphql`
  fragment CheckInCard_checkIn on CheckIn {
    id
    fullName
    phone
    note
    location
    drill
    status
    dueAt
    overdueAt
    escalatedAt
    acknowledgedBy
    isMine
    takenByMe
  }
`;

// Once the member has taken another's overdue check-in: the form that ends it with what happened.
// It loads when shown, keeping its text field's code off the first screen of every member.
const endForm = async () => (await import('./EndCheckInForm.tsx')).EndCheckInForm;

const EXTEND_CHOICES = [15, 30, 60] as const;
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** The time left until `dueAt`, ticking each second: as "1:05:09" or "4:09". */
function useTimeLeft(dueAt: string): { ms: number; text: string } {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const ms = Math.max(0, new Date(dueAt).getTime() - now);
  const total = Math.ceil(ms / 1000);
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return { ms, text: h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}` };
}

export function CheckInCard({ checkIn: key, hasGroup, onChanged }: { checkIn: CheckInCard_checkIn$key; hasGroup: boolean; onChanged: () => void }) {
  const checkIn = useFragment(fragment, key);
  return checkIn.isMine ? (
    <OwnCheckIn checkIn={checkIn} hasGroup={hasGroup} onChanged={onChanged} />
  ) : (
    <OverdueBanner checkIn={checkIn} onChanged={onChanged} />
  );
}

type Shown = CheckInCard_checkIn$data;

function OwnCheckIn({ checkIn, hasGroup, onChanged }: { checkIn: Shown; hasGroup: boolean; onChanged: () => void }) {
  const { t } = useTranslation('checkIns');
  const format = useFormat();
  const left = useTimeLeft(checkIn.dueAt);
  const [choosing, setChoosing] = useState(false);
  const [extend, extending] = useExtendCheckInMutation();
  const [endCheckIn, ending] = useEndCheckIn(onChanged);
  const due = format.instant(checkIn.dueAt, TIME);
  // The server asks at its due time; the open app asks as soon as its own clock gets there.
  const asking = checkIn.status !== 'ACTIVE' || left.ms === 0;

  const onExtend = (minutes: number) =>
    extend({
      variables: { input: { id: checkIn.id, minutes } },
      onCompleted: ({ extendCheckIn: result }) => {
        if (result.__typename !== 'CheckInExtended') {
          errorToast(result.message ?? t('card.failed'));
          return;
        }
        setChoosing(false);
        toast({ title: t('card.extendedTitle'), description: t('card.extendedText', { time: format.instant(new Date(Math.max(Date.now(), new Date(checkIn.dueAt).getTime()) + minutes * 60_000), TIME) }) });
        onChanged();
      },
      onError: (error) => failed(t, error),
    });
  const onSafe = () => endCheckIn(checkIn.id);
  const busy = extending || ending;

  if (asking) {
    const text =
      checkIn.status === 'ACKNOWLEDGED'
        ? t('card.takenText', { name: checkIn.acknowledgedBy ?? '' })
        : checkIn.status === 'OVERDUE'
          ? t('card.overdueText', { time: format.instant(checkIn.overdueAt ?? checkIn.dueAt, TIME) })
          : t(hasGroup ? 'card.askText' : 'card.askTextAdmins', { time: due });
    return (
      <section className={styles.ask} role="alert" aria-labelledby="check-in-ask">
        <h2 id="check-in-ask" className={styles.title}>
          <AlertTriangle aria-hidden="true" className={styles.icon} /> {t('card.askTitle')}
          {checkIn.drill && <span className={styles.drill}>{t('banner.drill')}</span>}
        </h2>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>
          <Button variant="secondary" className={`${styles.onBanner} ${styles.strong}`} onPress={onSafe} isDisabled={busy}>
            <ShieldCheck aria-hidden="true" className={styles.icon} /> {t('card.imSafe')}
          </Button>
          {checkIn.status !== 'ACKNOWLEDGED' && (
            <Button variant="ghost" className={styles.outlined} onPress={() => onExtend(15)} isDisabled={busy}>
              {t('card.extend15')}
            </Button>
          )}
        </div>
      </section>
    );
  }

  return (
    <section className={styles.countdown} aria-labelledby="check-in-own">
      <div className={styles.countdownText}>
        <h2 id="check-in-own" className={styles.label}>
          <Timer aria-hidden="true" className={styles.icon} /> {t('card.label')}
          {checkIn.drill && <span className={styles.drill}>{t('banner.drill')}</span>}
        </h2>
        <p className={styles.text}>
          <strong>{t('card.backBy', { time: due })}</strong> · <span className={styles.clock}>{t('card.left', { time: left.text })}</span>
        </p>
        {checkIn.note && (
          <p className={styles.muted} dir="auto">
            {checkIn.note}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <Button variant="primary" onPress={onSafe} isDisabled={busy}>
          {t('card.safe')}
        </Button>
        <Button variant="secondary" onPress={() => setChoosing((open) => !open)} aria-expanded={choosing} isDisabled={busy}>
          {t('card.extend')}
        </Button>
      </div>
      {choosing && (
        <fieldset className={styles.choices}>
          <legend className={styles.muted}>{t('card.extendBy')}</legend>
          {EXTEND_CHOICES.map((minutes) => (
            <Button key={minutes} variant="secondary" onPress={() => onExtend(minutes)} isDisabled={busy}>
              {t(`presets.${minutes}`)}
            </Button>
          ))}
        </fieldset>
      )}
    </section>
  );
}

function OverdueBanner({ checkIn, onChanged }: { checkIn: Shown; onChanged: () => void }) {
  const { t } = useTranslation('checkIns');
  const format = useFormat();
  const [take, taking] = useTakeCheckInMutation();
  const map = checkIn.location ? mapLink(checkIn.location) : null;
  const headingId = `check-in-${checkIn.id}`;

  const onTake = () =>
    take({
      variables: { input: { id: checkIn.id } },
      onCompleted: ({ acknowledgeCheckIn: result }) => {
        // A second press answers who took it first: shown as it comes.
        if (result.__typename !== 'CheckInTaken') errorToast(result.message ?? t('card.failed'));
        else toast({ title: t('banner.takenTitle'), description: t('banner.takenToast', { name: checkIn.fullName }) });
        onChanged();
      },
      onError: (error) => failed(t, error),
    });
  return (
    <section className={styles.banner} role="alert" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        <AlertTriangle aria-hidden="true" className={styles.icon} /> {t('banner.title', { name: checkIn.fullName })}
        {checkIn.drill && <span className={styles.drill}>{t('banner.drill')}</span>}
      </h2>
      <p className={styles.text}>
        {t('banner.since', { due: format.instant(checkIn.dueAt, TIME), since: format.instant(checkIn.overdueAt ?? checkIn.dueAt, TIME) })}
      </p>
      {checkIn.note && (
        <p className={styles.text}>
          <Trans t={t} i18nKey="banner.note" values={{ note: checkIn.note }} components={{ bdi: <bdi /> }} />
        </p>
      )}
      {checkIn.escalatedAt && <p className={styles.text}>{t('banner.escalated')}</p>}
      <div className={styles.links}>
        {map && (
          <a href={map} target="_blank" rel="noopener noreferrer" className={styles.link}>
            <MapPin aria-hidden="true" className={styles.icon} /> {t('banner.map')}
          </a>
        )}
        {checkIn.phone && (
          <a href={`tel:${checkIn.phone.replace(/[^\d+]/g, '')}`} className={styles.link}>
            <Phone aria-hidden="true" className={styles.icon} /> {t('banner.call', { name: checkIn.fullName })}
          </a>
        )}
      </div>
      {checkIn.status === 'OVERDUE' && (
        <div className={styles.actions}>
          <Button variant="secondary" className={styles.onBanner} onPress={onTake} isDisabled={taking}>
            {t('banner.take')}
          </Button>
        </div>
      )}
      {checkIn.status === 'ACKNOWLEDGED' && !checkIn.takenByMe && (
        <p className={styles.text}>
          <strong>{t('banner.takenBy', { name: checkIn.acknowledgedBy ?? '' })}</strong>
        </p>
      )}
      {checkIn.takenByMe && <ShellPart load={endForm} checkInId={checkIn.id} fullName={checkIn.fullName} onChanged={onChanged} />}
    </section>
  );
}
