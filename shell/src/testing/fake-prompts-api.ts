import { http, HttpResponse } from 'msw';
import type { MenuUrl, PlantPage, Sponsor } from '@thrive/shared/contracts';
import { setupTestServer } from '@thrive/shared/testing';

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
    /** EngagementUser/ bodies: the day's first opening. */
    userEngagements: unknown[];
    /** Engagement/ bodies: sponsor banners followed. */
    engagements: unknown[];
    /** Users/{uid}/SponsorAd bodies: sponsor banners shown and followed. */
    sponsorAds: unknown[];
    /** The query strings of the quick plant searches (Plants/0/Search/). */
    quickSearches: URLSearchParams[];
    /** DELETE bridge/session: the X-App and X-Token each sign-out was sent with. */
    signOuts: { app: string | null; token: string | null }[];
  };
  answers: {
    menuUrls: MenuUrl[];
    sponsors: Sponsor[];
    /** Users/0/ExpertSponsor: by default none (our own expert answers). */
    expertSponsor: () => Response;
    sponsorAd: () => Response;
    /** Partners/{id}/Advertiser/: by default the sponsor of that id, else 404. */
    advertiser: (sponsorId: number) => Response;
    /** Plants/0/Search/: by default no plant found. */
    quickSearch: (query: URLSearchParams) => Response;
    welcome: () => Response;
    nickname: () => Response;
    skip: () => Response;
    linkClick: () => Response;
    activation: () => Response;
    plantRequest: () => Response;
    /** DELETE bridge/session: by default 204, the token ended. */
    signOut: () => Response;
  };
}

const ok = () => HttpResponse.json({ code: 0 });

const NO_PLANTS: PlantPage = { Items: [], TotalRows: 0, i: 0, c: 5 };

function freshApi(): FakeApi {
  const api: FakeApi = {
    received: {
      welcome: [],
      nicknames: [],
      skips: 0,
      linkClicks: [],
      activations: [],
      plantRequests: [],
      userEngagements: [],
      engagements: [],
      sponsorAds: [],
      quickSearches: [],
      signOuts: [],
    },
    answers: {
      menuUrls: [],
      sponsors: [],
      expertSponsor: () => HttpResponse.json(null),
      sponsorAd: ok,
      advertiser: (sponsorId) => {
        const sponsor = api.answers.sponsors.find((candidate) => candidate.Id === sponsorId);
        if (!sponsor)
          return HttpResponse.json({ message: `There is no sponsor ${sponsorId}.` }, { status: 404 });
        const { IsSelected: _selected, ...advertiser } = sponsor;
        return HttpResponse.json(advertiser);
      },
      quickSearch: () => HttpResponse.json(NO_PLANTS),
      welcome: ok,
      nickname: ok,
      skip: ok,
      linkClick: ok,
      activation: ok,
      plantRequest: () => HttpResponse.json({ code: 200 }),
      signOut: () => new HttpResponse(null, { status: 204 }),
    },
  };
  return api;
}

/** Sets up msw for one test file; the returned object is refreshed before every test. */
export function setupFakePromptsApi(): FakeApi {
  // The shared test server: it also answers the shell's page tips, which any page reads.
  const server = setupTestServer();
  const api = freshApi();
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
      http.get('/api/Users/0/ExpertSponsor', () => answers.expertSponsor()),
      http.post('/api/Users/:uid/SponsorAd', (info) => record(received.sponsorAds, answers.sponsorAd)(info)),
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
      http.post('/api/users/:uid/EngagementUser/', (info) => record(received.userEngagements, ok)(info)),
      http.post('/api/users/:uid/Engagement/', (info) => record(received.engagements, ok)(info)),
      http.get('/api/Partners/:id/Advertiser/', ({ params }) => answers.advertiser(Number(params.id))),
      http.delete('/api/bridge/session', ({ request }) => {
        received.signOuts.push({ app: request.headers.get('X-App'), token: request.headers.get('X-Token') });
        return answers.signOut();
      }),
      http.get('/api/Plants/0/Search/', ({ request }) => {
        const query = new URL(request.url).searchParams;
        received.quickSearches.push(query);
        return answers.quickSearch(query);
      }),
    );
  });
  return api;
}
