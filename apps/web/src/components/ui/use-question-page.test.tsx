import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type PageId } from '@van/domain/journey';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useJourneyStore } from '../../stores/journey-store';
import { ErrorSummary } from './error-summary';
import { QuestionForm } from './question-form';
import { TextInput } from './text-input';
import { useQuestionPage } from './use-question-page';

const NameSchema = z.object({
  firstName: z.string({ error: 'Enter your first name' }).min(1, 'Enter your first name'),
  lastName: z.string({ error: 'Enter your last name' }).min(1, 'Enter your last name'),
});
type Name = z.infer<typeof NameSchema>;
const FIELD_IDS = { firstName: 'first-name', lastName: 'last-name' } as const;

function NamePage({
  page,
  saved,
  onSave,
}: {
  page?: PageId;
  saved?: Partial<Name>;
  onSave: (answers: Name) => void;
}) {
  const { form, summary, onSubmit } = useQuestionPage({
    page,
    schema: NameSchema,
    defaults: () => saved ?? {},
    fieldIds: FIELD_IDS,
  });
  const { register, formState } = form;
  return (
    <>
      <ErrorSummary errors={summary.items} />
      <QuestionForm onSubmit={onSubmit(onSave)} submitLabel="Continue">
        <TextInput
          id={FIELD_IDS.firstName}
          label="First name"
          error={formState.errors.firstName?.message}
          {...register('firstName')}
        />
        <TextInput
          id={FIELD_IDS.lastName}
          label="Last name"
          error={formState.errors.lastName?.message}
          {...register('lastName')}
        />
      </QuestionForm>
    </>
  );
}

describe('useQuestionPage', () => {
  it('lists every problem in page order in a focused summary, and saves nothing', async () => {
    const saves: Name[] = [];
    const user = userEvent.setup();
    render(<NamePage onSave={(answers) => saves.push(answers)} />);

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Enter your first name', 'Enter your last name']);
    expect(document.activeElement).toBe(summary);
    await user.click(within(summary).getByRole('link', { name: 'Enter your last name' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Last name'));
    expect(saves).toEqual([]);
  });

  it('drops an answer from the summary as it is fixed, keeping focus in the box typed in', async () => {
    const user = userEvent.setup();
    render(<NamePage onSave={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');

    await user.type(screen.getByLabelText('First name'), 'Amira');

    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Enter your last name']);
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(summary.isConnected).toBe(true);
  });

  it('lists only the problems left when the form is sent again', async () => {
    const user = userEvent.setup();
    render(<NamePage onSave={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText('Last name'), 'Okafor');

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Enter your first name']);
    expect(document.activeElement).toBe(summary);
  });

  it('hands the checked answers to save and hides the summary', async () => {
    const saves: Name[] = [];
    const user = userEvent.setup();
    render(<NamePage saved={{ lastName: 'Okafor' }} onSave={(answers) => saves.push(answers)} />);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('alert');
    await user.type(screen.getByLabelText('First name'), 'Amira');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await vi.waitFor(() => expect(saves).toEqual([{ firstName: 'Amira', lastName: 'Okafor' }]));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("keeps what is typed as the page's draft and opens on it again, over the saved answers", async () => {
    const user = userEvent.setup();
    const first = render(
      <NamePage page="DriverDetails" saved={{ lastName: 'Okafor' }} onSave={() => {}} />,
    );
    await user.type(screen.getByLabelText('First name'), 'Amira');
    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), 'Khan');
    first.unmount();

    render(<NamePage page="DriverDetails" saved={{ lastName: 'Okafor' }} onSave={() => {}} />);

    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Amira');
    expect(screen.getByLabelText('Last name')).toHaveProperty('value', 'Khan');
    expect(useJourneyStore.getState().drafts.DriverDetails).toEqual({
      firstName: 'Amira',
      lastName: 'Khan',
    });
  });

  it('keeps no draft of a page opened and left untouched', () => {
    const view = render(
      <NamePage page="DriverDetails" saved={{ lastName: 'Okafor' }} onSave={() => {}} />,
    );
    view.unmount();

    expect(useJourneyStore.getState().drafts).toEqual({});
  });

  it('keeps nothing typed on a page without a draft', async () => {
    const user = userEvent.setup();
    render(<NamePage onSave={() => {}} />);

    await user.type(screen.getByLabelText('First name'), 'Amira');

    expect(useJourneyStore.getState().drafts).toEqual({});
  });
});
