import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from './tooltip';

const TIP = 'This zone gets less sun than the plant needs.';

function renderTip() {
  return render(
    <Tooltip text={TIP} label="Sun for Rose: Poor">
      <span aria-hidden="true">!</span>
    </Tooltip>,
  );
}

describe('the tooltip', () => {
  test('is a button named by its label and described by its text while closed', () => {
    renderTip();
    const trigger = screen.getByRole('button', { name: 'Sun for Rose: Poor' });
    expect(trigger).toHaveAccessibleDescription(TIP);
    // A tip, not a dialog: nothing to go into.
    expect(trigger).not.toHaveAttribute('aria-haspopup');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  test('a tap opens it with its text and keeps focus on the button; a second tap closes it', async () => {
    const user = userEvent.setup();
    renderTip();
    const trigger = screen.getByRole('button', { name: 'Sun for Rose: Poor' });
    await user.click(trigger);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(TIP);
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.click(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  test('opens from the keyboard and Escape closes it', async () => {
    const user = userEvent.setup();
    renderTip();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sun for Rose: Poor' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('tooltip')).toHaveTextContent(TIP);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  test('a mouse resting on the button opens it and leaving closes it', async () => {
    const user = userEvent.setup();
    renderTip();
    const trigger = screen.getByRole('button', { name: 'Sun for Rose: Poor' });
    await user.hover(trigger);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(TIP);
    await user.unhover(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  test('a tip clicked open stays open when the mouse leaves, and a tap elsewhere closes it', async () => {
    const user = userEvent.setup();
    renderTip();
    const trigger = screen.getByRole('button', { name: 'Sun for Rose: Poor' });
    await user.hover(trigger);
    await user.click(trigger);
    await user.unhover(trigger);
    expect(screen.getByRole('tooltip')).toHaveTextContent(TIP);
    await user.click(document.body);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  test('opens outside its container (a portal), so no overflow of a table cell or card cuts it', async () => {
    const user = userEvent.setup();
    const { container } = renderTip();
    await user.click(screen.getByRole('button', { name: 'Sun for Rose: Poor' }));
    const tip = await screen.findByRole('tooltip');
    expect(container).not.toContainElement(tip);
    // Radix's positioner places it, flipping and sliding it clear of the screen's edges.
    expect(tip.parentElement).toHaveAttribute('data-radix-popper-content-wrapper');
  });
});
