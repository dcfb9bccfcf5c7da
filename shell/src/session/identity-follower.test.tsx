import { render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { http, HttpResponse } from 'msw';
import { createAppStore, selectIdentity, yardsApi } from '@thrive/shared';
import { setupTestServer, testIdentity, testStore } from '@thrive/shared/testing';
import { IdentityFollower } from './identity-follower';

const server = setupTestServer();

test('a yard change re-reads the identity, so My Yard knows the new yard (SPEC §2.3)', async () => {
  let yardCount = 0;
  server.use(
    http.get('/api/users/42', () =>
      HttpResponse.json(
        testIdentity({ Id: 42, Token: 't0k', YardCount: yardCount, DefaultYardId: yardCount ? 7 : 0 }),
      ),
    ),
    http.post('/api/users/42/yard', () => {
      yardCount = 1;
      return HttpResponse.json({
        Id: 7,
        Name: 'Back',
        Address: '',
        City: 'New York',
        State: 'NY',
        PostalCode: '10001',
        Latitude: 40.75,
        Longitude: -73.99,
        HardinessZoneId: 14,
        HardinessZoneManual: false,
        IsPublic: false,
        IsDefault: true,
        ZoneCount: 0,
      });
    }),
  );
  const store = testStore({ identity: { Token: 't0k', YardCount: 0, DefaultYardId: 0 } });
  render(
    <Provider store={store}>
      <IdentityFollower />
    </Provider>,
  );
  await store.dispatch(yardsApi.endpoints.saveYard.initiate({ Name: 'Back', PostalCode: '10001' })).unwrap();
  await waitFor(() =>
    expect(selectIdentity(store.getState())).toMatchObject({ YardCount: 1, DefaultYardId: 7 }),
  );
});

test('signed out, it asks for nothing', async () => {
  let reads = 0;
  server.use(
    http.get('/api/users/:uid', () => {
      reads += 1;
      return HttpResponse.json({});
    }),
  );
  render(
    <Provider store={createAppStore()}>
      <IdentityFollower />
    </Provider>,
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(reads).toBe(0);
});
