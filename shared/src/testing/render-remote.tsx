import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import type { Identity } from '../contracts/identity';
import type { RemoteAppProps, RemoteSegment } from '../remotes';
import type { CarriedParams } from '../session';
import { testStore } from './test-store';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

export interface RenderRemoteOptions {
  /** null: nobody is signed in (a public page). */
  identity?: Partial<Identity> | null;
  carried?: CarriedParams;
}

/**
 * A remote's App at `path` as the shell hosts it (under `/:segment/*`), with a real store,
 * a signed-in gardener (id 42), the toasts' host and a probe showing the current address.
 */
export function renderRemote(
  App: ComponentType<RemoteAppProps>,
  path: string,
  { identity = {}, carried = {} }: RenderRemoteOptions = {},
) {
  function Segment() {
    const { segment } = useParams();
    return <App segment={segment as RemoteSegment} />;
  }
  const store = testStore({ identity, carried });
  const view = render(
    <Provider store={store}>
      <SnackbarProvider maxSnack={3}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path=":segment/*" element={<Segment />} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </SnackbarProvider>
    </Provider>,
  );
  return { ...view, store };
}
