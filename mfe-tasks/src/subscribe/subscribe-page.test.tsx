import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectHeaderTitle } from '@thrive/shared';
import { setupFakeTasksApi } from '../testing/fake-tasks-api';
import { renderTasks } from '../testing/render-tasks';
import { FEED_ADDRESS_MADE } from './subscribe-page';

const api = setupFakeTasksApi();
const address = () => screen.queryByRole('textbox', { name: 'Calendar address' });

describe('tasks/subscribe: the private calendar feed', () => {
  test('explains it and makes the address, shown once, absolute, with copy, webcal:// and Google Calendar steps', async () => {
    const user = userEvent.setup();
    const { store } = renderTasks('/tasks/subscribe');
    expect(selectHeaderTitle(store.getState())).toBe('Calendar Feed');
    await user.click(await screen.findByRole('button', { name: 'Create my calendar address' }));
    const url = `${window.location.origin}/api/calendar/AbCdEfGhIjKlMnOpQrStUv.ics`;
    expect(await screen.findByRole('textbox', { name: 'Calendar address' })).toHaveValue(url);
    expect(api.calls.feedCreates).toBe(1);
    // Said with a success toast, which closes an error toast of an earlier try.
    const made = await screen.findByText(FEED_ADDRESS_MADE, { selector: '.thrive-toast-message' });
    expect(made.closest('.notistack-MuiContent-success')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute(
      'href',
      url.replace(/^http:/, 'webcal:'),
    );
    expect(screen.getByText(/From URL/)).toBeInTheDocument();

    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(write).toHaveBeenCalledWith(url);
    expect(screen.getByText('Copied.')).toBeInTheDocument();
  });

  test('the Url is shown once: coming back later, only a new address can show it again', async () => {
    api.data.feed = { Active: true, CreatedAt: '2025-04-01T09:00:00Z', Url: null };
    renderTasks('/tasks/subscribe');
    expect(await screen.findByText(/made on Apr 1, 2025/)).toHaveTextContent('It is shown only once');
    expect(address()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create my calendar address' })).not.toBeInTheDocument();
  });

  test('"Make a new address" asks first: the old one stops working', async () => {
    api.data.feed = { Active: true, CreatedAt: '2025-04-01T09:00:00Z', Url: null };
    const user = userEvent.setup();
    renderTasks('/tasks/subscribe');
    await user.click(await screen.findByRole('button', { name: 'Make a new address' }));
    const dialog = screen.getByRole('dialog', { name: 'Make a new address?' });
    expect(dialog).toHaveTextContent('The old address stops working');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(api.calls.feedCreates).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Make a new address' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(address()).toBeInTheDocument());
    expect(api.calls.feedCreates).toBe(1);
  });

  test('"Turn off" asks first, then the feed is off', async () => {
    api.data.feed = { Active: true, CreatedAt: '2025-04-01T09:00:00Z', Url: null };
    const user = userEvent.setup();
    renderTasks('/tasks/subscribe');
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    const dialog = screen.getByRole('dialog', { name: 'Warning!!!' });
    expect(dialog).toHaveTextContent('Turn off your calendar feed?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(api.calls.feedRevokes).toBe(1));
    expect(await screen.findByRole('button', { name: 'Create my calendar address' })).toBeInTheDocument();
  });
});
