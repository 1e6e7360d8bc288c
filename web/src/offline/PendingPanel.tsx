// The list the sync indicator opens (PendingIndicator.tsx): what waits on this device and why,
// with Send now. Loaded on the indicator's first press.
import type { RefObject } from 'react';
import { Dialog, Heading, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import type { QueuedChange } from './engine.ts';
import { PendingList } from './PendingList.tsx';
import { deliverNow } from './sync.ts';
import { useEngineStatus } from './usePendingChanges.ts';
import * as styles from './offline.css.ts';

interface Props {
  triggerRef: RefObject<HTMLButtonElement | null>;
  changes: readonly QueuedChange[];
  onClose: () => void;
}

export function PendingPanel({ triggerRef, changes, onClose }: Props) {
  const { t } = useTranslation('offline');
  const status = useEngineStatus();
  const queued = changes.filter((c) => c.state !== 'refused').length;
  return (
    <Popover className={styles.popover} placement="bottom end" triggerRef={triggerRef} isOpen onOpenChange={(open) => !open && onClose()}>
      <Dialog className={styles.panel} aria-label={t('pending.title')}>
        <Heading slot="title">{t('pending.titleCount', { count: changes.length })}</Heading>
        <PendingList changes={changes} />
        <div className={styles.actions}>
          {queued > 0 && (
            <Button variant="secondary" onPress={() => void deliverNow()} isDisabled={status.sending}>
              {t('pending.sendNow')}
            </Button>
          )}
          <Button variant="ghost" onPress={onClose}>
            {t('pending.close')}
          </Button>
        </div>
      </Dialog>
    </Popover>
  );
}
