import { screen } from '@testing-library/react';
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

  test('users/favorites is My Favorite Plants; the screens still to come show the area preview', async () => {
    const { unmount } = renderAccount('/users/favorites');
    expect(screen.getByRole('heading', { name: 'My Favorite Plants' })).toBeInTheDocument();
    expect(await screen.findByText('No favorite plants yet')).toBeInTheDocument();
    unmount();
    renderAccount('/users/profile');
    expect(screen.getByRole('heading', { name: 'My Account' })).toBeInTheDocument();
  });
});
