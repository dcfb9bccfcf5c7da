import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateInput, type DateInputProps } from './date-input';

type HarnessProps = Partial<DateInputProps> & { initial?: string };

function Harness({ initial = '', ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateInput
        id="due"
        label="Due date"
        value={value}
        onChange={(next) => {
          props.onChange?.(next);
          setValue(next);
        }}
        min={props.min}
        max={props.max}
        error={props.error}
        required={props.required}
      />
      <output data-testid="value">{value}</output>
      <button type="button">elsewhere</button>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: /Due date/ });
const shown = () => screen.getByTestId('value').textContent;

describe('DateInput (SPEC §5 Date input)', () => {
  test('hands on yyyy-mm-dd as the gardener types a real date', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(field()).toHaveAttribute('placeholder', 'yyyy-mm-dd');
    await user.type(field(), '2025-04-03');
    expect(shown()).toBe('2025-04-03');
  });

  test('SPEC §5 Date input: a year alone or year-month is accepted and shown as its first day', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), '2025-04');
    expect(shown()).toBe('2025-04-01');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(field()).toHaveValue('2025-04-01');
    await user.clear(field());
    await user.type(field(), '2026');
    await user.tab();
    expect(shown()).toBe('2026-01-01');
  });

  test('SPEC §5 Date input: not a real date -> no value, and the field says why after leaving it', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2025-04-03" />);
    await user.clear(field());
    await user.type(field(), '2025-02-30');
    expect(shown()).toBe('');
    expect(screen.queryByText(/Please enter a valid/)).not.toBeInTheDocument();
    await user.tab();
    expect(field()).toHaveAccessibleDescription(/Please enter a valid due date \(yyyy-mm-dd\)\./);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
  });

  test('SPEC §5 Date input: rejected before the minimum or after the maximum', async () => {
    const user = userEvent.setup();
    render(<Harness min="2025-04-01" max="2025-04-30" />);
    await user.type(field(), '2025-03-31');
    await user.tab();
    expect(shown()).toBe('');
    expect(screen.getByText('The due date cannot be before Apr 1, 2025.')).toBeInTheDocument();
    await user.clear(field());
    await user.type(field(), '2025-05-01');
    await user.tab();
    expect(screen.getByText('The due date cannot be after Apr 30, 2025.')).toBeInTheDocument();
  });

  test('SPEC §5 Date input: the maximum must not be before the minimum (said to the developer)', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness min="2025-05-01" max="2025-04-01" />);
    expect(logged).toHaveBeenCalledWith(
      'The maximum date 2025-04-01 must not be before the minimum 2025-05-01.',
    );
  });

  test('shows the page’s own error, and a required empty field after leaving it', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness required />);
    await user.click(field());
    await user.tab();
    expect(screen.getByText('Please enter a due date.')).toBeInTheDocument();
    rerender(<Harness error="The server moved it." initial="2025-04-03" />);
    expect(screen.getByText('The server moved it.')).toBeInTheDocument();
  });

  test('a new value from the page replaces the text', async () => {
    const user = userEvent.setup();
    function Outer() {
      const [value, setValue] = useState('2025-04-03');
      return (
        <>
          <DateInput label="Due date" value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue('2025-06-01')}>
            move
          </button>
        </>
      );
    }
    render(<Outer />);
    expect(field()).toHaveValue('2025-04-03');
    await user.click(screen.getByRole('button', { name: 'move' }));
    expect(field()).toHaveValue('2025-06-01');
  });

  test('the calendar opens from the button beside the field, loads lazily and picks a day by keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2025-04-03" />);
    await user.click(screen.getByRole('button', { name: 'Choose due date from a calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose due date' });
    const grid = await within(dialog).findByRole('grid');
    // SPEC §5 defaults: one month shown, the week starts Monday, six weeks per month grid.
    expect(within(dialog).getAllByRole('grid')).toHaveLength(1);
    // The weekday row is hidden from screen readers: each day's name says its weekday.
    const weekdays = within(grid).getAllByRole('columnheader', { hidden: true });
    expect(weekdays[0]).toHaveAccessibleName('Monday');
    expect(within(grid).getAllByRole('row')).toHaveLength(6);
    // Focus starts on the chosen day; the arrow moves a day on, Enter picks it.
    expect(within(dialog).getByRole('button', { name: /April 3rd, 2025/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(shown()).toBe('2025-04-04');
    expect(field()).toHaveValue('2025-04-04');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('SPEC §5 Date input: the year dropdown covers ±10 years around the view, ±500 between min and max', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness initial="2025-04-03" />);
    await user.click(screen.getByRole('button', { name: 'Choose due date from a calendar' }));
    const years = await screen.findByRole('combobox', { name: /year/i });
    const options = within(years).getAllByRole('option');
    expect(options[0]).toHaveTextContent('2015');
    expect(options.at(-1)).toHaveTextContent('2035');
    unmount();

    render(<Harness initial="2025-04-03" min="1000-01-01" max="3000-12-31" />);
    await user.click(screen.getByRole('button', { name: 'Choose due date from a calendar' }));
    const bounded = within(await screen.findByRole('combobox', { name: /year/i })).getAllByRole('option');
    expect(bounded[0]).toHaveTextContent('1525');
    expect(bounded.at(-1)).toHaveTextContent('2525');
  });

  test('days outside min and max cannot be picked', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2025-04-10" min="2025-04-05" max="2025-04-20" />);
    await user.click(screen.getByRole('button', { name: 'Choose due date from a calendar' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('grid');
    expect(within(dialog).getByRole('button', { name: /April 4th, 2025/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /April 21st, 2025/ })).toBeDisabled();
  });
});
