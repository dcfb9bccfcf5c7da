import { useState } from 'react';
import { Link } from 'react-router-dom';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { identityReceived, selectIdentity, storeIdentity, useAppSelector, yardsApi } from '@thrive/shared';
import { testIdentity } from '@thrive/shared/testing';
import { fakeFederation, renderShell } from '../testing/render-shell';
import { rememberIdentityKey } from './identity-key';
import { forgetRegistrations } from './register-by-key';

// As shared's setupTestServer, which @thrive/shared/testing does not export (yet).
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ANN = testIdentity({ Id: 1, Token: 'ann-token', Firstname: 'Ann' });
const BEA = testIdentity({ Id: 2, Token: 'bea-token', Firstname: 'Bea' });
const yardOf = (owner: string) => ({
  Id: owner.length,
  Name: `Yard of ${owner}`,
  Address: '',
  City: '',
  State: '',
  PostalCode: '',
  Latitude: null,
  Longitude: null,
  HardinessZoneId: 0,
  HardinessZoneManual: false,
  IsPublic: false,
  IsDefault: true,
  ZoneCount: 0,
});
const BY_ID = new Map([
  [ANN.Id, ANN],
  [BEA.Id, BEA],
]);
const BY_KEY = new Map([
  ['ann-key', ANN],
  ['bea-key', BEA],
]);

beforeEach(() => {
  server.use(
    http.post('/api/bridge', async ({ request }) => {
      const identity = BY_KEY.get(((await request.json()) as { username: string }).username);
      return identity ? HttpResponse.json(identity) : HttpResponse.json({ message: 'No.' }, { status: 401 });
    }),
    http.get('/api/users/:uid', ({ params }) => HttpResponse.json(BY_ID.get(Number(params.uid)))),
    http.get('/api/users/:uid/yards', ({ params }) =>
      HttpResponse.json([yardOf(BY_ID.get(Number(params.uid))?.Firstname ?? '')]),
    ),
    http.post('/api/users/:uid/EngagementUser/', () => HttpResponse.json({ code: 0 })),
    http.get('/api/Common/2/ControlCodes', () => HttpResponse.json([])),
  );
});
afterEach(() => forgetRegistrations());

/** A screen that remembers whom it was first drawn for, as a form filled from a yard does. */
function ScreenState() {
  const identity = useAppSelector(selectIdentity);
  const [drawnFor] = useState(identity?.Firstname ?? 'nobody');
  return (
    <>
      <p data-testid="drawn-for">{drawnFor}</p>
      <Link to="/plants/search?key=bea-key">Bea's link</Link>
    </>
  );
}

describe('changing only the key in the address switches everything to the new gardener (issue 30)', () => {
  test('no answer of the first gardener stays, and the screen is drawn afresh for the second', async () => {
    storeIdentity(ANN);
    rememberIdentityKey('ann-key');
    const { store } = renderShell('/plants/search?key=ann-key', {
      federation: fakeFederation({ app: ScreenState }),
    });
    expect(await screen.findByTestId('drawn-for')).toHaveTextContent('Ann');
    await act(async () => {
      await store.dispatch(yardsApi.endpoints.getYards.initiate());
    });
    expect(JSON.stringify(store.getState().api)).toContain('Yard of Ann');

    await userEvent.click(screen.getByRole('link', { name: "Bea's link" }));

    expect(await screen.findByText('Bea', { selector: '[data-testid="drawn-for"]' })).toBeInTheDocument();
    expect(selectIdentity(store.getState())).toMatchObject({ Id: 2, Token: 'bea-token' });
    const cached = JSON.stringify(store.getState().api);
    expect(cached).not.toContain('Yard of Ann');
    expect(cached).not.toContain('ann-token');
  });

  test('whatever brings the new identity, the page on screen is drawn afresh for it', async () => {
    storeIdentity(ANN);
    const { store } = renderShell('/plants/search', { federation: fakeFederation({ app: ScreenState }) });
    expect(await screen.findByTestId('drawn-for')).toHaveTextContent('Ann');
    act(() => {
      store.dispatch(identityReceived(BEA));
    });
    expect(await screen.findByText('Bea', { selector: '[data-testid="drawn-for"]' })).toBeInTheDocument();
  });

  test('the same gardener with a changed flag keeps the page as it is', async () => {
    storeIdentity(ANN);
    const { store } = renderShell('/plants/search', { federation: fakeFederation({ app: ScreenState }) });
    expect(await screen.findByTestId('drawn-for')).toHaveTextContent('Ann');
    act(() => {
      store.dispatch(identityReceived({ ...ANN, Firstname: 'Annie' }));
    });
    expect(screen.getByTestId('drawn-for')).toHaveTextContent('Ann');
  });
});
