import { stepperFor, type PageId } from '@van/domain/journey';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Stepper } from './stepper';

function renderStepper(page: PageId) {
  const onActivate = vi.fn();
  const steps = stepperFor(page);
  if (steps === undefined) throw new Error(`${page} shows no stepper`);
  render(<Stepper steps={steps} onActivate={onActivate} />);
  const nav = screen.getByRole('navigation', { name: 'Your progress' });
  return { onActivate, nav, step: (name: string) => within(nav).getByRole('button', { name }) };
}

describe('Stepper (§2.3)', () => {
  it('lists the five steps in order in a navigation landmark', () => {
    const { nav } = renderStepper('DriverDetails');
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['1Van', '2Driver', '3Cover', '4Quote', '5Pay']);
    expect(within(nav).getByRole('list')).toBeTruthy();
  });

  it('marks the current step with aria-current="step" and no other', () => {
    const { nav, step } = renderStepper('CoverDetails');
    expect(step('Cover').getAttribute('aria-current')).toBe('step');
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('opens an earlier step with the Enter key', async () => {
    const user = userEvent.setup();
    const { onActivate, step } = renderStepper('CoverDetails');

    step('Driver').focus();
    await user.keyboard('{Enter}');

    expect(onActivate).toHaveBeenCalledExactlyOnceWith('DriverDetails');
  });

  it('opens a step with Space and with a click too', async () => {
    const user = userEvent.setup();
    const { onActivate, step } = renderStepper('YourQuote');

    step('Van').focus();
    await user.keyboard(' ');
    await user.click(step('Cover'));

    expect(onActivate.mock.calls).toEqual([['VehicleLookup'], ['CoverDetails']]);
  });

  it('keeps the current step usable: it returns to the first page of the step', async () => {
    const user = userEvent.setup();
    const { onActivate, step } = renderStepper('CarUsage');

    step('Van').focus();
    await user.keyboard('{Enter}');

    expect(onActivate).toHaveBeenCalledExactlyOnceWith('VehicleLookup');
  });

  it('disables the later steps: reachable with Tab, but neither Enter nor a click does anything', async () => {
    const user = userEvent.setup();
    const { onActivate, step } = renderStepper('DriverDetails');

    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(step('Cover'));
    expect(step('Cover').getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(step('Pay'));

    expect(onActivate).not.toHaveBeenCalled();
  });

  it('disables every step on part-time-occupation', async () => {
    const user = userEvent.setup();
    const { onActivate, nav } = renderStepper('PartTimeOccupation');

    for (const button of within(nav).getAllByRole('button')) {
      expect(button.getAttribute('aria-disabled')).toBe('true');
      await user.click(button);
    }
    expect(onActivate).not.toHaveBeenCalled();
  });
});
