import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '../store/store';
import { identityReceived } from '../store/session-slice';
import { setupTestServer } from '../testing/msw-server';
import { testIdentity } from '../testing/identity';
import { commonApi, useGetMenuUrlsQuery } from './common';

const server = setupTestServer();

function signedInStore() {
  const store = createAppStore();
  store.dispatch(identityReceived(testIdentity({ Id: 42, Token: 't0k' })));
  return store;
}

const SPONSOR = {
  Id: 1,
  Name: '/assets/sponsors/greenleaf.png',
  PX: 'https://greenleaf.example.org/',
  Desc: '1',
  Value: 'Greenleaf',
  IsSelected: true,
};

test('useGetMenuUrlsQuery reads Common/0/MenuUrls as {Key, Value} entries (SPEC §7)', async () => {
  server.use(
    http.get('/api/Common/0/MenuUrls', () =>
      HttpResponse.json([{ Key: 1, Value: 'https://buzz.example.org/' }]),
    ),
  );
  const store = signedInStore();
  const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children });
  const { result } = renderHook(() => useGetMenuUrlsQuery(), { wrapper });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(result.current.data).toEqual([{ Key: 1, Value: 'https://buzz.example.org/' }]);
});

test('getSponsors sends the sponsor filter, PartnerTypes as a comma list; without one, no query', async () => {
  const urls: string[] = [];
  server.use(
    http.get('/api/Users/0/Sponsor', ({ request }) => {
      urls.push(new URL(request.url).search);
      return HttpResponse.json([SPONSOR]);
    }),
  );
  const store = signedInStore();
  const near = await store
    .dispatch(
      commonApi.endpoints.getSponsors.initiate({
        lat: 45.5,
        lng: -122.6,
        PartnerTypes: [1, 4],
        Distance: 10,
      }),
    )
    .unwrap();
  expect(near).toEqual([SPONSOR]);
  await store.dispatch(commonApi.endpoints.getSponsors.initiate()).unwrap();
  expect(urls).toEqual(['?lat=45.5&lng=-122.6&PartnerTypes=1%2C4&Distance=10', '']);
});

test('getControlCodes and getAdvertiser call their paths', async () => {
  server.use(
    http.get('/api/Common/2/ControlCodes', () =>
      HttpResponse.json([{ GroupId: 2, Key: 'ItemColor', Value: 'red' }]),
    ),
    http.get('/api/Partners/1/Advertiser/', () => HttpResponse.json({ ...SPONSOR, IsSelected: undefined })),
  );
  const store = signedInStore();
  expect(await store.dispatch(commonApi.endpoints.getControlCodes.initiate(2)).unwrap()).toEqual([
    { GroupId: 2, Key: 'ItemColor', Value: 'red' },
  ]);
  const { IsSelected: _selected, ...advertiser } = SPONSOR;
  expect(await store.dispatch(commonApi.endpoints.getAdvertiser.initiate(1)).unwrap()).toEqual(advertiser);
});
