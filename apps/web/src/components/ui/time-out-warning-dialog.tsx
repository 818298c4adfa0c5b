import { useId } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './button';
import styles from './time-out-warning-dialog.module.css';

export interface TimeOutWarningDialogProps {
  heading: string;
  body: string;
  /** The button's words: the action that keeps the session. */
  keepLabel: string;
  /** Any way of closing the dialog (its button, Escape) keeps the session. */
  onKeep: () => void;
}

/**
 * Beyond the spec (WCAG 2.2.1 Timing Adjustable; decisions 016 and 062): before a session ends
 * the customer is told and may ask for more time. An alertdialog: focus moves to its button, the
 * rest of the page is inert, and screen readers announce its heading and text on opening. Its
 * users load it only when first needed, to keep react-aria-components out of the first page.
 */
export function TimeOutWarningDialog({
  heading,
  body,
  keepLabel,
  onKeep,
}: TimeOutWarningDialogProps) {
  const bodyId = useId();
  return (
    <ModalOverlay
      isOpen
      isDismissable={false}
      onOpenChange={(isOpen) => {
        if (!isOpen) onKeep();
      }}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" aria-describedby={bodyId} className={styles.dialog}>
          <Heading slot="title" className={styles.heading}>
            {heading}
          </Heading>
          <p id={bodyId}>{body}</p>
          {/* An alertdialog starts on its safe action: the one that keeps the customer's work. */}
          <Button autoFocus onClick={onKeep}>
            {keepLabel}
          </Button>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
