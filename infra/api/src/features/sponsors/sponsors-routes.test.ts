import { eq } from 'drizzle-orm';
import { advertiserSchema, sponsorsResponseSchema, type Sponsor } from '@thrive/shared/contracts';
import { sponsorAdEvents, sponsors, userSponsors } from '../../db/schema';
import { readOperatorSponsors } from '../../reference-data/operator-files';
import { clockedApp } from '../../testing/clocked-app';
import { testDatabases } from '../../testing/test-databases';
import { signedInDirectly } from '../../testing/identity-fixture';

const NOW = new Date('2026-04-01T12:00:00.000Z');

// The demo sponsors of reference-data/operator/sponsors.json.
const GREENLEAF = 1; // garden centre, Portland OR, Ask Expert
const NORTHSIDE = 2; // garden centre, Portland OR, about 3 miles north of Greenleaf
const EXTENSION = 3; // agency, Columbus OH
const RIVERBEND = 4; // botanical garden, Austin TX
const BLOOMWELL = 5; // plant brand, Raleigh NC
const DOWNTOWN_PORTLAND = { lat: 45.5152, lng: -122.6784 };

const demo = (id: number) => readOperatorSponsors().find((sponsor) => sponsor.id === id)!;
const ids = (list: Sponsor[]) => list.map((sponsor) => sponsor.Id);

describe.each(testDatabases())('sponsor calls (SPEC §3 Sponsor, §7) on $driver', (testDb) => {
  const api = clockedApp(testDb, { prefix: 'sponsors', now: NOW });

  /**
   * A signed-in gardener following `follows` ([sponsor id, selected]). Signed in through the
   * service rather than POST bridge: this file needs more gardeners than the bridge's
   * per-minute limit lets one client sign in.
   */
  async function gardener(email: string, follows: [number, boolean][] = [], sponsorId = 0) {
    const { identity, headers } = await signedInDirectly(api.db, { email, sponsorId }, NOW);
    if (follows.length)
      await api.db
        .insert(userSponsors)
        .values(
          follows.map(([sponsor, isSelected]) => ({ userId: identity.Id, sponsorId: sponsor, isSelected })),
        );
    return { identity, headers };
  }

  const get = (url: string, headers: Record<string, string>) => api.app.inject({ url, headers });

  describe('GET Users/0/Sponsor', () => {
    test("lists the gardener's own sponsor rows, selected first, as SPEC §3 Sponsor", async () => {
      const { headers } = await gardener('follows@example.com', [
        [BLOOMWELL, false],
        [EXTENSION, true],
      ]);
      const response = await get('/api/Users/0/Sponsor', headers);
      expect(response.statusCode).toBe(200);
      const list = sponsorsResponseSchema.parse(response.json());
      expect(ids(list)).toEqual([EXTENSION, BLOOMWELL]);
      expect(list[0]).toEqual({
        Id: EXTENSION,
        Name: demo(EXTENSION).bannerUrl,
        PX: demo(EXTENSION).linkUrl,
        Desc: '',
        Value: demo(EXTENSION).displayName,
        IsSelected: true,
      });
    });

    test("never shows another gardener's sponsor rows", async () => {
      await gardener('other-follower@example.com', [[RIVERBEND, true]]);
      const { headers } = await gardener('no-sponsors@example.com');
      expect((await get('/api/users/0/sponsor', headers)).json()).toEqual([]);
    });

    test('with no rows, the sponsor the gardener signed up with (users.sponsor_id) is theirs, selected', async () => {
      const { headers } = await gardener('signed-up@example.com', [], GREENLEAF);
      const list = sponsorsResponseSchema.parse((await get('/api/Users/0/Sponsor', headers)).json());
      expect(list).toEqual([expect.objectContaining({ Id: GREENLEAF, Desc: '1', IsSelected: true })]);
    });

    test('with lat and lng: active sponsors within Distance (default 5 miles), nearest first', async () => {
      const { headers } = await gardener('nearby@example.com', [[NORTHSIDE, true]]);
      const { lat, lng } = DOWNTOWN_PORTLAND;
      const near = sponsorsResponseSchema.parse(
        (await get(`/api/Users/0/Sponsor?lat=${lat}&lng=${lng}`, headers)).json(),
      );
      expect(ids(near)).toEqual([GREENLEAF, NORTHSIDE]);
      expect(near.map((sponsor) => sponsor.IsSelected)).toEqual([false, true]);
      const within1 = (await get(`/api/Users/0/Sponsor?lat=${lat}&lng=${lng}&Distance=1`, headers)).json();
      expect(ids(within1)).toEqual([GREENLEAF]);
    });

    test('PartnerTypes keeps only sponsors of those types', async () => {
      const { headers } = await gardener('types@example.com');
      const { lat, lng } = DOWNTOWN_PORTLAND;
      const url = (types: string) => `/api/Users/0/Sponsor?lat=${lat}&lng=${lng}&PartnerTypes=${types}`;
      expect(ids((await get(url('1'), headers)).json())).toEqual([GREENLEAF, NORTHSIDE]);
      expect((await get(url('2,3,4'), headers)).json()).toEqual([]);
      // The demo agency is in Columbus, about 2,000 miles from Portland and 3 from this point.
      const columbus = await get('/api/Users/0/Sponsor?lat=40.0&lng=-83.0&PartnerTypes=2,4', headers);
      expect(ids(columbus.json())).toEqual([EXTENSION]);
    });

    test("an unknown location (-999, or 0,0) lists the gardener's own sponsors", async () => {
      const { headers } = await gardener('unknown-place@example.com', [[BLOOMWELL, true]]);
      for (const query of ['lat=-999&lng=-999', 'lat=0&lng=0', 'lat=45.5'])
        expect(ids((await get(`/api/Users/0/Sponsor?${query}`, headers)).json())).toEqual([BLOOMWELL]);
    });

    test.each([
      ['lat=100&lng=0', 'querystring.lat'],
      ['lat=45&lng=abc', 'querystring.lng'],
      ['lat=45&lng=-122&PartnerTypes=9', 'querystring.PartnerTypes'],
      ['lat=45&lng=-122&PartnerTypes=one', 'querystring.PartnerTypes'],
      ['lat=45&lng=-122&Distance=-1', 'querystring.Distance'],
    ])('bad input %s answers 400 naming %s', async (query, field) => {
      const { headers } = await gardener(`bad-${field}-${query.length}@example.com`);
      const response = await get(`/api/Users/0/Sponsor?${query}`, headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty([field]);
    });
  });

  describe('GET Users/0/ExpertSponsor', () => {
    test('is the selected sponsor when it enables Ask Expert (Desc "1")', async () => {
      const { headers } = await gardener('expert@example.com', [
        [EXTENSION, false],
        [GREENLEAF, true],
      ]);
      const response = await get('/api/Users/0/ExpertSponsor', headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ Id: GREENLEAF, Desc: '1', IsSelected: true });
    });

    test('is null when the selected sponsor does not enable Ask Expert, or there is none', async () => {
      const withoutExpert = await gardener('no-expert@example.com', [
        [GREENLEAF, false],
        [EXTENSION, true],
      ]);
      const noSponsor = await gardener('no-expert-sponsor@example.com');
      for (const { headers } of [withoutExpert, noSponsor]) {
        const response = await get('/api/users/0/expertsponsor', headers);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toBeNull();
      }
    });
  });

  describe('GET Partners/{id}/Advertiser/', () => {
    test("is the sponsor's banner {Id, Name, PX, Desc, Value}", async () => {
      const { headers } = await gardener('advertiser@example.com');
      const response = await get(`/api/Partners/${GREENLEAF}/Advertiser/`, headers);
      expect(response.statusCode).toBe(200);
      expect(advertiserSchema.strict().parse(response.json())).toEqual({
        Id: GREENLEAF,
        Name: demo(GREENLEAF).bannerUrl,
        PX: demo(GREENLEAF).linkUrl,
        Desc: '1',
        Value: demo(GREENLEAF).displayName,
      });
    });

    test('an inactive sponsor has no banner (404)', async () => {
      const { headers } = await gardener('advertiser-inactive@example.com');
      await api.db.update(sponsors).set({ active: false }).where(eq(sponsors.id, RIVERBEND));
      try {
        expect((await get(`/api/Partners/${RIVERBEND}/Advertiser/`, headers)).statusCode).toBe(404);
      } finally {
        await api.db.update(sponsors).set({ active: true }).where(eq(sponsors.id, RIVERBEND));
      }
    });

    test('an unknown sponsor answers 404 with a message; a bad id 400', async () => {
      const { headers } = await gardener('advertiser-404@example.com');
      const missing = await get('/api/partners/9999/advertiser', headers);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('There is no sponsor 9999.');
      const bad = await get('/api/Partners/abc/Advertiser/', headers);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toHaveProperty(['params.id']);
    });
  });

  describe('POST Users/{uid}/SponsorAd', () => {
    const post = (uid: number, headers: Record<string, string>, payload: object) =>
      api.app.inject({ method: 'POST', url: `/api/Users/${uid}/SponsorAd`, headers, payload });
    const eventsOf = (userId: number) =>
      api.db.select().from(sponsorAdEvents).where(eq(sponsorAdEvents.userId, userId));

    test('records an ad event for the selected sponsor and answers {code: 0}', async () => {
      const { identity, headers } = await gardener('ad@example.com', [[NORTHSIDE, true]]);
      const response = await post(identity.Id, headers, {
        latitude: 45.5,
        longitude: -999,
        destinationUrl: 'https://northside-nursery.example.org/spring',
        address2: 'Apt 2',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 0 });
      expect(await eventsOf(identity.Id)).toEqual([
        expect.objectContaining({
          sponsorId: NORTHSIDE,
          destinationUrl: 'https://northside-nursery.example.org/spring',
          latitude: 45.5,
          longitude: null, // -999 is unknown (SPEC §3)
          at: NOW,
        }),
      ]);
    });

    test('without a selected sponsor the event has no sponsor; an empty destination is allowed', async () => {
      const { identity, headers } = await gardener('ad-no-sponsor@example.com');
      const response = await post(identity.Id, headers, {
        latitude: -999,
        longitude: -999,
        destinationUrl: '',
        address2: '',
      });
      expect(response.json()).toEqual({ code: 0 });
      expect(await eventsOf(identity.Id)).toEqual([
        expect.objectContaining({ sponsorId: null, destinationUrl: '', latitude: null }),
      ]);
    });

    test.each([
      [{ latitude: 91, longitude: 0 }, 'body.latitude'],
      [{ latitude: 0, longitude: -181 }, 'body.longitude'],
      [{ latitude: '45', longitude: 0 }, 'body.latitude'],
      [{ latitude: 0, longitude: 0, destinationUrl: 'javascript:alert(1)' }, 'body.destinationUrl'],
      [{ latitude: 0, longitude: 0, destinationUrl: 'not a url' }, 'body.destinationUrl'],
    ])('bad input %j answers 400 naming %s, and records nothing', async (payload, field) => {
      const { identity, headers } = await gardener(
        `ad-bad-${field}-${JSON.stringify(payload).length}@example.com`,
      );
      const response = await post(identity.Id, headers, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty([field]);
      expect(await eventsOf(identity.Id)).toEqual([]);
    });

    test("cannot record an ad on another gardener's uid (403, nothing written)", async () => {
      const owner = await gardener('ad-owner@example.com', [[GREENLEAF, true]]);
      const intruder = await gardener('ad-intruder@example.com');
      const response = await post(owner.identity.Id, intruder.headers, {
        latitude: 0,
        longitude: 0,
        destinationUrl: '',
        address2: '',
      });
      expect(response.statusCode).toBe(403);
      expect(await eventsOf(owner.identity.Id)).toEqual([]);
      expect(await eventsOf(intruder.identity.Id)).toEqual([]);
    });
  });

  describe('POST Users/{uid}/LastSeenSponsors', () => {
    const seenAt = async (userId: number) =>
      Object.fromEntries(
        (
          await api.db
            .select({ sponsorId: userSponsors.sponsorId, lastSeenAt: userSponsors.lastSeenAt })
            .from(userSponsors)
            .where(eq(userSponsors.userId, userId))
        ).map((row) => [row.sponsorId, row.lastSeenAt]),
      );

    test("stamps the gardener's own rows for the ids given, ignoring unknown ids and others' rows", async () => {
      const other = await gardener('seen-other@example.com', [[RIVERBEND, true]]);
      const { identity, headers } = await gardener('seen@example.com', [
        [EXTENSION, true],
        [BLOOMWELL, false],
      ]);
      const response = await api.app.inject({
        method: 'POST',
        url: `/api/users/${identity.Id}/lastseensponsors`,
        headers,
        payload: { SponsorIds: [EXTENSION, RIVERBEND, 9999] },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 0 });
      expect(await seenAt(identity.Id)).toEqual({ [EXTENSION]: NOW, [BLOOMWELL]: null });
      expect(await seenAt(other.identity.Id)).toEqual({ [RIVERBEND]: null });
    });

    test.each([
      [{ SponsorIds: ['x'] }, 'body.SponsorIds.0'],
      [{ SponsorIds: [0] }, 'body.SponsorIds.0'],
      [{}, 'body.SponsorIds'],
    ])('bad input %j answers 400 naming %s', async (payload, field) => {
      const { identity, headers } = await gardener(`seen-bad-${JSON.stringify(payload).length}@example.com`);
      const response = await api.app.inject({
        method: 'POST',
        url: `/api/Users/${identity.Id}/LastSeenSponsors`,
        headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty([field]);
    });
  });
});
