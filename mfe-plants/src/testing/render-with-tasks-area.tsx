import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import { carriedParamsChanged, createAppStore, identityReceived, type RemoteSegment } from '@thrive/shared';
import { testIdentity, type RenderRemoteOptions } from '@thrive/shared/testing';
import App from '../App';

export const TASKS_AREA = 'The tasks area';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

function Segment() {
  const { segment } = useParams();
  return <App segment={segment as RemoteSegment} />;
}

/**
 * This remote at `path` as the shell hosts it (like renderPlants), beside a stand-in for the
 * tasks remote at `/tasks/*`: a route into the tasks area lands there and stays, as it does
 * in the shell, instead of falling back to this remote's own screens.
 */
export function renderWithTasksArea(path: string, { identity = {}, carried = {} }: RenderRemoteOptions = {}) {
  const store = createAppStore();
  if (identity) store.dispatch(identityReceived(testIdentity({ Id: 42, ...identity })));
  store.dispatch(carriedParamsChanged(carried));
  const view = render(
    <Provider store={store}>
      <SnackbarProvider maxSnack={3}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="tasks/*" element={<p>{TASKS_AREA}</p>} />
            <Route path=":segment/*" element={<Segment />} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </SnackbarProvider>
    </Provider>,
  );
  return { ...view, store };
}
