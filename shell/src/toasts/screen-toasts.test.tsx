import { useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { OWN_HISTORY_MOVE_MS } from '@thrive/shared';
import { notify } from './notify';
import { ScreenToasts } from './screen-toasts';
import { ToastProvider } from './toast-provider';

function TaskPage() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Task</h1>
      <Link to="/yards">My Yard</Link>
      <button
        type="button"
        onClick={async () => {
          await Promise.resolve(); // the delete call
          notify({ message: 'Task deleted.', variant: 'success' });
          void navigate('/tasks');
        }}
      >
        Delete
      </button>
    </>
  );
}

/** Moves the address as the browser's back button does: no tap, no key in the page. */
const browser: { navigate: NavigateFunction | null } = { navigate: null };
function BrowserButtons() {
  const navigate = useNavigate();
  useEffect(() => {
    browser.navigate = navigate;
  }, [navigate]);
  return null;
}

function renderScreens(path = '/tasks/details/5') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ToastProvider>
        <ScreenToasts />
        <BrowserButtons />
        <Routes>
          <Route path="/tasks/details/:id" element={<TaskPage />} />
          <Route path="/tasks" element={<h1>Tasks</h1>} />
          <Route path="/yards" element={<h1>Yards</h1>} />
        </Routes>
      </ToastProvider>
    </MemoryRouter>,
  );
}

describe('toasts belong to their screen', () => {
  test('a route change dismisses the toasts of the previous screen', async () => {
    renderScreens();
    act(() => {
      notify({ message: 'The task could not be saved.', variant: 'error' });
      notify({ message: 'Reminder set.' });
    });
    expect(await screen.findByText('The task could not be saved.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'My Yard' }));
    expect(await screen.findByRole('heading', { name: 'Yards' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('The task could not be saved.')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('Reminder set.')).not.toBeInTheDocument());
  });

  test('the toast raised by the act that moved the gardener is the next screen’s and stays', async () => {
    renderScreens();
    act(() => {
      notify({ message: 'Loading the tips failed.', variant: 'warning' });
    });
    await screen.findByText('Loading the tips failed.');

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Tasks' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading the tips failed.')).not.toBeInTheDocument());
    expect(screen.getByText('Task deleted.')).toBeInTheDocument();
  });

  test('the browser’s back button leaves the screen too', async () => {
    renderScreens();
    act(() => {
      notify({ message: 'The photo could not be uploaded.', variant: 'error' });
    });
    await screen.findByText('The photo could not be uploaded.');
    // The gardener reads it, then presses Back.
    const later = Date.now() + OWN_HISTORY_MOVE_MS + 1;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
      void browser.navigate?.('/yards');
    });
    expect(await screen.findByRole('heading', { name: 'Yards' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('The photo could not be uploaded.')).not.toBeInTheDocument(),
    );
  });
});

test('a screen that goes back right after its toast (a save) keeps the toast on the screen it goes back to', async () => {
  renderScreens();
  act(() => {
    notify({ message: 'Task saved.', variant: 'success' });
    window.dispatchEvent(new PopStateEvent('popstate'));
    void browser.navigate?.('/yards');
  });
  expect(await screen.findByRole('heading', { name: 'Yards' })).toBeInTheDocument();
  expect(screen.getByText('Task saved.')).toBeInTheDocument();
});

describe('a success closes the errors before it', () => {
  test('a success toast closes the error toasts still shown, and leaves the others', async () => {
    renderScreens();
    act(() => {
      notify({ title: 'Add a Plant Request', message: 'Please enter a Botanical Name', variant: 'error' });
      notify({ message: 'Tip: water in the morning.', variant: 'info' });
    });
    expect(await screen.findByText('Please enter a Botanical Name')).toBeInTheDocument();

    act(() => {
      notify({
        title: 'Add a Plant Request',
        message: 'Your plant request was submitted successfully',
        variant: 'success',
      });
    });
    expect(await screen.findByText('Your plant request was submitted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Please enter a Botanical Name')).not.toBeInTheDocument());
    expect(screen.getByText('Tip: water in the morning.')).toBeInTheDocument();
  });
});
