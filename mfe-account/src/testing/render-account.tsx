import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import {
  carriedParamsChanged,
  createAppStore,
  identityReceived,
  type CarriedParams,
  type Identity,
  type RemoteSegment,
} from '@thrive/shared';
import { testIdentity } from '@thrive/shared/testing';
import App from '../App';

/** Like the shell: the remote's App under `/:segment/*`. */
function Segment() {
  const { segment } = useParams();
  return <App segment={segment as RemoteSegment} />;
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

interface RenderOptions {
  /** null: nobody is signed in (the public page). */
  identity?: Partial<Identity> | null;
  carried?: CarriedParams;
}

/** This remote at `path` with a real store, a signed-in gardener (id 42) and the toasts' host. */
export function renderAccount(path: string, { identity = {}, carried = {} }: RenderOptions = {}) {
  const store = createAppStore();
  if (identity) store.dispatch(identityReceived(testIdentity({ Id: 42, ...identity })));
  store.dispatch(carriedParamsChanged(carried));
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
