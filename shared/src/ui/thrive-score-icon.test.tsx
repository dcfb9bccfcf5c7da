import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THRIVE_TOOLTIPS } from '../thrive/tooltips';
import { ThriveScoreIcon } from './thrive-score-icon';

test('names the score in words and is described by its SPEC §8 tooltip text, shown on a tap', async () => {
  render(<ThriveScoreIcon kind="sun" score={0} tooltip={THRIVE_TOOLTIPS.sun.tooMuch} />);
  const icon = screen.getByRole('button', { name: 'Sun: Poor' });
  expect(icon).toHaveAccessibleDescription(THRIVE_TOOLTIPS.sun.tooMuch);
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  await userEvent.click(icon);
  expect(screen.getByRole('tooltip')).toHaveTextContent(THRIVE_TOOLTIPS.sun.tooMuch);
});

test.each([
  [1, 'Good', 'good'],
  [2, 'Borderline', 'borderline'],
  [0, 'Poor', 'poor'],
  [-1, 'Unknown', 'unknown'],
] as const)('score %s reads as "%s" and has its own look', (score, word, tone) => {
  const { container } = render(
    <ThriveScoreIcon kind="overall" score={score} tooltip="text" subject="Rose" />,
  );
  expect(screen.getByRole('button', { name: `Overall for Rose: ${word}` })).toBeInTheDocument();
  expect(container.firstElementChild).toHaveClass(tone);
});

test('is reachable by keyboard; Enter opens the tip and Escape hides it, focus staying on the icon', async () => {
  const user = userEvent.setup();
  render(<ThriveScoreIcon kind="overall" score={1} tooltip={THRIVE_TOOLTIPS.overall.good} showLabel />);
  await user.tab();
  const icon = screen.getByRole('button', { name: 'Overall: Good' });
  expect(icon).toHaveFocus();
  expect(icon).toHaveTextContent('Good');
  await user.keyboard('{Enter}');
  expect(screen.getByRole('tooltip')).toHaveTextContent(THRIVE_TOOLTIPS.overall.good);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  expect(icon).toHaveFocus();
});
