import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { menuToggled, selectMenuOpen } from '@thrive/shared';
import { renderShell } from '../testing/render-shell';

test('the side menu opens from the header, takes focus, and closes when a destination is chosen', async () => {
  const { store } = renderShell('/core');
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  const menu = screen.getByRole('navigation', { name: 'Main menu' });
  expect(within(menu).getByRole('link', { name: 'Launch Pad' })).toHaveFocus();

  await userEvent.click(within(menu).getByRole('link', { name: 'Tasks' }));
  expect(selectMenuOpen(store.getState())).toBe(false);
  expect(await screen.findByTestId('remote-app')).toHaveTextContent('Remote app for tasks');
});

test('the side menu closes when the address changes by other means than the menu', async () => {
  const { store } = renderShell('/core');
  act(() => {
    store.dispatch(menuToggled(true));
  });
  const tiles = screen.getByRole('main');
  await userEvent.click(within(tiles).getByRole('link', { name: 'Plant ID/Search' }));
  expect(selectMenuOpen(store.getState())).toBe(false);
});

test('Escape closes the open side menu wherever focus is', async () => {
  const { store } = renderShell('/core');
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  screen.getByRole('button', { name: 'Close menu' }).focus();
  await userEvent.keyboard('{Escape}');
  expect(selectMenuOpen(store.getState())).toBe(false);
  expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});
