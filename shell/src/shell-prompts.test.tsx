import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore, identityReceived, carriedParamsChanged } from '@thrive/shared';
import { testIdentity } from '@thrive/shared/testing';
import { PERMISSION_TEXTS } from './permissions/permission-texts';
import { fakeApi } from './testing/prompt-test-kit';
import { ShellPrompts } from './shell-prompts';

fakeApi();

const GARDENER = testIdentity({
  AskForLocation: true,
  ShowLocationPrompt: true,
  AskForNotifications: true,
});

/** Stands for the landing flow's welcome dialog, which is not one of the shell prompts. */
function WelcomeStandIn() {
  const [open, setOpen] = useState(true);
  return open ? (
    <div role="dialog" aria-label="Welcome">
      <button type="button" onClick={() => setOpen(false)}>
        Close welcome
      </button>
    </div>
  ) : null;
}

function renderWithLanding(path = '/core/landing') {
  const store = createAppStore();
  store.dispatch(identityReceived(GARDENER));
  store.dispatch(carriedParamsChanged({ av: '2.0.0' }));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <ShellPrompts settleMs={50}>
          <WelcomeStandIn />
        </ShellPrompts>
      </MemoryRouter>
    </Provider>,
  );
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('when the session prompts first show: after the landing flow (one dialog at a time)', () => {
  test('the location prompt waits while another dialog (the welcome) is open, and shows once it closes', async () => {
    renderWithLanding();
    await wait(120);
    expect(screen.queryByRole('dialog', { name: PERMISSION_TEXTS.location.title })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close welcome' }));
    expect(await screen.findByRole('dialog', { name: PERMISSION_TEXTS.location.title })).toBeInTheDocument();
  });

  test('location comes before notifications; notifications show when location is closed', async () => {
    renderWithLanding();
    await userEvent.click(screen.getByRole('button', { name: 'Close welcome' }));
    await screen.findByRole('dialog', { name: PERMISSION_TEXTS.location.title });
    expect(
      screen.queryByRole('dialog', { name: PERMISSION_TEXTS.notifications.title }),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(
      await screen.findByRole('dialog', { name: PERMISSION_TEXTS.notifications.title }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: PERMISSION_TEXTS.location.title })).not.toBeInTheDocument();
  });

  test('nothing shows on the splash (the empty path)', async () => {
    renderWithLanding('/');
    await userEvent.click(screen.getByRole('button', { name: 'Close welcome' }));
    await wait(120);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
