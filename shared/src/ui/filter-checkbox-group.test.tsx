import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReferenceItem } from '../contracts/reference';
import { referenceConditions } from '../testing/reference-fixtures';
import { FilterCheckboxGroup } from './filter-checkbox-group';

const SUN: ReferenceItem[] = referenceConditions({ SunRequirements: [1, 3, 6] }).SunRequirements;

function Group({
  items = SUN,
  start = [],
  onChange,
}: {
  items?: ReferenceItem[];
  start?: number[];
  onChange?: (chosen: number[]) => void;
}) {
  const [chosen, setChosen] = useState(start);
  return (
    <FilterCheckboxGroup
      legend="Sun"
      items={items}
      chosen={chosen}
      onChange={(next) => {
        onChange?.(next);
        setChosen(next);
      }}
    />
  );
}

const details = () =>
  screen.getByText('Sun', { selector: 'summary' }).closest('details') as HTMLDetailsElement;

describe('FilterCheckboxGroup', () => {
  test('a folded list of checkboxes under its legend; ticking and unticking changes the choice', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Group onChange={onChange} />);
    expect(details().open).toBe(false);
    await user.click(screen.getByText('Sun', { selector: 'summary' }));
    expect(details().open).toBe(true);
    const group = screen.getByRole('group', { name: 'Sun' });
    await user.click(within(group).getByRole('checkbox', { name: 'Part Shade' }));
    expect(onChange).toHaveBeenLastCalledWith([3]);
    await user.click(within(group).getByRole('checkbox', { name: 'Full Sun' }));
    expect(onChange).toHaveBeenLastCalledWith([3, 6]);
    expect(within(group).getByRole('checkbox', { name: 'Full Sun' })).toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: 'Part Shade' }));
    expect(onChange).toHaveBeenLastCalledWith([6]);
    expect(within(group).getByRole('checkbox', { name: 'Part Shade' })).not.toBeChecked();
  });

  test('the summary says how many are chosen', async () => {
    const user = userEvent.setup();
    render(<Group />);
    const summary = screen.getByText('Sun', { selector: 'summary' });
    expect(summary).toHaveTextContent(/^Sun$/);
    await user.click(summary);
    await user.click(screen.getByRole('checkbox', { name: 'Full Sun' }));
    await user.click(screen.getByRole('checkbox', { name: 'Full Shade' }));
    expect(summary).toHaveTextContent('Sun (2 chosen)');
  });

  test('it starts open when something in it is chosen', () => {
    render(<Group start={[1]} />);
    expect(details().open).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Full Shade' })).toBeChecked();
    expect(screen.getByText('Sun', { selector: 'summary' })).toHaveTextContent('Sun (1 chosen)');
  });

  test('Loading… while the choices load', () => {
    render(<FilterCheckboxGroup legend="Sun" items={undefined} chosen={[]} onChange={jest.fn()} />);
    const group = screen.getByRole('group', { name: 'Sun' });
    expect(within(group).getByText('Loading…')).toBeInTheDocument();
    expect(within(group).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
