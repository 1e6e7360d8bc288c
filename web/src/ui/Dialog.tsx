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
}

/** A modal dialog with a title and a close button; Escape and (for dialogs) an outside click close it. */
export function Dialog({ title, isOpen, onOpenChange, children, role = 'dialog' }: Props) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={role === 'dialog'} className={styles.overlay}>
      <Modal className={styles.modal}>
        <AriaDialog role={role} className={styles.dialog}>
          <div className={styles.dialogHeader}>
            <Heading slot="title">{title}</Heading>
            <Button variant="ghost" aria-label="Close" onPress={() => onOpenChange(false)}>
              ✕
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
  return (
    <Dialog title={title} isOpen={isOpen} onOpenChange={(open) => !open && onCancel()} role="alertdialog">
      <p>{message}</p>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" onPress={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
