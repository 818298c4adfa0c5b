import type { PageId, StepperItem } from '@van/domain/journey';
import { stepperCopy } from '../../content/stepper';
import styles from './stepper.module.css';

export interface StepperProps {
  /** The steps as stepperFor (@van/domain) gives them for the current page. */
  steps: readonly StepperItem[];
  /** Called with the step's first page when an enabled step is activated. */
  onActivate: (target: PageId) => void;
}

/**
 * §2.3 the step tracker. Each step is a native button, so Enter (the spec's key), Space and a click
 * all activate it. A disabled step keeps its place in the tab order and says it is unavailable
 * (aria-disabled) rather than vanishing from it (the disabled attribute), so a keyboard or
 * screen-reader user still learns the steps ahead; activating it does nothing.
 */
export function Stepper({ steps, onActivate }: StepperProps) {
  return (
    <nav aria-label={stepperCopy.label} className={styles.stepper}>
      <ol className={styles.steps}>
        {steps.map((item, index) => (
          <li key={item.step} className={styles.step}>
            <button
              type="button"
              className={styles.button}
              aria-current={item.current ? 'step' : undefined}
              aria-disabled={item.disabled || undefined}
              onClick={() => {
                if (!item.disabled) onActivate(item.target);
              }}
            >
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.label}>{stepperCopy.steps[item.step]}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
