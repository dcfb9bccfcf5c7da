import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  REMOTE_NAMES,
  federationName,
  type RemoteAppProps,
  type RemoteMap,
  type RemoteName,
} from '@thrive/shared';
import { fetchRemoteMap } from './remote-map-client';

type RemoteApp = ComponentType<RemoteAppProps>;
type RemoteModule = { default?: RemoteApp };

/** The two Module Federation runtime calls the shell uses; tests pass fakes. */
export interface FederationRuntime {
  registerRemotes: (remotes: { name: string; entry: string }[], options?: { force?: boolean }) => void;
  loadRemote: (id: string) => Promise<RemoteModule | null | undefined>;
}

export interface RemoteRuntime {
  /** Resolves when the remote map is read and every remote registered. */
  ready(): Promise<RemoteMap>;
  /** Loads a remote's `./App` module (what the lazy component below waits for). */
  load(remote: RemoteName): Promise<{ default: RemoteApp }>;
  /** The lazily loaded `./App` of a remote, the same component on every call until a retry. */
  component(remote: RemoteName): LazyExoticComponent<RemoteApp>;
  /** Forgets a failed load (and a failed map read) so the next render loads afresh. */
  retry(remote: RemoteName): void;
}

const defaultFederation: FederationRuntime = {
  registerRemotes: (remotes, options) => registerRemotes(remotes, options),
  loadRemote: (id) => loadRemote<RemoteModule>(id),
};

export function createRemoteRuntime({
  federation = defaultFederation,
  readMap = () => fetchRemoteMap(),
}: { federation?: FederationRuntime; readMap?: () => Promise<RemoteMap> } = {}): RemoteRuntime {
  let mapRead: Promise<RemoteMap> | null = null;
  const components = new Map<RemoteName, LazyExoticComponent<RemoteApp>>();
  const needsReRegistration = new Set<RemoteName>();

  const entryOf = (map: RemoteMap, remote: RemoteName) => ({
    name: federationName(remote),
    entry: map[remote],
  });

  function ready(): Promise<RemoteMap> {
    mapRead ??= readMap()
      .then((map) => {
        federation.registerRemotes(REMOTE_NAMES.map((remote) => entryOf(map, remote)));
        return map;
      })
      .catch((error: unknown) => {
        mapRead = null; // a failed read or registration is retried on the next attempt
        throw error;
      });
    return mapRead;
  }

  async function load(remote: RemoteName): Promise<{ default: RemoteApp }> {
    const map = await ready();
    if (needsReRegistration.delete(remote)) {
      // force clears the runtime's cached manifest and entry, so a remote that is back loads.
      federation.registerRemotes([entryOf(map, remote)], { force: true });
    }
    const module = await federation.loadRemote(`${federationName(remote)}/App`);
    if (!module?.default || (typeof module.default !== 'function' && typeof module.default !== 'object')) {
      throw new Error(`${remote} did not expose a default App component`);
    }
    return { default: module.default };
  }

  return {
    ready,
    load,
    component(remote) {
      let component = components.get(remote);
      if (!component) {
        component = lazy(() => load(remote));
        components.set(remote, component);
      }
      return component;
    },
    retry(remote) {
      components.delete(remote);
      needsReRegistration.add(remote);
    },
  };
}
