import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import { carriedParamsChanged, createAppStore, identityReceived } from '@thrive/shared';
import { testIdentity, type RenderRemoteOptions } from '@thrive/shared/testing';
import { StylePage, StylesPage } from '../styles';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/**
 * The styles screens at `path` with a real store, a signed-in gardener (id 42) and a probe
 * showing the current address: the routes the area's App gives them, `styles` and `styles/:id`.
 */
export function renderStyles(path: string, { identity = {}, carried = {} }: RenderRemoteOptions = {}) {
  const store = createAppStore();
  if (identity) store.dispatch(identityReceived(testIdentity({ Id: 42, ...identity })));
  store.dispatch(carriedParamsChanged(carried));
  const view = render(
    <Provider store={store}>
      <SnackbarProvider maxSnack={3}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/styles" element={<StylesPage />} />
            <Route path="/styles/:id" element={<StylePage />} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </SnackbarProvider>
    </Provider>,
  );
  return { ...view, store };
}
