import { screen } from '@testing-library/react';
import { renderShell, TEST_REMOTE_MAP } from './testing/render-shell';

describe('routing (SPEC §2.1)', () => {
  test('the empty path redirects to core: the Launch Pad shows', async () => {
    renderShell('/');
    expect(await screen.findByRole('heading', { name: 'Welcome to Thrive Garden!' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/core');
    expect(screen.getByTestId('header-title')).toHaveTextContent('Launch Pad');
  });

  test('an unknown path redirects to the empty path, and so ends on core', async () => {
    const { visited } = renderShell('/nowhere/at/all');
    expect(await screen.findByRole('heading', { name: 'Welcome to Thrive Garden!' })).toBeInTheDocument();
    expect(visited).toEqual(['/nowhere/at/all', '/', '/core']);
  });

  test.each([
    ['/plants/search', 'plants', 'mfe_plants/App'],
    ['/categories', 'categories', 'mfe_plants/App'],
    ['/yards/setup', 'yards', 'mfe_yards/App'],
    ['/tasks', 'tasks', 'mfe_tasks/App'],
    ['/styles', 'styles', 'mfe_landscape/App'],
    ['/help/aboutus', 'help', 'mfe_account/App'],
  ])("%s renders its owner's App with segment %s (loads %s)", async (path, segment, remoteId) => {
    const { federation } = renderShell(path);
    expect(await screen.findByTestId('remote-app')).toHaveTextContent(`Remote app for ${segment}`);
    expect(federation.loadRemote).toHaveBeenCalledTimes(1);
    expect(federation.loadRemote).toHaveBeenCalledWith(remoteId);
    expect(screen.getByTestId('location')).toHaveTextContent(path);
  });

  test('every remote of the map is registered once, under its federation name, before loading', async () => {
    const { federation } = renderShell('/plants/search');
    await screen.findByTestId('remote-app');
    expect(federation.registerRemotes).toHaveBeenCalledTimes(1);
    expect(federation.registerRemotes).toHaveBeenCalledWith([
      { name: 'mfe_yards', entry: TEST_REMOTE_MAP['mfe-yards'] },
      { name: 'mfe_plants', entry: TEST_REMOTE_MAP['mfe-plants'] },
      { name: 'mfe_tasks', entry: TEST_REMOTE_MAP['mfe-tasks'] },
      { name: 'mfe_landscape', entry: TEST_REMOTE_MAP['mfe-landscape'] },
      { name: 'mfe_account', entry: TEST_REMOTE_MAP['mfe-account'] },
    ]);
  });

  test("the public segment removes the shell's top padding and its header (SPEC §2.1)", async () => {
    renderShell('/public/yard/12');
    await screen.findByTestId('remote-app');
    expect(screen.getByRole('main')).toHaveClass('mainPublic');
    expect(screen.getByRole('main')).not.toHaveClass('main');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  test('other segments keep the top padding and the header', async () => {
    renderShell('/yards');
    await screen.findByTestId('remote-app');
    expect(screen.getByRole('main')).toHaveClass('main');
    expect(screen.getByRole('main')).not.toHaveClass('mainPublic');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
