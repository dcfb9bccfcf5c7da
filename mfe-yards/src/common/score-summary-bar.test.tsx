import { render, screen } from '@testing-library/react';
import { ScoreSummaryBar } from './score-summary-bar';

const bar = () => screen.getByRole('img', { name: /^Thrive scores:/ });
const widths = () =>
  Array.from(bar().children).map((segment) => [segment.className, (segment as HTMLElement).style.width]);

describe('the score summary bar', () => {
  test('splits the bar in proportion to the good, borderline and poor counts, best first', () => {
    render(<ScoreSummaryBar counts={{ Good: 6, Borderline: 3, Poor: 1, Unknown: 2 }} />);
    expect(widths()).toEqual([
      ['segment good', '50%'],
      ['segment borderline', '25%'],
      ['segment poor', `${(1 / 12) * 100}%`],
      ['segment unknown', `${(2 / 12) * 100}%`],
    ]);
  });

  test("reads its counts in the Scorecard's words (SPEC §4 Thrive score) and leaves out scores without plants", () => {
    render(<ScoreSummaryBar counts={{ Good: 8, Borderline: 3, Poor: 1, Unknown: 0 }} />);
    expect(bar()).toHaveAccessibleName('Thrive scores: 8 Good, 3 Borderline, 1 Poor');
    expect(bar().children).toHaveLength(3);
  });

  test('shows a legend for the eye that screen readers skip (the bar says it once)', () => {
    const { container } = render(
      <ScoreSummaryBar counts={{ Good: 2, Borderline: 0, Poor: 0, Unknown: 1 }} />,
    );
    const legend = container.querySelector('ul');
    expect(legend).toHaveAttribute('aria-hidden', 'true');
    expect(legend).toHaveTextContent('2 Good1 Unknown');
  });

  test('a zone or yard without plants shows no bar but "No plants yet"', () => {
    render(<ScoreSummaryBar counts={{ Good: 0, Borderline: 0, Poor: 0, Unknown: 0 }} />);
    expect(screen.getByText('No plants yet')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  test('while the counts load it keeps its room and says nothing', () => {
    const { container } = render(<ScoreSummaryBar counts={undefined} />);
    expect(container.firstChild).toHaveClass('pending');
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.textContent).toBe('');
  });
});
