import { http, HttpResponse } from 'msw';
import type { Profile, ReminderSettingsInput, StoreVerification } from '@thrive/shared/contracts';
import { setupTestServer } from '@thrive/shared/testing';

function accountProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    Firstname: 'Fern',
    Name: 'Fern Gully',
    Email: 'gardener@example.com',
    Address: '1 Elm Street',
    City: 'Ames',
    ZipCode: '50010',
    CountryId: 1,
    StateId: 16,
    GenderId: 0,
    SponsorId: 3,
    SponsorName: 'Green Thumb Nursery',
    ReferralCode: 'GROW2026',
    ...overrides,
  };
}

const COUNTRIES = [
  { Id: 1, Name: 'United States', Code: 'US' },
  { Id: 2, Name: 'Canada', Code: 'CA' },
];
const STATES = [
  { Id: 16, Name: 'Iowa', Code: 'IA', CountryId: 1 },
  { Id: 36, Name: 'Ohio', Code: 'OH', CountryId: 1 },
  { Id: 60, Name: 'Ontario', Code: 'ON', CountryId: 2 },
  { Id: 61, Name: 'Quebec', Code: 'QC', CountryId: 2 },
];
const GENDERS = [
  { Id: 1, Name: 'Male' },
  { Id: 2, Name: 'Female' },
];

interface Call {
  method: string;
  path: string;
  body: unknown;
}

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

/** The file GET users/{uid}/export answers for `format`, named as the API names it. */
function exportFile(format: string | null): Response {
  const zip = format === 'csv';
  const name = `thrive-garden-export-2026-04-01.${zip ? 'zip' : 'json'}`;
  return new HttpResponse(zip ? new Uint8Array([0x50, 0x4b, 0x05, 0x06]) : '{"yards":[]}', {
    headers: {
      'Content-Type': zip ? 'application/zip' : 'application/json',
      'Content-Disposition': `attachment; filename="${name}"`,
    },
  });
}

/** The server's VAPID public key as GET WebPushKey gives it (65 bytes, base64url). */
const FAKE_VAPID_KEY = `B${'A'.repeat(86)}`;

/**
 * The account calls faked at the fetch level: `data.profile` is what the server holds,
 * `data.saveError` a 400 message to answer the next saves with, `data.exportError` a 500
 * message for the data export, `data.reminders` the reminder settings the server holds and
 * `data.remindersError` a 500 message to answer their read with; `calls` lists every call that changes something (method,
 * path and body), in order; `exports` the addresses (path and query) of export downloads.
 */
export function setupFakeAccountApi() {
  const server = setupTestServer();
  const data = {
    profile: accountProfile(),
    saveError: '',
    failProfile: false,
    subscribed: false,
    /** What the store said of the latest purchase (CheckPayment Verification); none: not said. */
    verification: undefined as StoreVerification | undefined,
    plantTagId: false,
    exportError: '',
    /** While set, export downloads wait for it: the section's busy state can be seen. */
    exportGate: null as Promise<unknown> | null,
    reminders: { Channel: 'none', MorningHour: 7 } as ReminderSettingsInput,
    /** Whether the server can push to the phone app (FCM set up): not on a fresh server. */
    appPushAvailable: false,
    remindersError: '',
    /** While set, reminder reads wait for it: the section's loading state can be seen. */
    remindersGate: null as Promise<unknown> | null,
    /** A 400 to answer the next reminder saves with: a message, and messages by field. */
    remindersRefusal: null as { message: string; fields?: Record<string, string> } | null,
  };
  const calls: Call[] = [];
  const exports: string[] = [];
  const record = async (request: Request, answer: (body: unknown) => Response) => {
    const body = await bodyOf(request);
    calls.push({ method: request.method, path: new URL(request.url).pathname, body });
    return answer(body);
  };
  const done = { code: 0 };

  beforeEach(() => {
    Object.assign(data, { profile: accountProfile(), saveError: '', failProfile: false, subscribed: false });
    data.plantTagId = false;
    data.verification = undefined;
    data.exportError = '';
    data.exportGate = null;
    data.reminders = { Channel: 'none', MorningHour: 7 };
    data.appPushAvailable = false;
    data.remindersError = '';
    data.remindersGate = null;
    data.remindersRefusal = null;
    calls.length = 0;
    exports.length = 0;
    server.use(
      http.get('/api/users/:uid/profile', () =>
        data.failProfile
          ? HttpResponse.json({ message: 'Profiles are resting.' }, { status: 500 })
          : HttpResponse.json(data.profile),
      ),
      http.post('/api/users/:uid', ({ request }) =>
        record(request, (body) => {
          if (data.saveError) return HttpResponse.json({ message: data.saveError }, { status: 400 });
          data.profile = { ...data.profile, ...(body as Partial<Profile>) };
          return HttpResponse.json(data.profile);
        }),
      ),
      http.delete('/api/users/:uid', ({ request }) =>
        record(request, () =>
          HttpResponse.json({ message: 'Your account and everything in it were deleted.' }),
        ),
      ),
      http.get('/api/bridge/0/countries', () => HttpResponse.json(COUNTRIES)),
      http.get('/api/bridge/0/genders', () => HttpResponse.json(GENDERS)),
      http.get('/api/bridge/:id/states', ({ params }) =>
        HttpResponse.json(STATES.filter((state) => state.CountryId === Number(params.id))),
      ),
      http.get('/api/users/:uid/CheckPayment', () =>
        HttpResponse.json({
          code: 0,
          data: {
            ...(data.subscribed
              ? { Subscribed: true, PurchaseDate: '2026-03-01T12:00:00.000Z' }
              : { Subscribed: false, PurchaseDate: null }),
            ...(data.verification ? { Verification: data.verification } : {}),
          },
        }),
      ),
      http.post('/api/users/:uid/feedback', ({ request }) =>
        record(request, () => HttpResponse.json({ code: 0, message: 'Thank you for your suggestion.' })),
      ),
      http.get('/api/users/:uid/export', async ({ request }) => {
        const url = new URL(request.url);
        exports.push(`${url.pathname}${url.search}`);
        await data.exportGate;
        if (data.exportError) return HttpResponse.json({ message: data.exportError }, { status: 500 });
        return exportFile(url.searchParams.get('format'));
      }),
      http.get('/api/users/:uid/ReminderSettings', async () => {
        await data.remindersGate;
        return data.remindersError
          ? HttpResponse.json({ message: data.remindersError }, { status: 500 })
          : HttpResponse.json({ ...data.reminders, AppPushAvailable: data.appPushAvailable });
      }),
      http.put('/api/users/:uid/ReminderSettings', ({ request }) =>
        record(request, (body) => {
          if (data.remindersRefusal) return HttpResponse.json(data.remindersRefusal, { status: 400 });
          data.reminders = body as ReminderSettingsInput;
          return HttpResponse.json({ ...data.reminders, AppPushAvailable: data.appPushAvailable });
        }),
      ),
      http.get('/api/users/:uid/WebPushKey', () => HttpResponse.json({ PublicKey: FAKE_VAPID_KEY })),
      http.put('/api/users/:uid/WebPushSubscription', ({ request }) =>
        record(request, () => HttpResponse.json({ message: 'This browser will show your care reminders.' })),
      ),
      http.put('/api/users/:uid/AppPushToken', ({ request }) =>
        record(request, () => HttpResponse.json({ message: 'This phone will show your care reminders.' })),
      ),
      // The endpoint rides in the query: recorded as the call's body.
      http.delete('/api/users/:uid/WebPushSubscription', ({ request }) => {
        const url = new URL(request.url);
        calls.push({ method: 'DELETE', path: url.pathname, body: url.searchParams.get('Endpoint') });
        return HttpResponse.json({ message: 'This browser will no longer show care reminders.' });
      }),
      http.put('/api/users/:uid/TogglePlantTagId/', ({ request }) =>
        record(request, () => {
          data.plantTagId = !data.plantTagId;
          return HttpResponse.json({ TogglePlantTagId: data.plantTagId });
        }),
      ),
      http.post('/api/users/:uid/:setting/', ({ request }) => record(request, () => HttpResponse.json(done))),
      http.patch('/api/users/:uid/:setting/', ({ request }) =>
        record(request, () => HttpResponse.json(done)),
      ),
      http.get('/api/users/:uid/:toggle/:value', ({ request }) =>
        record(request, () => HttpResponse.json(done)),
      ),
    );
  });

  return { server, data, calls, exports };
}
