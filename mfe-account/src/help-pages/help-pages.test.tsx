import { screen, within } from '@testing-library/react';
import { renderAccount } from '../testing/render-account';
import { PRIVACY_TITLE } from './privacy-page';
import { SHOPPING_TITLE } from './shopping-page';
import { TERMS_TITLE } from './terms-page';

const SIGNED_OUT = { identity: null };

describe('help pages', () => {
  test.each([
    ['/help/privacy', PRIVACY_TITLE, 'Privacy Policy'],
    ['/help/terms', TERMS_TITLE, 'Terms of Use'],
    ['/help/shopping', SHOPPING_TITLE, 'Buying Plants'],
  ])('SPEC §2.6 footer links: %s is its own page, read without signing in', (path, title, text) => {
    const { store } = renderAccount(path, SIGNED_OUT);
    expect(title).toBe(text);
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(store.getState().ui.headerTitle).toBe(title);
    // Not the Help index a signed-out visitor used to land on.
    expect(screen.getByTestId('location')).toHaveTextContent(path);
    expect(screen.queryByRole('navigation', { name: 'Help pages' })).not.toBeInTheDocument();
  });

  test('the privacy policy says what is stored, why, for how long, how to export and delete it, and who else sees it', () => {
    renderAccount('/help/privacy', { carried: { key: 'k3y' } });
    const page = screen.getByRole('region', { name: PRIVACY_TITLE });
    for (const heading of [
      'What we store',
      'Why',
      'For how long',
      'Your copy, and deleting it',
      'Other services',
    ])
      expect(within(page).getByRole('heading', { name: heading })).toBeInTheDocument();
    const stored = within(page).getByRole('region', { name: 'What we store' });
    for (const item of [
      'e-mail address',
      'nickname',
      'ZIP code',
      'zones',
      'care log',
      'photos',
      'expert',
      'purchases',
    ])
      expect(stored).toHaveTextContent(item);
    expect(within(page).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/users/settings?key=k3y',
    );
    expect(within(page).getByRole('link', { name: 'My Profile' })).toHaveAttribute(
      'href',
      '/users/profile?key=k3y',
    );
    const providers = within(page).getByRole('region', { name: 'Other services' });
    for (const provider of ['map', 'identification', 'AI', 'App Store', 'Google Play', 'e-mail'])
      expect(providers).toHaveTextContent(provider);
  });

  test('the terms cover guidance, the gardener’s content, acceptable use, subscriptions, changes and contact', () => {
    renderAccount('/help/terms');
    for (const heading of [
      'Advice is guidance',
      'Your content stays yours',
      'Acceptable use',
      'Subscriptions',
      'Changes',
      'Contact',
    ])
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  });

  test('buying plants: tags, roots, and the plant list kept in the app', () => {
    renderAccount('/help/shopping', { carried: { key: 'k3y' } });
    for (const heading of [
      'Before you go',
      'Reading the plant tag',
      'Choosing a healthy plant',
      'Checking the roots',
    ])
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Favorite Plants' })).toHaveAttribute(
      'href',
      '/users/favorites?key=k3y',
    );
  });
});
