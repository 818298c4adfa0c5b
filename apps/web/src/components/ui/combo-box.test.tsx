import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ComboBox } from './combo-box';

const ITEMS = [
  { code: 'A01', description: 'Accountant' },
  { code: 'B02', description: 'Baker' },
  { code: 'B03', description: 'Builder' },
  { code: 'S01', description: 'Schools' },
];

function Harness({
  onChange,
  searchWords,
}: {
  onChange: (code: string | undefined) => void;
  searchWords?: Record<string, string[]>;
}) {
  const [value, setValue] = useState<string | undefined>();
  return (
    <ComboBox
      id="occupation"
      label="Occupation"
      hint="Start typing, then choose from the list"
      error={value === undefined ? 'Please choose your occupation' : undefined}
      items={ITEMS}
      {...(searchWords ? { searchWords } : {})}
      value={value}
      onChange={(code) => {
        setValue(code);
        onChange(code);
      }}
    />
  );
}

describe('ComboBox', () => {
  it('gives its text box the question id, label, hint and error', () => {
    render(<Harness onChange={() => {}} />);
    const input = screen.getByRole('combobox', { name: 'Occupation' });
    expect(input.id).toBe('occupation');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(described).toContain('Start typing, then choose from the list');
    expect(described).toContain('Please choose your occupation');
  });

  it('names its list button once after the question', () => {
    render(<Harness onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Show suggestions Occupation' })).toBeTruthy();
  });

  it('narrows the list to what is typed and answers with the chosen code', async () => {
    const chosen: Array<string | undefined> = [];
    const user = userEvent.setup();
    render(<Harness onChange={(code) => chosen.push(code)} />);

    await user.type(screen.getByRole('combobox', { name: 'Occupation' }), 'bu');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Builder']);
    await user.click(options[0] as HTMLElement);

    expect(chosen.at(-1)).toBe('B03');
    expect(screen.getByRole('combobox', { name: 'Occupation' })).toHaveProperty('value', 'Builder');
  });

  const occupationBox = () => screen.getByRole('combobox', { name: 'Occupation' });
  const optionNames = async () =>
    (await screen.findAllByRole('option')).map((option) => option.textContent);

  it('keeps what was typed when the box is left without choosing', async () => {
    const chosen: Array<string | undefined> = [];
    const user = userEvent.setup();
    render(<Harness onChange={(code) => chosen.push(code)} />);

    await user.type(occupationBox(), 'bui');
    await user.tab();

    expect(occupationBox()).toHaveProperty('value', 'bui');
    expect(chosen.at(-1)).toBeUndefined();
  });

  it('keeps the text and the list open when the page scrolls (issue 18 item 4)', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={() => {}} />);

    await user.type(occupationBox(), 'b');
    expect(await optionNames()).toEqual(['Baker', 'Builder']);
    act(() => {
      fireEvent.scroll(window);
    });

    expect(occupationBox()).toHaveProperty('value', 'b');
    expect(await optionNames()).toEqual(['Baker', 'Builder']);
  });

  it('opens its list again when the box holding typed text is tapped after the list closed', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={() => {}} />);

    await user.type(occupationBox(), 'b');
    expect(await optionNames()).toEqual(['Baker', 'Builder']);
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());

    await user.click(occupationBox());
    expect(occupationBox()).toHaveProperty('value', 'b');
    expect(await optionNames()).toEqual(['Baker', 'Builder']);
  });

  it('finds entries by an everyday word for them', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={() => {}} searchWords={{ education: ['S01'] }} />);

    await user.type(occupationBox(), 'Education');

    expect(await optionNames()).toEqual(['Schools']);
  });

  it('says in words when nothing matches, and how to carry on', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={() => {}} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    await user.type(occupationBox(), 'xyz');

    expect(status.textContent).toBe('No matches for “xyz”. Try another word, or fewer letters.');
    expect(screen.queryAllByRole('option')).toEqual([]);
  });

  it('answers with an entry whose whole name was typed, and not once the text changes', async () => {
    const chosen: Array<string | undefined> = [];
    const user = userEvent.setup();
    render(<Harness onChange={(code) => chosen.push(code)} />);

    await user.type(occupationBox(), 'baker');
    await user.tab();
    expect(chosen.at(-1)).toBe('B02');
    expect(occupationBox()).toHaveProperty('value', 'Baker');

    await user.type(occupationBox(), 's');
    expect(chosen.at(-1)).toBeUndefined();
    expect(occupationBox()).toHaveProperty('value', 'Bakers');
  });
});
