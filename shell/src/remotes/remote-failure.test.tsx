/**
 * A remote that is down breaks only its own area (DESIGN §3). Kept in its own file:
 * React.lazy caches loaded modules (TOOLCHAIN pitfall 13).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestServer } from '@thrive/shared/testing';
import { fakeFederation, renderShell, TEST_REMOTE_MAP } from '../testing/render-shell';

// The shell's own static requests (its page tips) are answered; anything else fails the test.
setupTestServer();

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // The error boundary reports the failure on the console; keep it, but out of the output.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('a remote that fails to load shows a retry panel in its own area, the header still renders, and Try again loads it', async () => {
  let tasksDown = true;
  const federation = fakeFederation({ isDown: (id) => tasksDown && id === 'mfe_tasks/App' });
  renderShell('/tasks', { federation });

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Tasks could not be loaded');
  expect(alert).toHaveTextContent('Tasks is unavailable right now');
  expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  // The header names the unavailable area rather than the page shown before it.
  expect(screen.getByTestId('header-title')).toHaveTextContent('Tasks');
  expect(consoleError).toHaveBeenCalledWith(
    '[shell] mfe-tasks failed to load or render',
    expect.any(Error),
    expect.anything(),
  );

  // The remote comes back: Try again registers it afresh (force) and renders it.
  tasksDown = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTestId('remote-app')).toHaveTextContent('Remote app for tasks');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(federation.registerRemotes).toHaveBeenLastCalledWith(
    [{ name: 'mfe_tasks', entry: TEST_REMOTE_MAP['mfe-tasks'] }],
    { force: true },
  );
});

test('with one remote down, the menu still leads to the other areas', async () => {
  const federation = fakeFederation({ isDown: (id) => id === 'mfe_tasks/App' });
  renderShell('/tasks', { federation });
  await screen.findByRole('alert');

  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  await userEvent.click(screen.getByRole('link', { name: 'Plant ID/Search' }));

  expect(await screen.findByTestId('remote-app')).toHaveTextContent('Remote app for plants');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('when the remote map cannot be read, the area shows the retry panel and Try again reads it again', async () => {
  const readMap = jest
    .fn<Promise<typeof TEST_REMOTE_MAP>, []>()
    .mockRejectedValueOnce(new Error('/remotes.json answered 503 Service Unavailable'))
    .mockResolvedValue(TEST_REMOTE_MAP);
  const { federation } = renderShell('/yards', { readMap });

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('My Yard could not be loaded');
  expect(readMap).toHaveBeenCalledTimes(1);
  expect(federation.loadRemote).not.toHaveBeenCalled();

  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

  expect(await screen.findByTestId('remote-app')).toHaveTextContent('Remote app for yards');
  expect(readMap).toHaveBeenCalledTimes(2);
  expect(federation.loadRemote).toHaveBeenCalledWith('mfe_yards/App');
});

test('a remote built for another major version of @thrive/shared is refused with a clear message in its area', async () => {
  const mismatch = new Error(
    'Version 2.0.0 from mfe_plants of shared singleton module @thrive/shared does not satisfy the requirement of shell which needs ^1.0.0',
  );
  renderShell('/plants', {
    federation: fakeFederation({ isDown: (id) => id === 'mfe_plants/App', error: mismatch }),
  });

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Plants could not be loaded');
  expect(alert).toHaveTextContent('Plants was built for a different version of Thrive Garden');
  expect(screen.getByTestId('header-title')).toHaveTextContent('Plants');
});
