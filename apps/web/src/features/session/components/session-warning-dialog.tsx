import { TimeOutWarningDialog } from '../../../components/ui/time-out-warning-dialog';
import { sessionWarningCopy as copy, timeLeft } from '../../../content/session';

export interface SessionWarningDialogProps {
  /** How long the session had left when the warning appeared. */
  warningMs: number;
  /** Any way of closing the dialog (its button, Escape) keeps the session. */
  onContinue: () => void;
}

/** The journey's session warning (decision 016), loaded only when first needed. */
export default function SessionWarningDialog({ warningMs, onContinue }: SessionWarningDialogProps) {
  return (
    <TimeOutWarningDialog
      heading={copy.heading}
      body={copy.body(timeLeft(warningMs))}
      keepLabel={copy.continue}
      onKeep={onContinue}
    />
  );
}
