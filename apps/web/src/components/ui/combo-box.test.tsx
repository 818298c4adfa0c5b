import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ComboBox } from './combo-box';

const ITEMS = [
  { code: 'A01', description: 'Accountant' },
  { code: 'B02', description: 'Baker' },
  { code: 'B03', description: 'Builder' },
];

function Harness({ onChange }: { onChange: (code: string | undefined) => void }) {
  const [value, setValue] = useState<string | undefined>();
  return (
    <ComboBox
      id="occupation"
      label="Occupation"
      hint="Start typing, then choose from the list"
      error={value === undefined ? 'Please choose your occupation' : undefined}
      items={ITEMS}
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
});
