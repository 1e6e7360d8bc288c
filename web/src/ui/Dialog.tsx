import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './Button.tsx';
import * as styles from './ui.css.ts';

interface Props {
  title: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  children: React.ReactNode;
  /** An alert dialog (a confirmation) cannot be dismissed by a click outside. */
  role?: 'dialog' | 'alertdialog';
  /** `full`: the dialog fills the screen (a long editor such as a convention note). */
  size?: 'default' | 'full';
}

/** A modal dialog with a title and a close button; Escape and (for dialogs) an outside click close it. */
export function Dialog({ title, isOpen, onOpenChange, children, role = 'dialog', size = 'default' }: Props) {
  const { t } = useTranslation('shell');
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={role === 'dialog' && size === 'default'} className={size === 'full' ? styles.overlayFull : styles.overlay}>
      <Modal className={size === 'full' ? styles.modalFull : styles.modal}>
        <AriaDialog role={role} className={styles.dialog}>
          <div className={styles.dialogHeader}>
            <Heading slot="title" className={styles.dialogTitle}>
              {title}
            </Heading>
            <Button variant="ghost" aria-label={t('ui.close')} onPress={() => onOpenChange(false)}>
              <X aria-hidden="true" size={20} />
            </Button>
          </div>
          {children}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The spec's confirmations ("Are you sure…? This cannot be undone."). */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  isOpen,
  onCancel,
  onConfirm,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  isOpen: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('shell');
  return (
    <Dialog title={title} isOpen={isOpen} onOpenChange={(open) => !open && onCancel()} role="alertdialog">
      <p>{message}</p>
      <div className={styles.dialogActions}>
        <Button variant="secondary" onPress={onCancel}>
          {t('ui.cancel')}
        </Button>
        <Button variant="danger" onPress={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
