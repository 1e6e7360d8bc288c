// The header's sync indicator: how many writes wait on this device (and how many the server
// refused), whether they are being sent, and the age of the data on screen when the server has
// not answered within the freshness window. Pressing it lists what is waiting and why, with
// Send now. Renders nothing when all is delivered and the data is fresh.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { CloudUpload, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FRESHNESS_MS, freshness, onFreshnessChange } from '../relay/environment.ts';
import { fetchAhead } from '../lib/after-quiet.ts';
import { ShellPart } from '../platform/shell-part.tsx';
import { useEngineStatus, useWaitingChanges } from './usePendingChanges.ts';
import * as styles from './offline.css.ts';

const MINUTE = 60_000;

function useNow(every: number) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), every);
    return () => clearInterval(timer);
  }, [every]);
  return now;
}

let cachedFreshness = freshness();
const readFreshness = () => {
  const next = freshness();
  if (next.lastAnswerAt !== cachedFreshness.lastAnswerAt || next.failing !== cachedFreshness.failing) cachedFreshness = next;
  return cachedFreshness;
};

/** "Showing data from 5 minutes ago" while the server is not answering and the data is old. */
export function DataAge() {
  const { t } = useTranslation('offline');
  const fresh = useSyncExternalStore(onFreshnessChange, readFreshness);
  const now = useNow(15_000);
  const online = typeof navigator === 'undefined' || navigator.onLine;
  if (!fresh.lastAnswerAt || (online && !fresh.failing)) return null;
  const age = now - fresh.lastAnswerAt;
  if (age < FRESHNESS_MS) return null;
  const minutes = Math.max(1, Math.floor(age / MINUTE));
  const text = minutes >= 120 ? t('indicator.ageHours', { count: Math.floor(minutes / 60) }) : t('indicator.age', { count: minutes });
  return (
    <span className={styles.age} role="status" title={text}>
      <History aria-hidden="true" size={16} />
      <span className={styles.wordsOnWideScreens}>{text}</span>
    </span>
  );
}

// The list opens in a popover whose code (the overlay code every dialog shares) is not part of the
// first screen: it is fetched ahead once the first screen is done, so the list still opens with
// no signal, and at the first press if that comes sooner.
const pendingPanel = async () => (await import('./PendingPanel.tsx')).PendingPanel;

export function PendingIndicator() {
  const { t } = useTranslation('offline');
  const changes = useWaitingChanges();
  const status = useEngineStatus();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => fetchAhead(pendingPanel), []);
  const refused = changes.filter((c) => c.state === 'refused').length;
  const queued = changes.length - refused;
  return (
    <>
      <DataAge />
      {changes.length > 0 && (
        <>
          <AriaButton ref={trigger} className={styles.indicator} data-refused={refused > 0} aria-haspopup="dialog" aria-expanded={open} onPress={() => setOpen(true)}>
            {/* On a phone: the icon and the count; the words stay for screen readers. */}
            <CloudUpload aria-hidden="true" size={16} />
            <span className={styles.countOnPhones} aria-hidden="true">
              {changes.length}
            </span>
            <span className={styles.wordsOnWideScreens}>
              {status.sending ? t('indicator.sending') : queued > 0 ? t('indicator.waiting', { count: queued }) : null}
              {refused > 0 && <span>{t('indicator.refused', { count: refused })}</span>}
            </span>
          </AriaButton>
          {open && <ShellPart load={pendingPanel} closeWhenFailed={() => setOpen(false)} triggerRef={trigger} changes={changes} onClose={() => setOpen(false)} />}
        </>
      )}
    </>
  );
}
