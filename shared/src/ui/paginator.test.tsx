import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clampPageIndex, pageCount, Paginator } from './paginator';

function Paged({
  total,
  start = 0,
  onChange,
}: {
  total: number;
  start?: number;
  onChange?: (i: number) => void;
}) {
  const [index, setIndex] = useState(start);
  return (
    <Paginator
      pageIndex={index}
      pageSize={25}
      totalRows={total}
      onPageChange={(next) => {
        onChange?.(next);
        setIndex(next);
      }}
    />
  );
}

describe('Paginator (SPEC §2.6, §4)', () => {
  test('shows "N of M" with previous and next arrows, previous disabled on the first page', () => {
    render(<Paged total={60} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav).toHaveTextContent('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  test('the arrows move a page at a time; next is disabled on the last page', async () => {
    const user = userEvent.setup();
    const changes: number[] = [];
    render(<Paged total={60} onChange={(i) => changes.push(i)} />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText(/2 of 3/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText(/3 of 3/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByText(/2 of 3/)).toBeInTheDocument();
    expect(changes).toEqual([1, 2, 1]);
  });

  test('the position is announced politely', () => {
    render(<Paged total={60} />);
    expect(screen.getByText(/1 of 3/)).toHaveAttribute('aria-live', 'polite');
  });

  test('goes back to the first page when the total changes', () => {
    const changes: number[] = [];
    const onChange = (i: number) => changes.push(i);
    const { rerender } = render(
      <Paginator pageIndex={2} pageSize={25} totalRows={100} onPageChange={onChange} />,
    );
    expect(changes).toEqual([]);
    rerender(<Paginator pageIndex={2} pageSize={25} totalRows={90} onPageChange={onChange} />);
    expect(changes).toEqual([0]);
  });

  test('an index past the end is brought back within range', () => {
    const changes: number[] = [];
    render(<Paginator pageIndex={9} pageSize={25} totalRows={60} onPageChange={(i) => changes.push(i)} />);
    expect(screen.getByText(/3 of 3/)).toBeInTheDocument();
    expect(changes).toEqual([2]);
  });

  test('shows nothing while everything fits on one page', () => {
    const { container } = render(<Paged total={25} />);
    expect(container).toBeEmptyDOMElement();
  });

  test('pageCount and clampPageIndex', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(50, 25)).toBe(2);
    expect(clampPageIndex(-1, 3)).toBe(0);
    expect(clampPageIndex(5, 3)).toBe(2);
    expect(clampPageIndex(Number.NaN, 3)).toBe(0);
  });
});
