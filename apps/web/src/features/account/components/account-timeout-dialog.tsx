import { TimeOutWarningDialog } from '../../../components/ui/time-out-warning-dialog';
import { accountTimeoutCopy as copy } from '../../../content/account';
import { timeLeft } from '../../../content/session';

/** Decision 062: before the account's session ends the customer is told and may stay signed in. */
export function AccountTimeoutDialog({
  warningMs,
  onStay,
}: {
  warningMs: number;
  onStay: () => void;
}) {
  return (
    <TimeOutWarningDialog
      heading={copy.heading}
      body={copy.body(timeLeft(warningMs))}
      keepLabel={copy.stay}
      onKeep={onStay}
    />
  );
}
