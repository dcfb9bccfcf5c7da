import { http, HttpResponse } from 'msw';
import { isValidReferralCode } from '../contracts/prompts';
import { createAppStore } from '../store/store';
import { identityReceived } from '../store/session-slice';
import { setupTestServer } from '../testing/msw-server';
import { testIdentity } from '../testing/identity';
import { promptsApi } from './prompts';
import { thriveApi } from './thrive-api';

const server = setupTestServer();
let seen: { method: string; path: string; body: unknown }[];

beforeEach(() => {
  seen = [];
  server.use(
    http.all('/api/users/42/*', async ({ request }) => {
      const text = await request.text();
      seen.push({
        method: request.method,
        path: new URL(request.url).pathname,
        body: text ? JSON.parse(text) : undefined,
      });
      return HttpResponse.json({ code: 0 });
    }),
  );
});

function signedInStore() {
  const store = createAppStore();
  store.dispatch(identityReceived(testIdentity({ Id: 42, Token: 't0k' })));
  return store;
}

/** Something that reads the identity, to see which calls make it be read again. */
const identityReader = thriveApi.injectEndpoints({
  endpoints: (build) => ({
    readIdentityForTest: build.query<unknown, void>({
      query: () => 'users/{uid}',
      providesTags: ['Identity'],
    }),
  }),
});

test('saveNickname PATCHes {firstname} and the identity is read again (invalidates Identity)', async () => {
  let identityReads = 0;
  server.use(
    http.get('/api/users/42', () => {
      identityReads += 1;
      return HttpResponse.json({});
    }),
  );
  const store = signedInStore();
  const subscription = store.dispatch(identityReader.endpoints.readIdentityForTest.initiate());
  await subscription;
  expect(identityReads).toBe(1);

  const answer = await store
    .dispatch(promptsApi.endpoints.saveNickname.initiate({ firstname: 'Fern' }))
    .unwrap();
  expect(answer).toEqual({ code: 0 });
  expect(seen).toEqual([{ method: 'PATCH', path: '/api/users/42/Nickname', body: { firstname: 'Fern' } }]);
  await new Promise((resolve) => setTimeout(resolve, 0));
  await store.dispatch(identityReader.endpoints.readIdentityForTest.initiate()).unwrap();
  expect(identityReads).toBe(2);
  subscription.unsubscribe();
});

test('recordLinkClick sends {UserId, LinkClick} from its {userId, linkKind} arg (SPEC §7)', async () => {
  const store = signedInStore();
  await store.dispatch(promptsApi.endpoints.recordLinkClick.initiate({ userId: 42, linkKind: 9 })).unwrap();
  expect(seen).toEqual([
    { method: 'PATCH', path: '/api/users/42/LinkClick', body: { UserId: 42, LinkClick: 9 } },
  ]);
});

test('acceptRating and dismissRating send link kinds 3 and 4 (SPEC §4)', async () => {
  const store = signedInStore();
  await store.dispatch(promptsApi.endpoints.acceptRating.initiate({ Device: 'ios' })).unwrap();
  await store.dispatch(promptsApi.endpoints.dismissRating.initiate({ Device: 'ios' })).unwrap();
  expect(seen.map(({ path, body }) => [path, body])).toEqual([
    ['/api/users/42/AcceptRatingApp', { Device: 'ios', LinkClick: 3 }],
    ['/api/users/42/DismissRatingApp', { Device: 'ios', LinkClick: 4 }],
  ]);
});

test('setFeatureVideo and setThriveScorePrompt call GET .../{1|0}', async () => {
  const store = signedInStore();
  await store.dispatch(promptsApi.endpoints.setFeatureVideo.initiate(true)).unwrap();
  await store.dispatch(promptsApi.endpoints.setThriveScorePrompt.initiate(false)).unwrap();
  expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual([
    'GET /api/users/42/ToggleFeatureVideo/1',
    'GET /api/users/42/ToggleThriveScorePrompt/0',
  ]);
});

test('lookupReferralCode trims and upper-cases the code; valid only if the answer has an Id (SPEC §5)', async () => {
  const paths: string[] = [];
  server.use(
    http.get('/api/partners/:code/ReferralCodeByCode', ({ params, request }) => {
      paths.push(new URL(request.url).pathname);
      return HttpResponse.json(
        params.code === 'GROW2026' ? { Id: 1, Code: 'GROW2026', SponsorId: 1, Token: 't' } : {},
      );
    }),
  );
  const store = signedInStore();
  const known = await store.dispatch(promptsApi.endpoints.lookupReferralCode.initiate(' grow2026 ')).unwrap();
  const unknown = await store.dispatch(promptsApi.endpoints.lookupReferralCode.initiate('nope')).unwrap();
  expect(paths).toEqual([
    '/api/partners/GROW2026/ReferralCodeByCode',
    '/api/partners/NOPE/ReferralCodeByCode',
  ]);
  expect(isValidReferralCode(known)).toBe(true);
  expect(isValidReferralCode(unknown)).toBe(false);
});

test('submitPlantRequest answers the server’s {code: 200}; a 400 surfaces the body message (SPEC §8)', async () => {
  server.use(
    http.post('/api/users/42/PlantRequest/', async ({ request }) => {
      const body = (await request.json()) as { botanicalName?: string };
      return body.botanicalName
        ? HttpResponse.json({ code: 200 })
        : HttpResponse.json({ message: 'Please enter a Botanical Name' }, { status: 400 });
    }),
  );
  const store = signedInStore();
  const request = { botanicalName: 'Salvia', commonName: '', userEmail: 'fern@example.com' };
  expect(await store.dispatch(promptsApi.endpoints.submitPlantRequest.initiate(request)).unwrap()).toEqual({
    code: 200,
  });
  const failed = await store.dispatch(
    promptsApi.endpoints.submitPlantRequest.initiate({ ...request, botanicalName: '' }),
  );
  expect(failed.error).toMatchObject({ status: 400, message: 'Please enter a Botanical Name' });
});
