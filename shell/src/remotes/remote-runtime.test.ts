import { createRemoteRuntime, type FederationRuntime } from './remote-runtime';
import { TEST_REMOTE_MAP } from '../testing/test-remote-map';

test('registers every remote of the map once the map is read', async () => {
  const federation: FederationRuntime = { registerRemotes: jest.fn(), loadRemote: jest.fn() };
  await createRemoteRuntime({ federation, readMap: async () => TEST_REMOTE_MAP }).ready();
  expect(federation.registerRemotes).toHaveBeenCalledTimes(1);
  expect(jest.mocked(federation.registerRemotes).mock.calls[0]?.[0]).toHaveLength(5);
  expect(jest.mocked(federation.registerRemotes).mock.calls[0]?.[0]).toContainEqual({
    name: 'mfe_plants',
    entry: TEST_REMOTE_MAP['mfe-plants'],
  });
});

test('a failed registration is attempted again on the next try, not remembered', async () => {
  const registerRemotes = jest
    .fn<void, Parameters<FederationRuntime['registerRemotes']>>()
    .mockImplementationOnce(() => {
      throw new Error('runtime refused the remotes');
    });
  const runtime = createRemoteRuntime({
    federation: { registerRemotes, loadRemote: jest.fn() },
    readMap: async () => TEST_REMOTE_MAP,
  });
  await expect(runtime.ready()).rejects.toThrow('runtime refused the remotes');
  await expect(runtime.ready()).resolves.toEqual(TEST_REMOTE_MAP);
});

test('a remote whose App export is missing fails with a message naming the remote', async () => {
  const runtime = createRemoteRuntime({
    federation: { registerRemotes: jest.fn(), loadRemote: async () => ({ default: null as never }) },
    readMap: async () => TEST_REMOTE_MAP,
  });
  await expect(runtime.load('mfe-plants')).rejects.toThrow(
    'mfe-plants did not expose a default App component',
  );
});
