import { journeyPage, STEPS, type PageId, type Step } from './pages.ts';

/** §2.3: the page each step opens when activated: the step's first page. */
export const STEP_ENTRY_PAGES: Readonly<Record<Step, PageId>> = {
  Van: 'VehicleLookup',
  Driver: 'DriverDetails',
  Cover: 'CoverDetails',
  Quote: 'YourQuote',
  Pay: 'Payment',
};

export interface StepperItem {
  readonly step: Step;
  /** The step the customer is on (aria-current="step"). */
  readonly current: boolean;
  /** A disabled step cannot be activated. */
  readonly disabled: boolean;
  /** Where activating the step goes. */
  readonly target: PageId;
}

/**
 * §2.3 the stepper on `page`: undefined when the page belongs to no step or hides the stepper
 * (Confirmation), otherwise the five steps in order.
 *
 * Of the spec's two readings of which steps are disabled we take 'later steps (after the current
 * one) are disabled': the current step stays usable and returns to its first page
 * (docs/decisions/014). On part-time-occupation every step is disabled.
 */
export function stepperFor(page: PageId): readonly StepperItem[] | undefined {
  const { step, stepper } = journeyPage(page);
  if (step === undefined || stepper === 'hidden') return undefined;
  const currentIndex = STEPS.indexOf(step);
  return STEPS.map((candidate, index) => ({
    step: candidate,
    current: index === currentIndex,
    disabled: stepper === 'allDisabled' || index > currentIndex,
    target: STEP_ENTRY_PAGES[candidate],
  }));
}
