import { useEffect, type ComponentType } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createAppStore, type RemoteAppProps, type RemoteMap } from '@thrive/shared';
import { App } from '../app';
import { createRemoteRuntime, type FederationRuntime } from '../remotes/remote-runtime';
import { RemoteRuntimeProvider } from '../remotes/remote-runtime-context';
import { SegmentEchoRemote } from './fake-remotes';
import { TEST_REMOTE_MAP } from './test-remote-map';

export { TEST_REMOTE_MAP };

type RemoteApp = ComponentType<RemoteAppProps>;

interface FakeFederationOptions {
  /** The `./App` every remote answers with. */
  app?: RemoteApp;
  /** Remotes (by federation id, 'mfe_tasks/App') that fail to load, checked on every load. */
  isDown?: (id: string) => boolean;
  /** What a remote that is down fails with. */
  error?: Error;
}

/** A Module Federation runtime whose `loadRemote` answers with one fake App for every remote. */
export function fakeFederation({
  app = SegmentEchoRemote,
  isDown = () => false,
  error = new Error('Loading script failed (remoteEntry.js answered 503)'),
}: FakeFederationOptions = {}) {
  return {
    registerRemotes: jest.fn<void, Parameters<FederationRuntime['registerRemotes']>>(),
    loadRemote: jest.fn(async (id: string) => {
      if (isDown(id)) throw error;
      return { default: app };
    }),
  } satisfies FederationRuntime;
}

/** Records every address the router shows, so redirects can be followed. */
function LocationProbe({ visited }: { visited: string[] }) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    visited.push(pathname + search);
  }, [visited, pathname, search]);
  return <output data-testid="location">{pathname + search}</output>;
}

interface ShellOptions {
  federation?: FederationRuntime;
  readMap?: () => Promise<RemoteMap>;
}

/** The shell's App at `path` with a real store and a remote runtime over fakes (DESIGN §8). */
export function renderShell(path: string, options: ShellOptions = {}) {
  const store = createAppStore();
  const federation = options.federation ?? fakeFederation();
  const readMap = options.readMap ?? (async () => TEST_REMOTE_MAP);
  const runtime = createRemoteRuntime({ federation, readMap });
  const visited: string[] = [];
  const view = render(
    <Provider store={store}>
      <RemoteRuntimeProvider runtime={runtime}>
        <MemoryRouter initialEntries={[path]}>
          <App />
          <LocationProbe visited={visited} />
        </MemoryRouter>
      </RemoteRuntimeProvider>
    </Provider>,
  );
  return { ...view, store, federation, visited };
}
