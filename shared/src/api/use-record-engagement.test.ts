import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '../store/store';
import { identityReceived } from '../store/session-slice';
import { setupTestServer } from '../testing/msw-server';
import { testIdentity } from '../testing/identity';
import { sponsorBannerEngagement, useRecordEngagement } from './use-record-engagement';

const server = setupTestServer();
let received: unknown[];
let answer: () => Response;

beforeEach(() => {
  received = [];
  answer = () => HttpResponse.json({ code: 0 });
  server.use(
    http.post('/api/users/:uid/Engagement/', async ({ request, params }) => {
      received.push({ uid: params.uid, body: await request.json() });
      return answer();
    }),
  );
});

function renderRecorder(userId: number) {
  const store = createAppStore();
  if (userId > 0) store.dispatch(identityReceived(testIdentity({ Id: userId })));
  const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children });
  return renderHook(() => useRecordEngagement('test-area'), { wrapper }).result;
}

const GREENLEAF = sponsorBannerEngagement(3, 'Greenleaf', 'launch-pad');

test('a followed sponsor banner is POSTed to Engagement/ with the sponsor and the screen', async () => {
  const record = renderRecorder(42);
  act(() => record.current(GREENLEAF));
  await waitFor(() => expect(received).toHaveLength(1));
  expect(received[0]).toEqual({
    uid: '42',
    body: { Kind: 'sponsor-banner', Data: { SponsorId: 3, Sponsor: 'Greenleaf', Where: 'launch-pad' } },
  });
});

test('signed out, nothing is recorded', async () => {
  const record = renderRecorder(0);
  act(() => record.current(GREENLEAF));
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(received).toEqual([]);
});

test('a failure is only logged, naming the area (SPEC §8)', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  answer = () => HttpResponse.json({ message: 'Down' }, { status: 500 });
  const record = renderRecorder(42);
  act(() => record.current(GREENLEAF));
  await waitFor(() =>
    expect(warn).toHaveBeenCalledWith('[test-area] Engagement sponsor-banner failed', expect.anything()),
  );
  warn.mockRestore();
});
