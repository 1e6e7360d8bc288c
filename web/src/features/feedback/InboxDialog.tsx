// The admin's support inbox in its dialog, opened from the footer; loaded on that click, so the
// dialog code is not part of the first screen.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog.tsx';
import { FeedbackInbox } from './FeedbackInbox.tsx';

export function InboxDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('feedback');
  return (
    <Dialog title={t('inbox.title')} isOpen onOpenChange={(isOpen) => !isOpen && onClose()} size="full">
      <Suspense fallback={<p>{t('inbox.loading')}</p>}>
        <FeedbackInbox />
      </Suspense>
    </Dialog>
  );
}
