import { keyedCalls } from './keyed-calls';

describe('the calls that honour an Idempotency-Key', () => {
  const keyed = keyedCalls('/api');

  test("a gardener's writes do, whatever the case of Users/", () => {
    expect(keyed('POST', '/api/users/:uid/PlantActivity')).toBe(true);
    expect(keyed('PUT', '/api/users/:uid/UpdateTaskStatus')).toBe(true);
    expect(keyed('PATCH', '/api/Users/:uid/something')).toBe(true);
    expect(keyed('DELETE', '/api/users/:uid')).toBe(true);
  });

  test('the GETs that write do (head-guard.ts), other GETs and HEAD do not', () => {
    expect(keyed('GET', '/api/users/:uid/ToggleFavoritePlant/:id')).toBe(true);
    expect(keyed('GET', '/api/Users/:uid/CopyYard/:id')).toBe(true);
    expect(keyed('GET', '/api/users/:uid/yards')).toBe(false);
    expect(keyed('HEAD', '/api/users/:uid/ToggleFavoritePlant/:id')).toBe(false);
  });

  test("calls outside a gardener's own paths, and unknown routes, do not", () => {
    expect(keyed('POST', '/api/bridge')).toBe(false);
    expect(keyed('POST', '/api/Plants/0/AskAIExpert/')).toBe(false);
    expect(keyed('POST', '/api/usersettings/:uid')).toBe(false);
    expect(keyed('POST', undefined)).toBe(false);
  });
});
