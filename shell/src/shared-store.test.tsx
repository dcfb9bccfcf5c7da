import { screen, waitFor } from '@testing-library/react';
import { selectCarriedParams, selectHeaderTitle } from '@thrive/shared';
import { fakeFederation, renderShell } from './testing/render-shell';
import { CarriedParamsRemote, TitleSettingRemote } from './testing/fake-remotes';

describe('one store for the shell and its remotes (DESIGN §3)', () => {
  test("a remote's page title shows in the shell's header", async () => {
    const { store } = renderShell('/yards', { federation: fakeFederation({ app: TitleSettingRemote }) });
    await screen.findByTestId('remote-app');
    await waitFor(() => expect(screen.getByTestId('header-title')).toHaveTextContent('Fake Title'));
    expect(selectHeaderTitle(store.getState())).toBe('Fake Title');
  });

  test('the shell puts lat and lon of the route query into the store, and a remote reads them', async () => {
    const { store } = renderShell('/yards/setup?lat=40.7&lon=-74.0&utm_source=mail', {
      federation: fakeFederation({ app: CarriedParamsRemote }),
    });
    expect(await screen.findByTestId('remote-location')).toHaveTextContent('40.7, -74.0');
    expect(selectCarriedParams(store.getState())).toEqual({ lat: '40.7', lon: '-74.0' });
  });
});

describe('carried parameters from the page query and the hash route query (DESIGN §3 Session)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  test('both are read, and the hash route query wins', async () => {
    window.history.replaceState(null, '', '/?key=k3y&lat=1');
    const { store } = renderShell('/yards?lat=2&lon=3', {
      federation: fakeFederation({ app: CarriedParamsRemote }),
    });
    expect(await screen.findByTestId('remote-location')).toHaveTextContent('2, 3');
    expect(selectCarriedParams(store.getState())).toEqual({ key: 'k3y', lat: '2', lon: '3' });
  });
});
