import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RepeatableEntries } from './repeatable-entries';

function Pets({ initial }: { initial: string[] }) {
  const [keys, setKeys] = useState(initial);
  return (
    <RepeatableEntries
      keys={keys}
      entryLegend={(index) => `Pet ${index + 1}`}
      addLabel="Add another pet"
      onAdd={() => setKeys((held) => [...held, `pet-${held.length}-${Date.now()}`])}
      onRemove={(index) => setKeys((held) => held.filter((_, i) => i !== index))}
      max={3}
      min={1}
    >
      {(index) => <input aria-label={`Name of pet ${index + 1}`} />}
    </RepeatableEntries>
  );
}

describe('RepeatableEntries', () => {
  it('adds entries up to the limit, focusing each new one', async () => {
    const user = userEvent.setup();
    render(<Pets initial={['a']} />);

    await user.click(screen.getByRole('button', { name: 'Add another pet' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Name of pet 2'));
    await user.click(screen.getByRole('button', { name: 'Add another pet' }));

    expect(screen.getAllByRole('group').map((group) => group.firstChild?.textContent)).toEqual([
      'Pet 1',
      'Pet 2',
      'Pet 3',
    ]);
    expect(screen.queryByRole('button', { name: 'Add another pet' })).toBeNull();
  });

  it('removes an entry, naming it on its button, and gives focus to Add', async () => {
    const user = userEvent.setup();
    render(<Pets initial={['a', 'b']} />);

    await user.click(
      within(screen.getByRole('group', { name: 'Pet 1' })).getByRole('button', {
        name: 'Remove Pet 1',
      }),
    );

    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add another pet' }));
    // The last entry left cannot be removed (min 1).
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });
});
