import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import { createAppStore, identityReceived } from '@thrive/shared';
import { testIdentity } from '@thrive/shared/testing';
import { DesignEditorPage, DesignPlanPage, DesignsPage } from '../designs';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/**
 * The design screens at `path` under the routes App.tsx gives them, with a real store, a
 * signed-in gardener (id 42), the toasts' host and a probe showing the current address.
 */
export function renderDesigns(path: string) {
  const store = createAppStore();
  store.dispatch(identityReceived(testIdentity({ Id: 42, AccessLandscaping: true })));
  const view = render(
    <Provider store={store}>
      <SnackbarProvider maxSnack={3}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/styles/designs" element={<DesignsPage />} />
            <Route path="/styles/designs/new" element={<DesignEditorPage />} />
            <Route path="/styles/designs/:id" element={<DesignEditorPage />} />
            <Route path="/styles/designs/:id/plan" element={<DesignPlanPage />} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </SnackbarProvider>
    </Provider>,
  );
  return { ...view, store };
}
