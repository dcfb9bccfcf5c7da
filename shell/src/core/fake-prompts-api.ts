import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { MenuUrl, Sponsor } from '@thrive/shared/contracts';

/**
 * The calls the launch pad, menu and dialogs make, faked at the fetch level (DESIGN §8) for
 * the shell's tests: what each call received, and what it answers (change per test).
 */
export interface FakeApi {
  received: {
    welcome: unknown[];
    nicknames: unknown[];
    skips: number;
    linkClicks: unknown[];
    activations: unknown[];
    plantRequests: unknown[];
  };
  answers: {
    menuUrls: MenuUrl[];
    sponsors: Sponsor[];
    welcome: () => Response;
    nickname: () => Response;
    skip: () => Response;
    linkClick: () => Response;
    activation: () => Response;
    plantRequest: () => Response;
  };
}

const ok = () => HttpResponse.json({ code: 0 });

function freshApi(): FakeApi {
  return {
    received: { welcome: [], nicknames: [], skips: 0, linkClicks: [], activations: [], plantRequests: [] },
    answers: {
      menuUrls: [],
      sponsors: [],
      welcome: ok,
      nickname: ok,
      skip: ok,
      linkClick: ok,
      activation: ok,
      plantRequest: () => HttpResponse.json({ code: 200 }),
    },
  };
}

/** Sets up msw for one test file; the returned object is refreshed before every test. */
export function setupFakePromptsApi(): FakeApi {
  const server = setupServer();
  const api = freshApi();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    Object.assign(api, freshApi());
    const { received, answers } = api;
    const record =
      (list: unknown[], answer: () => Response) =>
      async ({ request }: { request: Request }) => {
        list.push(await request.json());
        return answer();
      };
    server.use(
      http.get('/api/Common/0/MenuUrls', () => HttpResponse.json(api.answers.menuUrls)),
      http.get('/api/Users/0/Sponsor', () => HttpResponse.json(api.answers.sponsors)),
      // Read by the app-update decision inside the mobile app (av present); none here.
      http.get('/api/Common/:group/ControlCodes', () => HttpResponse.json([])),
      http.patch('/api/users/:uid/WelcomePopup', (info) => record(received.welcome, answers.welcome)(info)),
      http.patch('/api/users/:uid/Nickname', (info) => record(received.nicknames, answers.nickname)(info)),
      http.patch('/api/users/:uid/NicknamePopup', () => {
        received.skips += 1;
        return answers.skip();
      }),
      http.patch('/api/users/:uid/LinkClick', (info) => record(received.linkClicks, answers.linkClick)(info)),
      http.post('/api/users/:uid/Activation/', (info) =>
        record(received.activations, answers.activation)(info),
      ),
      http.post('/api/users/:uid/PlantRequest/', (info) =>
        record(received.plantRequests, answers.plantRequest)(info),
      ),
    );
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return api;
}
