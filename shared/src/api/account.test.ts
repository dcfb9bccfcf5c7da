import { http, HttpResponse } from 'msw';
import type { Profile } from '../contracts/account';
import { loadStoredIdentity } from '../session/identity-storage';
import { createAppStore } from '../store/store';
import { identityReceived, selectIdentity } from '../store/session-slice';
import { setupTestServer } from '../testing/msw-server';
import { testIdentity } from '../testing/identity';
import { accountApi } from './account';
import { promptsApi } from './prompts';

const server = setupTestServer();
let seen: { method: string; path: string; body: unknown }[];

const profile: Profile = {
  Firstname: 'Fern',
  Name: 'Fern Gully',
  Email: 'fern@example.com',
  Address: '1 Elm St',
  City: 'Ames',
  ZipCode: '50010',
  CountryId: 1,
  StateId: 16,
  GenderId: 2,
  SponsorId: 0,
  SponsorName: '',
  ReferralCode: '',
};

async function bodyOf(request: Request) {
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

beforeEach(() => {
  seen = [];
  localStorage.clear();
  server.use(
    http.all('/api/*', async ({ request }) => {
      const path = new URL(request.url).pathname;
      const body = await bodyOf(request);
      seen.push({ method: request.method, path, body });
      if (path.endsWith('/TogglePlantTagId/')) return HttpResponse.json({ TogglePlantTagId: true });
      if (path.endsWith('/feedback')) return HttpResponse.json({ code: 0, message: 'Thank you!' });
      if (path.endsWith('/countries'))
        return HttpResponse.json([{ Id: 1, Name: 'United States', Code: 'US' }]);
      if (path.endsWith('/states'))
        return HttpResponse.json([{ Id: 16, Name: 'Iowa', Code: 'IA', CountryId: 1 }]);
      if (path.endsWith('/genders')) return HttpResponse.json([{ Id: 2, Name: 'Female' }]);
      if (request.method === 'DELETE') return HttpResponse.json({ message: 'Deleted.' });
      if (path.endsWith('/profile')) return HttpResponse.json(profile);
      if (path === '/api/users/42' && request.method === 'POST') {
        return HttpResponse.json({ ...profile, ...(body as object) });
      }
      return HttpResponse.json({ code: 0 });
    }),
  );
});

function signedInStore() {
  const store = createAppStore();
  store.dispatch(identityReceived(testIdentity({ Id: 42, Token: 't0k', Firstname: 'Old' })));
  return store;
}

const calls = () => seen.map(({ method, path }) => `${method} ${path}`);

test('getProfile reads users/{uid}/profile; the lists read bridge/0/countries, bridge/{id}/states, bridge/0/genders', async () => {
  const store = signedInStore();
  expect(await store.dispatch(accountApi.endpoints.getProfile.initiate()).unwrap()).toEqual(profile);
  expect(await store.dispatch(accountApi.endpoints.getCountries.initiate()).unwrap()).toHaveLength(1);
  expect(await store.dispatch(accountApi.endpoints.getStates.initiate(1)).unwrap()).toEqual([
    { Id: 16, Name: 'Iowa', Code: 'IA', CountryId: 1 },
  ]);
  expect(await store.dispatch(accountApi.endpoints.getGenders.initiate()).unwrap()).toHaveLength(1);
  expect(calls()).toEqual([
    'GET /api/users/42/profile',
    'GET /api/bridge/0/countries',
    'GET /api/bridge/1/states',
    'GET /api/bridge/0/genders',
  ]);
});

test('saveProfile POSTs users/{uid}; the identity takes the saved Firstname and Email at once, stored too', async () => {
  const store = signedInStore();
  const reading = store.dispatch(accountApi.endpoints.getProfile.initiate());
  await reading;
  const input = { ...profile, Firstname: 'Rosa', Email: 'rosa@example.com' };
  const saved = await store.dispatch(accountApi.endpoints.saveProfile.initiate(input)).unwrap();
  expect(saved.Firstname).toBe('Rosa');
  expect(seen[1]).toMatchObject({ method: 'POST', path: '/api/users/42', body: input });
  expect(selectIdentity(store.getState())).toMatchObject({ Firstname: 'Rosa', Email: 'rosa@example.com' });
  expect(loadStoredIdentity()).toMatchObject({ Firstname: 'Rosa' });
  expect(accountApi.endpoints.getProfile.select()(store.getState()).data).toEqual(saved);
  reading.unsubscribe();
});

test('a 400 on saveProfile surfaces the server’s message and leaves the identity alone', async () => {
  server.use(
    http.post('/api/users/42', () =>
      HttpResponse.json({ message: 'That email address belongs to another account.' }, { status: 400 }),
    ),
  );
  const store = signedInStore();
  const failed = await store.dispatch(accountApi.endpoints.saveProfile.initiate(profile));
  expect(failed.error).toMatchObject({
    status: 400,
    message: 'That email address belongs to another account.',
  });
  expect(selectIdentity(store.getState())?.Firstname).toBe('Old');
});

test('togglePlantTagId PUTs users/{uid}/TogglePlantTagId/ and the identity takes the answered value', async () => {
  const store = signedInStore();
  await store.dispatch(accountApi.endpoints.togglePlantTagId.initiate()).unwrap();
  expect(calls()).toEqual(['PUT /api/users/42/TogglePlantTagId/']);
  expect(selectIdentity(store.getState())?.TogglePlantTagId).toBe(true);
});

test('sendFeedback POSTs users/{uid}/feedback; deleteAccount DELETEs users/{uid}', async () => {
  const store = signedInStore();
  const feedback = { subject: 'Hi', body: 'Great app', email: 'fern@example.com', images: [] };
  expect(await store.dispatch(accountApi.endpoints.sendFeedback.initiate(feedback)).unwrap()).toEqual({
    code: 0,
    message: 'Thank you!',
  });
  expect(await store.dispatch(accountApi.endpoints.deleteAccount.initiate()).unwrap()).toEqual({
    message: 'Deleted.',
  });
  expect(seen).toEqual([
    { method: 'POST', path: '/api/users/42/feedback', body: feedback },
    { method: 'DELETE', path: '/api/users/42', body: undefined },
  ]);
});

test('the settings calls put their value in the identity at once; a failed call does not', async () => {
  const store = signedInStore();
  await store.dispatch(promptsApi.endpoints.setLandingPage.initiate('plant search')).unwrap();
  await store.dispatch(promptsApi.endpoints.setHelpWizard.initiate(true)).unwrap();
  await store.dispatch(promptsApi.endpoints.setShowAddPlant.initiate(true)).unwrap();
  await store.dispatch(promptsApi.endpoints.setFeatureVideo.initiate(true)).unwrap();
  await store.dispatch(promptsApi.endpoints.setThriveScorePrompt.initiate(true)).unwrap();
  await store
    .dispatch(promptsApi.endpoints.saveDontAskAgain.initiate({ property: 'AskForCamera', value: true }))
    .unwrap();
  expect(selectIdentity(store.getState())).toMatchObject({
    LandingPage: 'plant search',
    EnableHelpWizard: true,
    ShowAddPlant: true,
    ShowNewFeaturesVideo: true,
    ThriveScorePrompt: true,
    AskForCamera: true,
  });

  store.dispatch(identityReceived(testIdentity({ Id: 42, ShowNotificationsPrompt: true })));
  server.use(http.patch('/api/users/42/NotificationsPrompt/', () => HttpResponse.json({}, { status: 500 })));
  await store.dispatch(promptsApi.endpoints.recordNotificationsPrompt.initiate());
  expect(selectIdentity(store.getState())?.ShowNotificationsPrompt).toBe(true);
  server.resetHandlers();
  server.use(http.patch('/api/users/42/NotificationsPrompt/', () => HttpResponse.json({ code: 0 })));
  await store.dispatch(promptsApi.endpoints.recordNotificationsPrompt.initiate()).unwrap();
  expect(selectIdentity(store.getState())?.ShowNotificationsPrompt).toBe(false);
});
