import { screen, within } from '@testing-library/react';
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
    http.get('/api/users/:uid/gallery', () =>
      HttpResponse.json({
        Galleries: [],
        Gallery: { Id: 0, Type: 2, Name: 'All photos', Images: [] },
        TotalRows: 0,
        PageIndex: 0,
        PageSize: 24,
        UsedBytes: 0,
        QuotaBytes: 524_288_000,
      }),
    ),
    http.get('/api/users/:uid/ExpertQuestions', () =>
      HttpResponse.json({ Items: [], TotalRows: 0, UnreadCount: 0 }),
    ),
    http.get('/api/users/:uid/ReminderSettings', () =>
      HttpResponse.json({ Channel: 'none', MorningHour: 7, AppPushAvailable: false }),
    ),
  );

  test('users/favorites is My Favorite Plants and users/gallery is My Gallery (SPEC §2.4)', async () => {
    const { unmount } = renderAccount('/users/favorites');
    expect(screen.getByRole('heading', { name: 'My Favorite Plants' })).toBeInTheDocument();
    expect(await screen.findByText('No favorite plants yet')).toBeInTheDocument();
    unmount();
    renderAccount('/users/gallery');
    expect(screen.getByRole('heading', { level: 2, name: 'My Gallery' })).toBeInTheDocument();
    expect(await screen.findByText('No photos yet')).toBeInTheDocument();
  });

  test.each([
    [
      '/users/nowhere?key=k3y',
      '/users?key=k3y',
      'My Account',
      ['My Gallery', 'My Favorites', 'My Profile', 'Settings'],
    ],
    [
      '/help/nowhere?key=k3y',
      '/help?key=k3y',
      'Help',
      [
        'Ask the Expert',
        'Suggestions & Feedback',
        'Help Wizard',
        'About Us',
        'Buying Plants',
        'Privacy Policy',
        'Terms of Use',
      ],
    ],
  ])(
    'an unknown address %s goes to its segment’s index, which links its screens',
    (path, index, title, links) => {
      renderAccount(path, { carried: { key: 'k3y' } });
      expect(screen.getByTestId('location')).toHaveTextContent(index);
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
      const nav = screen.getByRole('navigation', { name: `${title} pages` });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(links);
      expect(within(nav).getByRole('link', { name: links[0] })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/(users|help)\/\w+\?key=k3y$/),
      );
    },
  );

  test.each([
    ['/users/settings', 'Settings'],
    ['/help/feedback', 'Suggestions & Feedback'],
    ['/help/aboutus', 'About Thrive Garden'],
    ['/help/wizard', 'Welcome to Thrive Garden'],
  ])('%s is its own screen, headed %s', (path, heading) => {
    renderAccount(path);
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  });

  test('help/questions, where the launch pad’s Ask the Expert tile lands, is the gardener’s questions', async () => {
    renderAccount('/help/questions');
    expect(screen.getByRole('heading', { level: 2, name: 'Ask the Expert' })).toBeInTheDocument();
    expect(await screen.findByText('You have not asked the expert anything yet')).toBeInTheDocument();
  });

  test('help/aboutus credits the public data and shows the build id as the version', () => {
    const { store } = renderAccount('/help/aboutus');
    expect(selectHeaderTitle(store.getState())).toBe('About Us');
    for (const source of ['USDA PLANTS', 'Climate Normals', 'Hardiness Zone Map'])
      expect(screen.getByText(new RegExp(source))).toBeInTheDocument();
    expect(screen.getByText(/Version/)).toHaveTextContent('Version test-build');
  });
});
