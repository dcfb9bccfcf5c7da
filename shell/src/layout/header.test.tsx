import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  headerTitleSet,
  selectFilterPanelOpen,
  selectLastToolbarAction,
  selectToolbarActions,
  SORT_FILTER_PANEL_ID,
  TOOLBAR_ACTIONS,
  toolbarActionsSet,
  type Identity,
} from '@thrive/shared';
import { testIdentity } from '@thrive/shared/testing';
import { setupFakePromptsApi } from '../testing/fake-prompts-api';
import { signedInByKey } from '../testing/signed-in-by-key';
import { renderShell } from '../testing/render-shell';

setupFakePromptsApi();

/** Signed in at a remote's route, once the remote shows. */
async function signedIn(path: string, identity: Partial<Identity> = {}) {
  signedInByKey(testIdentity(identity));
  const view = renderShell(path);
  await screen.findByTestId('remote-app');
  return view;
}
const location = () => screen.getByTestId('location');
const back = () => screen.queryByRole('button', { name: 'Back' });
async function goByMenu(name: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  await userEvent.click(
    within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name }),
  );
}

describe('header back arrow (SPEC §2.5)', () => {
  test('the back arrow is hidden on plants/search for search users with short history', async () => {
    await signedIn('/plants/search?key=k3y', { GotoSearch: true });
    expect(back()).not.toBeInTheDocument();

    // Later in the visit there is a page to go back to: the arrow shows.
    await goByMenu('About Us');
    await goByMenu('Plant ID/Search');
    await waitFor(() => expect(back()).toBeInTheDocument());
  });

  test('on a fresh launch pad there is nowhere to go back to: the arrow is hidden until the gardener moves on', async () => {
    signedInByKey(testIdentity({ LandingPage: 'launchpad' }));
    renderShell('/core/landing?key=k3y');
    expect(await screen.findByTestId('header-title')).toHaveTextContent('Launch Pad');
    expect(back()).not.toBeInTheDocument();

    await goByMenu('About Us');
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(location()).toHaveTextContent(/^\/core\/landing\?key=k3y$/);
    // Back on the first screen: hidden again.
    expect(back()).not.toBeInTheDocument();
  });

  test('the first screen through the splash (a redirect) has no arrow either', async () => {
    signedInByKey(testIdentity({ LandingPage: 'launchpad' }));
    renderShell('/?key=k3y');
    await waitFor(() => expect(location()).toHaveTextContent('/core/landing?key=k3y'));
    expect(back()).not.toBeInTheDocument();
  });

  test('on zones/view, back goes to yards, carrying the parameters', async () => {
    await signedIn('/zones/view/3?key=k3y&lat=40.7');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toHaveTextContent(/^\/yards\?key=k3y&lat=40.7$/);
  });

  test('on yards/view, back goes to home (the launch pad)', async () => {
    await signedIn('/yards/view/3?key=k3y');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toHaveTextContent(/^\/core\/landing\?key=k3y$/);
  });

  test('otherwise back goes back in history', async () => {
    const { visited } = await signedIn('/yards?key=k3y');
    await goByMenu('My Favorites');
    expect(location()).toHaveTextContent('/users/favorites?key=k3y');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toHaveTextContent(/^\/yards\?key=k3y$/);
    expect(visited).toEqual(['/yards?key=k3y', '/users/favorites?key=k3y', '/yards?key=k3y']);
  });

  test('with the av parameter, back goes to the previous tracked url', async () => {
    await signedIn('/yards?key=k3y&av=2.1');
    await goByMenu('My Favorites');
    await goByMenu('About Us');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toHaveTextContent(/^\/users\/favorites\?key=k3y&av=2.1$/);
    // Once more steps further back, rather than returning to About Us.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toHaveTextContent(/^\/yards\?key=k3y&av=2.1$/);
  });

  test('with ref=not and short history, back goes to yards', async () => {
    await signedIn('/tasks?ref=not&key=k3y');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toHaveTextContent(/^\/yards\?key=k3y$/);
  });
});

describe('header title and logo (SPEC §2.5)', () => {
  test("the logo goes to the launch pad, and the product's name shows while no page sets a title", async () => {
    const { store } = await signedIn('/yards?key=k3y');
    act(() => {
      store.dispatch(headerTitleSet(''));
    });
    expect(screen.getByTestId('header-title')).toHaveTextContent('Thrive Garden');
    await userEvent.click(screen.getByRole('link', { name: 'Thrive Garden: Launch Pad' }));
    expect(location()).toHaveTextContent(/^\/core\/landing\?key=k3y$/);
    expect(screen.getByTestId('header-title')).toHaveTextContent('Launch Pad');
  });

  test('the header is 56 px high (SPEC §9)', async () => {
    const { container } = await signedIn('/yards');
    const shell = container.firstElementChild as HTMLElement;
    expect(shell.style.getPropertyValue('--thrive-header-height')).toBe('56px');
  });
});

describe('header toolbar and the sort & filter panel (SPEC §2.5, §4 Menus and panels)', () => {
  test('shows the icon actions an area sets; a click is a signal in the store', async () => {
    // A page without a page tip (About Us): no actions, no toolbar row.
    const { store } = await signedIn('/help/aboutus');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(
        toolbarActionsSet([
          { code: TOOLBAR_ACTIONS.Add, label: 'Add a yard' },
          { code: TOOLBAR_ACTIONS.GridView, label: 'Grid view' },
        ]),
      );
    });
    const toolbar = screen.getByRole('toolbar', { name: 'Page actions' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Add a yard', 'Grid view']);
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Grid view' }));
    expect(selectLastToolbarAction(store.getState())).toEqual({ code: 5, seq: 1 });
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Grid view' }));
    expect(selectLastToolbarAction(store.getState())).toEqual({ code: 5, seq: 2 });
  });

  test("the Filter action slides the sort & filter panel in, titled 'Sort & Filter', and out again", async () => {
    const { store } = await signedIn('/yards');
    act(() => {
      store.dispatch(headerTitleSet('My Yards'));
      store.dispatch(toolbarActionsSet([{ code: TOOLBAR_ACTIONS.Filter, label: 'Sort and filter' }]));
    });
    const filter = screen.getByRole('button', { name: 'Sort and filter' });
    await userEvent.click(filter);
    expect(selectFilterPanelOpen(store.getState())).toBe(true);
    expect(filter).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('header-title')).toHaveTextContent('Sort & Filter');
    const panel = screen.getByRole('complementary', { name: 'Sort & Filter' });
    // Areas render the panel's content into this element with a portal.
    expect(within(panel).getByTestId('sort-filter-panel')).toHaveAttribute('id', SORT_FILTER_PANEL_ID);

    await userEvent.click(filter);
    expect(selectFilterPanelOpen(store.getState())).toBe(false);
    expect(screen.getByTestId('header-title')).toHaveTextContent('My Yards');
  });

  test('Escape closes the sort & filter panel, and opening the menu closes it too', async () => {
    const { store } = await signedIn('/yards');
    act(() => {
      store.dispatch(toolbarActionsSet([{ code: TOOLBAR_ACTIONS.Filter, label: 'Sort and filter' }]));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sort and filter' }));
    await userEvent.keyboard('{Escape}');
    expect(selectFilterPanelOpen(store.getState())).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Sort and filter' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(selectFilterPanelOpen(store.getState())).toBe(false);
    expect(screen.getByTestId('header-title')).toHaveTextContent('Menu');
  });

  test("moving to another area clears the last area's toolbar", async () => {
    const { store } = await signedIn('/yards?key=k3y');
    act(() => {
      store.dispatch(toolbarActionsSet([{ code: TOOLBAR_ACTIONS.Add, label: 'Add a yard' }]));
    });
    await goByMenu('About Us');
    expect(selectToolbarActions(store.getState())).toEqual([]);
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });
});
