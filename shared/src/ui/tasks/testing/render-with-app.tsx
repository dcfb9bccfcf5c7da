import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import { createAppStore } from '../../../store/store';
import { carriedParamsChanged, identityReceived } from '../../../store/session-slice';
import { testIdentity } from '../../../testing/identity';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** A widget with a real store (gardener 42, key carried), the toasts' host and a router. */
export function renderWithApp(ui: ReactNode) {
  const store = createAppStore();
  store.dispatch(identityReceived(testIdentity({ Id: 42 })));
  store.dispatch(carriedParamsChanged({ key: 'k3y' }));
  const view = render(
    <Provider store={store}>
      <SnackbarProvider>
        <MemoryRouter initialEntries={['/tasks']}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </SnackbarProvider>
    </Provider>,
  );
  return { ...view, store, location: () => screen.getByTestId('location').textContent };
}
