import { screen } from '@testing-library/react';
import { selectHeaderTitle } from '@thrive/shared';
import { setupTestServer, testRemoteAppContract } from '@thrive/shared/testing';
import { http, HttpResponse } from 'msw';
import { renderAccount } from './testing/render-account';
import App from './App';

testRemoteAppContract('mfe-account', App, [
  ['users', 'My Account'],
  ['help', 'Help'],
]);

describe('mfe-account screens', () => {
  setupTestServer(
    http.get('/api/users/:uid/favorites', () => HttpResponse.json({ Items: [], TotalRows: 0, i: 0, c: 25 })),
  );

  test('users/favorites is My Favorite Plants; the gallery, still to come, shows the area preview', async () => {
    const { unmount } = renderAccount('/users/favorites');
    expect(screen.getByRole('heading', { name: 'My Favorite Plants' })).toBeInTheDocument();
    expect(await screen.findByText('No favorite plants yet')).toBeInTheDocument();
    unmount();
    renderAccount('/users/gallery');
    expect(screen.getByRole('heading', { name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByText('Your photo gallery is on its way.')).toBeInTheDocument();
  });

  test.each([
    ['/users/settings', 'Settings'],
    ['/help/feedback', 'Suggestions & Feedback'],
    ['/help/aboutus', 'About Thrive Garden'],
    ['/help/wizard', 'Welcome to Thrive Garden'],
  ])('%s is its own screen, headed %s', (path, heading) => {
    renderAccount(path);
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  });

  test('help/aboutus credits the public data and shows the build id as the version', () => {
    const { store } = renderAccount('/help/aboutus');
    expect(selectHeaderTitle(store.getState())).toBe('About Us');
    for (const source of ['USDA PLANTS', 'Climate Normals', 'Hardiness Zone Map'])
      expect(screen.getByText(new RegExp(source))).toBeInTheDocument();
    expect(screen.getByText(/Version/)).toHaveTextContent('Version test-build');
  });
});
