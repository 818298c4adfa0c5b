import type { Step } from '@van/domain/journey';

// §2.3 the stepper.

export const stepperCopy = {
  /** The name of the stepper's nav landmark. */
  label: 'Your progress',
  steps: {
    Van: 'Van',
    Driver: 'Driver',
    Cover: 'Cover',
    Quote: 'Quote',
    Pay: 'Pay',
  } satisfies Record<Step, string>,
} as const;
