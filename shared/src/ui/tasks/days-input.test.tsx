import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DaysInput } from './days-input';

function Harness({ initial }: { initial?: number }) {
  const [days, setDays] = useState<number | null | undefined>(initial);
  return (
    <>
      <DaysInput label="Days to show" value={days} onChange={setDays} />
      <output data-testid="days">{String(days)}</output>
    </>
  );
}

const field = () => screen.getByRole('spinbutton', { name: 'Days to show' });
const days = () => screen.getByTestId('days').textContent;

describe('DaysInput (SPEC §5 Days input)', () => {
  test('SPEC §5 Days input: default 7', () => {
    render(<Harness />);
    expect(field()).toHaveValue(7);
    expect(field()).toHaveAttribute('min', '0');
    expect(field()).toHaveAttribute('max', '360');
  });

  test('SPEC §5 Days input: a number from 0 to 360', async () => {
    const user = userEvent.setup();
    render(<Harness initial={7} />);
    await user.clear(field());
    await user.type(field(), '360');
    expect(days()).toBe('360');
    await user.type(field(), '0');
    expect(days()).toBe('null');
    expect(field()).toHaveAccessibleDescription('Show between 0 and 360 days.');
    await user.clear(field());
    await user.type(field(), '0');
    expect(days()).toBe('0');
    expect(field()).toHaveAttribute('aria-invalid', 'false');
  });

  test('an empty field is not a number of days', async () => {
    const user = userEvent.setup();
    render(<Harness initial={14} />);
    await user.clear(field());
    expect(days()).toBe('null');
    expect(field()).toHaveAccessibleDescription('Enter a number of days from 0 to 360.');
  });
});
