import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import type {
  PublicYard,
  ThriveTableAnswer,
  Yard,
  YardInvitationCreated,
  YardMembers,
  YardTransferCheck,
  Zone,
  ZonePlant,
} from '@thrive/shared/contracts';
import { setupTestServer } from '@thrive/shared/testing';
import { CONDITIONS, publicYard, yard, yardMembers, zone, zonePlant } from './fixtures';
import { thriveTable } from './thrive-fixtures';

interface ApiCall {
  method: string;
  /** Path and query below /api, e.g. 'users/42/ZonePlants/8?yid=0'. */
  path: string;
  body: unknown;
}

/** What the fake answers; each test changes what it is about. */
export interface FakeData {
  yards: Yard[];
  zones: Zone[];
  zonePlants: ZonePlant[];
  /** The ThriveTable answer, as the API sends it. */
  thrive: ThriveTableAnswer;
  transferCheck: YardTransferCheck;
  publicYard: PublicYard | null;
  /** Who shares yard 5, as its owner reads it. */
  members: YardMembers;
}

function freshData(): FakeData {
  return {
    yards: [yard()],
    zones: [zone(), zone({ Id: 9, Name: 'Shady corner', SunRequirementId: 1, PlantCount: 1 })],
    zonePlants: [
      zonePlant(),
      zonePlant({ Id: 102, PlantId: 2002, CommonName: 'Hosta', BotanicalName: 'Hosta sieboldiana' }),
    ],
    thrive: thriveTable(),
    transferCheck: {
      CanTransfer: true,
      message: 'Front yard will go to sam@example.com with its zones and plants.',
    },
    publicYard: publicYard(),
    members: yardMembers(),
  };
}

/** A new invitation's answer: its link holds the secret; the expiry is a week after "now". */
function invitationCreated(
  Id: number,
  input: { Role: 'gardener' | 'viewer'; Email?: string },
): YardInvitationCreated {
  return {
    Id,
    Email: input.Email ?? '',
    Role: input.Role,
    ExpiresAt: '2026-06-08T12:00:00.000Z',
    Link: 'https://garden.example/#/invitation/Abcdefghijklmnopqrstuvwxyz012345',
  };
}

const notFound = () => HttpResponse.json({ message: 'Not found.' }, { status: 404 });
const done = (message: string) => HttpResponse.json({ message });

/**
 * The garden API faked at the fetch level (DESIGN §8) for this remote's tests: `data` is what
 * reads answer (refreshed before each test), `calls` what every call received.
 */
export function setupFakeYardsApi() {
  const server = setupTestServer();
  const data = freshData();
  const calls: ApiCall[] = [];
  /** Every ZonePlants read, e.g. 'users/42/ZonePlants/0?yid=5' (apart from `calls`, which tests compare whole). */
  const plantReads: string[] = [];
  /** Every request of any kind, in order, e.g. 'GET users/42/yard/5' (reads included). */
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname.replace(/^\/api\//, '')}${url.search}`);
  });

  const recorded = (
    resolver: (info: {
      params: Record<string, string | readonly string[] | undefined>;
      body: unknown;
    }) => Response,
  ) =>
    (async ({ request, params }) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      calls.push({ method: request.method, path: url.pathname.replace(/^\/api\//, '') + url.search, body });
      return resolver({ params, body });
    }) satisfies HttpResponseResolver;
  const id = (params: Record<string, unknown>, name = 'id') => Number(params[name]);
  function forgetYard(yardId: number) {
    data.yards = data.yards.filter((y) => y.Id !== yardId);
    data.zones = data.zones.filter((z) => z.YardId !== yardId);
    data.zonePlants = data.zonePlants.filter((p) => p.YardId !== yardId);
  }

  beforeEach(() => {
    Object.assign(data, freshData());
    calls.length = 0;
    plantReads.length = 0;
    requests.length = 0;
    const u = '/api/users/:uid';
    server.use(
      http.get('/api/Common/0/GrowingConditions', () => HttpResponse.json(CONDITIONS)),
      http.patch(
        `${u}/LinkClick`,
        recorded(() => HttpResponse.json({ code: 0 })),
      ),
      http.get(
        `${u}/ToggleThriveScorePrompt/:value`,
        recorded(() => HttpResponse.json({ code: 0 })),
      ),
      http.get(`${u}/yards`, () => HttpResponse.json(data.yards)),
      http.get(`${u}/yard/:id`, ({ params }) => {
        const found = data.yards.find((y) => y.Id === id(params));
        return found ? HttpResponse.json(found) : notFound();
      }),
      http.post(
        `${u}/yard`,
        recorded(({ body }) => {
          const input = body as Partial<Yard>;
          const saved = yard({ ...input, Id: input.Id || 77, IsDefault: false });
          data.yards = [...data.yards.filter((y) => y.Id !== saved.Id), saved];
          return HttpResponse.json(saved);
        }),
      ),
      http.delete(
        `${u}/yard/:id`,
        recorded(({ params }) => {
          // Gone with its zones and their plants: reading any of them again is a 404.
          forgetYard(id(params));
          return done('The yard was deleted.');
        }),
      ),
      http.get(
        `${u}/CopyYard/:id`,
        recorded(() => HttpResponse.json(yard({ Id: 78, Name: 'Front yard (copy)' }))),
      ),
      http.get(
        `${u}/CheckYardTransfer/:id`,
        recorded(() => HttpResponse.json(data.transferCheck)),
      ),
      http.post(
        `${u}/YardTransfer`,
        recorded(({ body }) => {
          // Another gardener's now: none of it can be read by this one.
          forgetYard((body as { YardId: number }).YardId);
          return done('The yard was transferred.');
        }),
      ),
      http.post(
        `${u}/YardsPublic/`,
        recorded(({ body }) => {
          const { YardId, IsPublic } = body as { YardId: number; IsPublic: boolean };
          data.yards = data.yards.map((y) => (y.Id === YardId ? { ...y, IsPublic } : y));
          const saved = data.yards.find((y) => y.Id === YardId);
          return saved ? HttpResponse.json(saved) : notFound();
        }),
      ),
      http.get(
        '/api/public/yard/:id',
        recorded(() => (data.publicYard ? HttpResponse.json(data.publicYard) : notFound())),
      ),
      http.get(`${u}/zonelisting/:yardId`, ({ params }) => {
        const yardId = id(params, 'yardId');
        return HttpResponse.json(data.zones.filter((z) => yardId === 0 || z.YardId === yardId));
      }),
      http.get(`${u}/zone/:id`, ({ params }) => {
        const found = data.zones.find((z) => z.Id === id(params));
        return found ? HttpResponse.json(found) : notFound();
      }),
      http.post(
        `${u}/createzone/:yardId`,
        recorded(({ body }) => HttpResponse.json(zone({ ...(body as object), Id: 90 }))),
      ),
      http.post(
        `${u}/zone`,
        recorded(({ body }) => HttpResponse.json(zone(body as Partial<Zone>))),
      ),
      http.delete(
        `${u}/zone/:id`,
        recorded(({ params }) => {
          const zoneId = id(params);
          data.zones = data.zones.filter((z) => z.Id !== zoneId);
          data.zonePlants = data.zonePlants.filter((p) => p.ZoneId !== zoneId);
          return done('The zone was deleted.');
        }),
      ),
      http.get(
        `${u}/CopyZone/:id`,
        recorded(() => HttpResponse.json(zone({ Id: 91, Name: 'Border bed (copy)' }))),
      ),
      http.get(`${u}/ZonePlants/:zoneId`, ({ params, request }) => {
        const url = new URL(request.url);
        plantReads.push(url.pathname.replace(/^\/api\//, '') + url.search);
        const zoneId = id(params, 'zoneId');
        // Zone 0: every plant of yard yid, or of every yard when yid is 0 (as the API answers).
        const yardId = Number(url.searchParams.get('yid') ?? 0);
        return HttpResponse.json(
          data.zonePlants.filter((p) => (zoneId ? p.ZoneId === zoneId : yardId === 0 || p.YardId === yardId)),
        );
      }),
      http.post(
        `${u}/TogglePlantZone/:zoneId`,
        recorded(() => HttpResponse.json({ InZone: true, message: 'The plant was added to the zone.' })),
      ),
      http.post(
        `${u}/UpdatePlantZone/:id`,
        recorded(() => done('The fertilizer was saved.')),
      ),
      http.get(
        `${u}/DeletePlantZone/:id`,
        recorded(() => done('The plant was removed from the zone.')),
      ),
      http.get(`${u}/yard/:id/Members`, ({ params }) =>
        id(params) === data.members.YardId ? HttpResponse.json(data.members) : notFound(),
      ),
      http.post(
        `${u}/yard/:id/Invitations`,
        recorded(({ body }) => {
          const created = invitationCreated(
            500 + data.members.Invitations.length,
            body as { Role: 'gardener' },
          );
          // Kept without its link: the secret is given once.
          const open = {
            Id: created.Id,
            Email: created.Email,
            Role: created.Role,
            ExpiresAt: created.ExpiresAt,
          };
          data.members = { ...data.members, Invitations: [...data.members.Invitations, open] };
          return HttpResponse.json(created);
        }),
      ),
      http.delete(
        `${u}/yard/:id/Invitations/:invitationId`,
        recorded(({ params }) => {
          const gone = id(params, 'invitationId');
          data.members = {
            ...data.members,
            Invitations: data.members.Invitations.filter((invitation) => invitation.Id !== gone),
          };
          return done('The invitation was withdrawn.');
        }),
      ),
      http.put(
        `${u}/yard/:id/Members/:memberId`,
        recorded(({ params, body }) => {
          const { Role } = body as { Role: 'gardener' | 'viewer' };
          const memberId = id(params, 'memberId');
          data.members = {
            ...data.members,
            Members: data.members.Members.map((m) => (m.UserId === memberId ? { ...m, Role } : m)),
          };
          return done('The role was changed.');
        }),
      ),
      http.delete(
        `${u}/yard/:id/Members/:memberId`,
        recorded(({ params }) => {
          const memberId = id(params, 'memberId');
          data.members = {
            ...data.members,
            Members: data.members.Members.filter((m) => m.UserId !== memberId),
          };
          // A member who left no longer has the yard among theirs.
          if (memberId === 42) forgetYard(id(params));
          return done(memberId === 42 ? 'You left the yard.' : 'The member was removed.');
        }),
      ),
      http.get(
        `${u}/ThriveTable/:yardId`,
        recorded(() => HttpResponse.json(data.thrive)),
      ),
    );
  });

  /** The calls other than the fire-and-forget link clicks. */
  const changes = () => calls.filter((call) => !call.path.endsWith('/LinkClick'));
  const linkClicks = () => calls.filter((call) => call.path.endsWith('/LinkClick')).map((call) => call.body);
  /** The requests made after the first one that starts with `marker` (e.g. 'DELETE users/42/yard/5'). */
  const requestsAfter = (marker: string) => {
    const at = requests.findIndex((request) => request.startsWith(marker));
    return at < 0 ? [] : requests.slice(at + 1);
  };
  return { server, data, calls, plantReads, requests, requestsAfter, changes, linkClicks };
}
