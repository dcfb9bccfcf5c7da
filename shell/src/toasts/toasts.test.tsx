import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from './toast-provider';
import { notify } from './notify';

function renderToasts() {
  return render(
    <ToastProvider>
      <p>page</p>
    </ToastProvider>,
  );
}

describe('toasts (SPEC §8)', () => {
  test('a duplicate message is suppressed while the first is on screen', async () => {
    renderToasts();
    act(() => {
      notify({ message: 'An error has occurred while contacting server.', variant: 'error' });
      notify({ message: 'An error has occurred while contacting server.', variant: 'error' });
    });
    expect(await screen.findByText('An error has occurred while contacting server.')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  test('different messages each show', async () => {
    renderToasts();
    act(() => {
      notify({ message: 'First' });
      notify({ message: 'Second' });
    });
    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
  });

  test('a toast shows its title with its message', async () => {
    renderToasts();
    act(() => {
      notify({
        title: 'Add a Plant Request',
        message: 'Your plant request was submitted successfully',
        variant: 'success',
      });
    });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Add a Plant Request Your plant request was submitted successfully');
  });

  test('every toast has a close button, and the close button closes it', async () => {
    renderToasts();
    act(() => {
      notify({ message: 'Saved.' });
    });
    const toast = await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  });

  test('once closed, the same message may be shown again', async () => {
    renderToasts();
    act(() => {
      notify({ message: 'Saved.' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Saved.')).not.toBeInTheDocument());
    act(() => {
      notify({ message: 'Saved.' });
    });
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
  });
});
