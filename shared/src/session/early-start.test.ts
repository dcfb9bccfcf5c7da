import { STORAGE_KEYS } from './storage-keys';
import { hasEarlyBridge, startEarlyRequests, takeEarlyBridge, takeEarlyRemoteMap } from './early-start';

/** A fetch that records its calls and answers each with a fresh 200. */
function recordingFetch() {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchFn = ((url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(new Response('{}'));
  }) as typeof fetch;
  return { calls, fetchFn };
}

const storageWith = (identity: string | null) => ({
  getItem: (name: string) => (name === STORAGE_KEYS.identity ? identity : null),
});

afterEach(() => {
  takeEarlyRemoteMap();
  takeEarlyBridge('k3y');
});

describe('startEarlyRequests: the first screen’s requests start with the shell entry (issue 13)', () => {
  test('the remote map is always read, never from a cache', () => {
    const { calls, fetchFn } = recordingFetch();
    startEarlyRequests({ storedIdentityKey: null, fetchFn, location: { search: '', hash: '#/' } });
    expect(calls).toEqual([{ url: '/remotes.json', init: { cache: 'no-store' } }]);
  });

  test.each([
    ['the page query', { search: '?key=k3y', hash: '#/' }],
    ['the hash route query', { search: '', hash: '#/core?key=k3y' }],
    ['the hash route query, which wins over the page query', { search: '?key=old', hash: '#/?key=k3y' }],
  ])('a key in %s that no stored identity came from starts the bridge call', (_where, location) => {
    const { calls, fetchFn } = recordingFetch();
    startEarlyRequests({ storedIdentityKey: 'other', fetchFn, location, storage: storageWith('{}') });
    const bridge = calls.find((call) => call.url === '/api/bridge');
    expect(bridge?.init).toMatchObject({ method: 'POST', body: JSON.stringify({ username: 'k3y' }) });
    expect(takeEarlyBridge('k3y')).toBeInstanceOf(Promise);
  });

  test('a stored identity that came from the same key starts no bridge call (SessionStarter’s rule)', () => {
    const { calls, fetchFn } = recordingFetch();
    startEarlyRequests({
      storedIdentityKey: 'k3y',
      fetchFn,
      location: { search: '?key=k3y', hash: '#/' },
      storage: storageWith('{"Id":1}'),
    });
    expect(calls.map((call) => call.url)).toEqual(['/remotes.json']);
    expect(takeEarlyBridge('k3y')).toBeUndefined();
  });

  test('the same key without a stored identity registers again', () => {
    const { calls, fetchFn } = recordingFetch();
    startEarlyRequests({
      storedIdentityKey: 'k3y',
      fetchFn,
      location: { search: '?key=k3y', hash: '#/' },
      storage: storageWith(null),
    });
    expect(calls.map((call) => call.url)).toEqual(['/remotes.json', '/api/bridge']);
  });

  test('no key in the address: no bridge call', () => {
    const { calls, fetchFn } = recordingFetch();
    startEarlyRequests({ storedIdentityKey: null, fetchFn, location: { search: '', hash: '#/plants' } });
    expect(calls.map((call) => call.url)).toEqual(['/remotes.json']);
  });

  test('each answer is taken once, and a bridge answer only for its own key', () => {
    const { fetchFn } = recordingFetch();
    startEarlyRequests({ storedIdentityKey: null, fetchFn, location: { search: '?key=k3y', hash: '' } });
    expect(takeEarlyBridge('another')).toBeUndefined();
    expect(hasEarlyBridge('another')).toBe(false);
    expect(hasEarlyBridge('k3y')).toBe(true);
    expect(takeEarlyBridge('k3y')).toBeInstanceOf(Promise);
    expect(hasEarlyBridge('k3y')).toBe(false);
    expect(takeEarlyBridge('k3y')).toBeUndefined();
    expect(takeEarlyRemoteMap()).toBeInstanceOf(Promise);
    expect(takeEarlyRemoteMap()).toBeUndefined();
  });
});
