import { useId } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../../components/ui/button';
import { sessionWarningCopy as copy, timeLeft } from '../../../content/session';
import styles from './session-warning-dialog.module.css';

export interface SessionWarningDialogProps {
  /** How long the session had left when the warning appeared. */
  warningMs: number;
  /** Any way of closing the dialog (its button, Escape) keeps the session. */
  onContinue: () => void;
}

/**
 * Beyond the spec (WCAG 2.2.1 Timing Adjustable; decision 016): before the session ends the
 * customer is told and may ask for more time. An alertdialog: focus moves to its button, the rest
 * of the page is inert, and screen readers announce its heading and text on opening. Loaded only
 * when first needed, to keep react-aria-components out of the first page's JavaScript.
 */
export default function SessionWarningDialog({ warningMs, onContinue }: SessionWarningDialogProps) {
  const bodyId = useId();
  return (
    <ModalOverlay
      isOpen
      isDismissable={false}
      onOpenChange={(isOpen) => {
        if (!isOpen) onContinue();
      }}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" aria-describedby={bodyId} className={styles.dialog}>
          <Heading slot="title" className={styles.heading}>
            {copy.heading}
          </Heading>
          <p id={bodyId}>{copy.body(timeLeft(warningMs))}</p>
          {/* An alertdialog starts on its safe action: the one that keeps the customer's work. */}
          <Button autoFocus onClick={onContinue}>
            {copy.continue}
          </Button>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
