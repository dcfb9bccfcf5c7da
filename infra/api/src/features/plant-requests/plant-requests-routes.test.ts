import { eq } from 'drizzle-orm';
import { plantRequests } from '../../db/schema';
import { DEFAULT_PLANT_REQUESTS_EMAIL, plantRequestsEmail } from '../common/operators-email';
import { clockedApp } from '../../testing/clocked-app';
import { mailQueuedFor } from '../../testing/outbox-mail';
import { testDatabases } from '../../testing/test-databases';

const NOW = new Date('2026-04-01T12:00:00.000Z');
const BOTANICAL_REQUIRED = 'Please enter a Botanical Name';
const EMAIL_REQUIRED = 'Please enter your Email Address';

test('plant requests go to PLANT_REQUESTS_EMAIL, else to plants@thrive.garden', () => {
  expect(plantRequestsEmail({ PLANT_REQUESTS_EMAIL: ' catalogue@example.org ' })).toBe(
    'catalogue@example.org',
  );
  expect(plantRequestsEmail({})).toBe(DEFAULT_PLANT_REQUESTS_EMAIL);
  expect(DEFAULT_PLANT_REQUESTS_EMAIL).toBe('plants@thrive.garden');
});

describe.each(testDatabases())('POST users/{uid}/PlantRequest/ (SPEC §3, §5, §8) on $driver', (testDb) => {
  const api = clockedApp(testDb, { prefix: 'requests', now: NOW });
  async function gardener() {
    const who = await api.gardener();
    const send = (payload: object, as = who.headers) =>
      api.send({ ...who, headers: as }, 'POST', '/users/{uid}/PlantRequest/', payload);
    return { ...who, send };
  }
  const requestsOf = (userId: number) =>
    api.db.select().from(plantRequests).where(eq(plantRequests.userId, userId));
  const mailOf = (userId: number) => mailQueuedFor(api.db, userId);

  test('a valid request answers {code: 200}, is kept, and emails the operators with the 24-hour promise', async () => {
    const g = await gardener();
    const response = await g.send({
      botanicalName: '  Echinacea purpurea ',
      commonName: 'Purple coneflower',
      userEmail: 'fern@example.com',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200 });
    expect(await requestsOf(g.identity.Id)).toEqual([
      expect.objectContaining({
        botanicalName: 'Echinacea purpurea',
        commonName: 'Purple coneflower',
        userEmail: 'fern@example.com',
        status: 'open',
        createdAt: NOW,
      }),
    ]);
    const [mail] = await mailOf(g.identity.Id);
    expect(mail).toMatchObject({ to: 'plants@thrive.garden', sentAt: null });
    expect(mail?.subject).toBe('Plant request: Echinacea purpurea (Purple coneflower)');
    expect(mail?.body).toContain('Botanical name: Echinacea purpurea');
    expect(mail?.body).toContain('fern@example.com');
    expect(mail?.body).toContain('within 24 hours');
  });

  test('the common name is optional (SPEC §5 Add-plant request)', async () => {
    const g = await gardener();
    const response = await g.send({ botanicalName: 'Salvia nemorosa', userEmail: 'sage@example.org' });
    expect(response.json()).toEqual({ code: 200 });
    expect((await mailOf(g.identity.Id))[0]?.subject).toBe('Plant request: Salvia nemorosa');
  });

  test.each([
    [{ userEmail: 'fern@example.com' }, 'body.botanicalName', BOTANICAL_REQUIRED],
    [{ botanicalName: '   ', userEmail: 'fern@example.com' }, 'body.botanicalName', BOTANICAL_REQUIRED],
    [{ botanicalName: 'Salvia' }, 'body.userEmail', EMAIL_REQUIRED],
    [{ botanicalName: 'Salvia', userEmail: ' ' }, 'body.userEmail', EMAIL_REQUIRED],
  ])(
    'a missing botanical name or email (%j) answers 400 with SPEC’s message',
    async (payload, field, message) => {
      const g = await gardener();
      const response = await g.send(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[field]).toBe(message);
      expect(await requestsOf(g.identity.Id)).toEqual([]);
      expect(await mailOf(g.identity.Id)).toEqual([]);
    },
  );

  test('both missing: both fields are named, so the dialog can highlight them', async () => {
    const g = await gardener();
    const response = await g.send({ commonName: 'Sage' });
    expect(response.json().fields).toEqual({
      'body.botanicalName': BOTANICAL_REQUIRED,
      'body.userEmail': EMAIL_REQUIRED,
    });
  });

  test.each([
    'fern',
    'fern@example',
    'fern@example.c',
    'fern@@example.com',
    'fern example@example.com',
    '@example.com',
  ])(
    'an invalid email %j answers 400 "Please enter your Email Address" (SPEC §5 Email)',
    async (userEmail) => {
      const g = await gardener();
      const response = await g.send({ botanicalName: 'Salvia', userEmail });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields['body.userEmail']).toBe(EMAIL_REQUIRED);
    },
  );

  test.each(['fern.gully@garden.example.co.uk', 'fern+plants@example.org', 'fern@[192.168.0.1]'])(
    'a valid email %j is accepted, an IP literal included (SPEC §5 Email)',
    async (userEmail) => {
      const g = await gardener();
      expect((await g.send({ botanicalName: 'Salvia', userEmail })).json()).toEqual({ code: 200 });
    },
  );

  test("another gardener's uid answers 403 and nothing is kept or sent", async () => {
    const owner = await gardener();
    const intruder = await gardener();
    const response = await owner.send(
      { botanicalName: 'Salvia', userEmail: 'intruder@example.com' },
      intruder.headers,
    );
    expect(response.statusCode).toBe(403);
    expect(await requestsOf(owner.identity.Id)).toEqual([]);
    expect(await mailOf(owner.identity.Id)).toEqual([]);
    expect(await mailOf(intruder.identity.Id)).toEqual([]);
  });
});
