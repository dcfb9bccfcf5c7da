import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  headerTitleSet,
  menuToggled,
  readLocal,
  selectMenuOpen,
  STORAGE_KEYS,
  writeLocal,
  type Identity,
} from '@thrive/shared';
import { testIdentity } from '@thrive/shared/testing';
import { setupFakePromptsApi } from '../testing/fake-prompts-api';
import { PEST_MANAGEMENT_URL } from '../navigation/menu-items';
import { signedInByKey } from '../testing/signed-in-by-key';
import { renderShell } from '../testing/render-shell';
import { MENU_ANIMATION_MS, MENU_PANEL_WIDTH_PX } from './layout-constants';

const api = setupFakePromptsApi();

function signedIn(identity: Partial<Identity>, path = '/core/landing?key=k3y&lat=40.7') {
  signedInByKey(testIdentity(identity));
  return renderShell(path);
}
const openMenu = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.getByRole('navigation', { name: 'Main menu' });
};
const itemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('listitem')
    .map((item) => item.firstElementChild?.firstChild?.textContent);

test('the side menu opens from the header, takes focus, and closes when a destination is chosen', async () => {
  const { store } = signedIn({});
  const menu = await openMenu();
  expect(within(menu).getByRole('link', { name: 'Launch Pad' })).toHaveFocus();

  await userEvent.click(within(menu).getByRole('link', { name: 'My Favorites' }));
  expect(selectMenuOpen(store.getState())).toBe(false);
  expect(await screen.findByTestId('remote-app')).toHaveTextContent('Remote app for users');
});

test('the side menu closes when the address changes by other means than the menu', async () => {
  const { store } = signedIn({});
  act(() => {
    store.dispatch(menuToggled(true));
  });
  await userEvent.click(within(screen.getByRole('main')).getByRole('link', { name: /Plant ID & Search/ }));
  expect(selectMenuOpen(store.getState())).toBe(false);
});

test('Escape closes the open side menu wherever focus is, and focus returns to the menu button', async () => {
  const { store } = signedIn({});
  await openMenu();
  await userEvent.keyboard('{Escape}');
  expect(selectMenuOpen(store.getState())).toBe(false);
  const button = screen.getByRole('button', { name: 'Open menu' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
});

test('a backdrop click closes the menu', async () => {
  const { store, container } = signedIn({});
  await openMenu();
  const backdrop = container.querySelector('.backdrop');
  if (!backdrop) throw new Error('no backdrop');
  await userEvent.click(backdrop);
  expect(selectMenuOpen(store.getState())).toBe(false);
});

test("the header title shows 'Menu' while the menu is open, and the page's title again after", async () => {
  const { store } = signedIn({});
  act(() => {
    store.dispatch(headerTitleSet('Launch Pad'));
  });
  await openMenu();
  expect(screen.getByTestId('header-title')).toHaveTextContent('Menu');
  await userEvent.keyboard('{Escape}');
  expect(screen.getByTestId('header-title')).toHaveTextContent('Launch Pad');
});

test('the menu slides in 400 ms and is 250 px wide (SPEC §9)', () => {
  const { container } = signedIn({});
  expect(MENU_ANIMATION_MS).toBe(400);
  expect(MENU_PANEL_WIDTH_PX).toBe(250);
  const shell = container.firstElementChild as HTMLElement;
  expect(shell.style.getPropertyValue('--thrive-menu-animation')).toBe('400ms');
  expect(shell.style.getPropertyValue('--thrive-menu-width')).toBe('250px');
});

describe('side menu items per identity (SPEC §2.4)', () => {
  test('a full user with every flag sees every item; routes carry the parameters, links open in a new tab', async () => {
    api.answers.menuUrls = [
      { Key: 0, Value: 'https://store.example.org/' },
      { Key: 1, Value: 'https://buzz.example.org/' },
    ];
    signedIn({
      SuggestPlant: true,
      AllowStore: true,
      ShowPestManagement: true,
      AccessLandscaping: true,
      ShowCommunityForums: true,
      CommunityForumsLink: 'https://forums.example.org/',
      YardCount: 2,
      DefaultYardId: 9,
    });
    const menu = await openMenu();
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Shop' })).toBeInTheDocument());
    expect(itemNames(menu)).toEqual([
      'Launch Pad',
      'My Yard',
      'Care Tasks',
      'Plant ID/Search',
      'Suggest A Plant',
      'Thrive Scorecard',
      'My Favorites',
      'Landscape Design',
      'Pest Management',
      'My Gallery',
      'My Profile',
      'Shop',
      'Request a New Plant',
      'Settings',
      'Suggestions & Feedback',
      'Plant Buzz',
      'Community Forums',
      'About Us',
      'Sign out',
    ]);
    const link = (name: string) => within(menu).getByRole('link', { name });
    expect(link('Plant ID/Search')).toHaveAttribute('href', '/plants/search?m=1&key=k3y&lat=40.7');
    expect(link('Thrive Scorecard')).toHaveAttribute('href', '/thrive/table/9?key=k3y&lat=40.7');
    expect(link('My Yard')).toHaveAttribute('href', '/yards?key=k3y&lat=40.7');
    expect(link('Care Tasks')).toHaveAttribute('href', '/tasks?key=k3y&lat=40.7');
    for (const [name, href] of [
      ['Shop', 'https://store.example.org/'],
      ['Pest Management', PEST_MANAGEMENT_URL],
      ['Plant Buzz', 'https://buzz.example.org/'],
      ['Community Forums', 'https://forums.example.org/'],
    ] as const) {
      expect(link(name)).toHaveAttribute('href', href);
      expect(link(name)).toHaveAttribute('target', '_blank');
      expect(link(name)).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link(name)).toHaveAccessibleDescription('Opens in a new tab');
    }
    expect(within(menu).getByRole('button', { name: 'Request a New Plant' })).toBeInTheDocument();
  });

  test('a search user sees the reduced menu', async () => {
    signedIn({ GotoSearch: true, SuggestPlant: true, AllowStore: true }, '/plants/search?key=k3y');
    const menu = await openMenu();
    expect(itemNames(menu)).toEqual([
      'Plant ID/Search',
      'Suggest A Plant',
      'My Favorites',
      'Suggestions & Feedback',
      'About Us',
      'Sign out',
    ]);
    expect(within(menu).getByRole('link', { name: 'Plant ID/Search' })).toHaveFocus();
  });

  test('Suggest A Plant clears the stored suggestion draft', async () => {
    writeLocal(STORAGE_KEYS.suggestFilter, '{"k":"rose"}');
    signedIn({ SuggestPlant: true });
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('link', { name: 'Suggest A Plant' }));
    expect(readLocal(STORAGE_KEYS.suggestFilter)).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/plants/suggest?key=k3y&lat=40.7');
  });

  test('Request a New Plant opens the request dialog and closes the menu', async () => {
    const { store } = signedIn({});
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'Request a New Plant' }));
    expect(await screen.findByRole('dialog', { name: 'Request a New Plant' })).toBeInTheDocument();
    expect(selectMenuOpen(store.getState())).toBe(false);
  });

  test('SPEC §2.4: Thrive Scorecard opens thrive/table/{currentYardId}, the yard last viewed', async () => {
    signedIn({ YardCount: 3, DefaultYardId: 9 }, '/yards/view/14?key=k3y');
    let menu = await openMenu();
    expect(within(menu).getByRole('link', { name: 'Thrive Scorecard' })).toHaveAttribute(
      'href',
      '/thrive/table/14?key=k3y',
    );
    // Still the current yard on the pages after it.
    await userEvent.click(within(menu).getByRole('link', { name: 'My Favorites' }));
    menu = await openMenu();
    expect(within(menu).getByRole('link', { name: 'Thrive Scorecard' })).toHaveAttribute(
      'href',
      '/thrive/table/14?key=k3y',
    );
  });

  test('SPEC §2.4: with no yard viewed yet, Thrive Scorecard opens the default yard, else 0', async () => {
    const first = signedIn({ YardCount: 3, DefaultYardId: 9 });
    expect(within(await openMenu()).getByRole('link', { name: 'Thrive Scorecard' })).toHaveAttribute(
      'href',
      '/thrive/table/9?key=k3y&lat=40.7',
    );
    first.unmount();
    signedIn({ YardCount: 0, DefaultYardId: 0 });
    expect(within(await openMenu()).getByRole('link', { name: 'Thrive Scorecard' })).toHaveAttribute(
      'href',
      '/thrive/table/0?key=k3y&lat=40.7',
    );
  });

  test('a menu url that is an in-app path (the Shop at /help/shopping) opens in the app, carrying the parameters', async () => {
    api.answers.menuUrls = [{ Key: 0, Value: '/help/shopping' }];
    signedIn({ AllowStore: true });
    const menu = await openMenu();
    const shop = await within(menu).findByRole('link', { name: 'Shop' });
    expect(shop).toHaveAttribute('href', '/help/shopping?key=k3y&lat=40.7');
    expect(shop).not.toHaveAttribute('target');
    await userEvent.click(shop);
    expect(screen.getByTestId('location')).toHaveTextContent('/help/shopping?key=k3y&lat=40.7');
    expect(await screen.findByTestId('remote-app')).toHaveTextContent('Remote app for help');
  });

  test('SPEC §2.4: Community Forums shows with ShowCommunityForums and the identity’s link, and not without the link', async () => {
    const first = signedIn({ ShowCommunityForums: true, CommunityForumsLink: 'https://forums.example.org/' });
    expect(within(await openMenu()).getByRole('link', { name: 'Community Forums' })).toHaveAttribute(
      'href',
      'https://forums.example.org/',
    );
    first.unmount();
    signedIn({ ShowCommunityForums: true, CommunityForumsLink: '' });
    expect(itemNames(await openMenu())).not.toContain('Community Forums');
  });

  test('with nobody signed in, only the pages that need no gardener are offered', async () => {
    renderShell('/core');
    const menu = await openMenu();
    expect(itemNames(menu)).toEqual(['Launch Pad', 'Plant ID/Search', 'About Us']);
  });
});
