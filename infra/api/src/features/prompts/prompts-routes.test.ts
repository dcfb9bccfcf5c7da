import { eq } from 'drizzle-orm';
import type { Identity, IdentityFlag } from '@thrive/shared/contracts';
import { activations, referralCodes, sponsors, userEvents } from '../../db/schema';
import { clockedApp } from '../../testing/clocked-app';
import { testDatabases } from '../../testing/test-databases';
import { signedInDirectly } from '../../testing/identity-fixture';

const NOW = new Date('2026-04-01T12:00:00.000Z');
const GREENLEAF = 1; // demo sponsor of reference-data/operator/sponsors.json
const RIVERBEND = 4;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

describe.each(testDatabases())('shell prompt and settings calls (SPEC §4, §5, §7) on $driver', (testDb) => {
  const api = clockedApp(testDb, { prefix: 'prompts', now: NOW });

  let count = 0;
  /** Signed in through the service: this file needs more gardeners than the bridge's rate limit. */
  async function gardener(flags: IdentityFlag[] = []) {
    count += 1;
    const { identity, headers } = await signedInDirectly(
      api.db,
      { email: `prompts-${count}@example.com`, flags },
      NOW,
    );
    const call = (method: Method, path: string, payload?: object) =>
      api.app.inject({ method, url: `/api/users/${identity.Id}/${path}`, headers, payload });
    const current = async () =>
      (await api.app.inject({ url: `/api/users/${identity.Id}`, headers })).json() as Identity;
    const events = () => api.db.select().from(userEvents).where(eq(userEvents.userId, identity.Id));
    return { identity, headers, call, current, events };
  }

  const expectDone = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 0 });
  };
  const expectField = (
    response: { statusCode: number; json(): unknown },
    field: string,
    message?: string,
  ) => {
    expect(response.statusCode).toBe(400);
    const fields = (response.json() as { fields?: Record<string, string> }).fields;
    expect(fields).toHaveProperty([field]);
    if (message) expect(fields?.[field]).toBe(message);
  };

  describe('PATCH users/{uid}/WelcomePopup', () => {
    test('closing the welcome popup clears ShowWelcomePopup and records it (SPEC §4 landing flow 1)', async () => {
      const g = await gardener();
      expect(g.identity.ShowWelcomePopup).toBe(true);
      expectDone(await g.call('PATCH', 'WelcomePopup', { UserId: g.identity.Id }));
      expect((await g.current()).ShowWelcomePopup).toBe(false);
      expect(await g.events()).toEqual([expect.objectContaining({ kind: 'welcome-dismissed', at: NOW })]);
    });

    test('a payload user id that is not the signed-in gardener answers 400 and changes nothing', async () => {
      const g = await gardener();
      expectField(await g.call('PATCH', 'WelcomePopup', { UserId: g.identity.Id + 1 }), 'body.UserId');
      expectField(await g.call('PATCH', 'WelcomePopup', {}), 'body.UserId');
      expect((await g.current()).ShowWelcomePopup).toBe(true);
    });
  });

  test("another gardener's uid answers 403 and changes nothing of theirs", async () => {
    const owner = await gardener();
    const intruder = await gardener();
    const attempts: [Method, string, object?][] = [
      ['PATCH', 'WelcomePopup', { UserId: owner.identity.Id }],
      ['PATCH', 'Nickname', { firstname: 'Intruder' }],
      ['PATCH', 'DontAskAgain', { property: 'AskForCamera', value: false }],
      ['POST', 'LandingPage', { LandingPage: 'plant search' }],
      ['GET', 'ToggleThriveScorePrompt/0'],
    ];
    for (const [method, path, payload] of attempts) {
      const response = await api.app.inject({
        method,
        url: `/api/users/${owner.identity.Id}/${path}`,
        headers: intruder.headers,
        payload,
      });
      expect(`${path}: ${response.statusCode}`).toBe(`${path}: 403`);
    }
    expect(await owner.current()).toEqual(owner.identity);
    expect(await owner.events()).toEqual([]);
  });

  describe('nickname prompt (SPEC §4 Nickname prompt, §5 Nickname)', () => {
    test('Skip for Now records the skip and keeps ShowNicknamePopup: a later session may ask again', async () => {
      const g = await gardener();
      expectDone(await g.call('PATCH', 'NicknamePopup'));
      expect((await g.current()).ShowNicknamePopup).toBe(true);
      expect(await g.events()).toEqual([expect.objectContaining({ kind: 'nickname-skipped' })]);
    });

    test('Save stores the trimmed nickname as Firstname and clears ShowNicknamePopup', async () => {
      const g = await gardener();
      expectDone(await g.call('PATCH', 'Nickname', { firstname: '  Fern  ' }));
      const identity = await g.current();
      expect(identity.Firstname).toBe('Fern');
      expect(identity.ShowNicknamePopup).toBe(false);
    });

    test.each([[''], ['   '], [undefined]])(
      'a nickname that is empty or blank (%j) answers 400 "Please enter your First name or Nickname"',
      async (firstname) => {
        const g = await gardener();
        const response = await g.call('PATCH', 'Nickname', { firstname });
        expectField(response, 'body.firstname', 'Please enter your First name or Nickname');
        expect((await g.current()).ShowNicknamePopup).toBe(true);
      },
    );

    test('a nickname is at most 50 characters', async () => {
      const g = await gardener();
      expectField(await g.call('PATCH', 'Nickname', { firstname: 'x'.repeat(51) }), 'body.firstname');
      expectDone(await g.call('PATCH', 'Nickname', { firstname: 'x'.repeat(50) }));
    });
  });

  describe('PATCH users/{uid}/LinkClick', () => {
    test('records the link kind tapped (SPEC §4 Link kinds tracked)', async () => {
      const g = await gardener();
      expectDone(await g.call('PATCH', 'LinkClick', { UserId: g.identity.Id, LinkClick: 42 }));
      expect(await g.events()).toEqual([expect.objectContaining({ kind: 'link-click', linkKind: 42 })]);
    });

    test.each([
      [{ LinkClick: 0 }, 'body.LinkClick'],
      [{ LinkClick: 43 }, 'body.LinkClick'],
      [{ LinkClick: '9' }, 'body.LinkClick'],
      [{ LinkClick: 9, UserId: 'other' }, 'body.UserId'],
    ])('bad input %j answers 400 naming %s, and records nothing', async (payload, field) => {
      const g = await gardener();
      expectField(await g.call('PATCH', 'LinkClick', { UserId: g.identity.Id, ...payload }), field);
      expect(await g.events()).toEqual([]);
    });

    test('a UserId other than the path user answers 400', async () => {
      const g = await gardener();
      const response = await g.call('PATCH', 'LinkClick', { UserId: g.identity.Id + 1, LinkClick: 9 });
      expectField(response, 'body.UserId');
      expect(await g.events()).toEqual([]);
    });
  });

  describe('POST users/{uid}/Activation/', () => {
    const activationsOf = (userId: number) =>
      api.db.select().from(activations).where(eq(activations.userId, userId));

    test('records the sponsor and where the gardener was; -999 or 0,0 is an unknown place', async () => {
      const g = await gardener();
      const body = (Latitude: number, Longitude: number) => ({ SponsorId: GREENLEAF, Latitude, Longitude });
      expectDone(await g.call('POST', 'Activation/', body(45.52, -122.68)));
      expectDone(await g.call('POST', 'Activation', body(-999, -999)));
      expectDone(await g.call('POST', 'Activation', body(0, 0)));
      const rows = await activationsOf(g.identity.Id);
      expect(rows.map(({ sponsorId, latitude, longitude }) => [sponsorId, latitude, longitude])).toEqual(
        expect.arrayContaining([
          [GREENLEAF, 45.52, -122.68],
          [GREENLEAF, null, null],
          [GREENLEAF, null, null],
        ]),
      );
      expect(rows).toHaveLength(3);
    });

    test('an unknown or inactive sponsor answers 400 naming body.SponsorId, and records nothing', async () => {
      const g = await gardener();
      const unknown = await g.call('POST', 'Activation', { SponsorId: 9999, Latitude: 0, Longitude: 0 });
      expectField(unknown, 'body.SponsorId', 'There is no active sponsor 9999.');
      await api.db.update(sponsors).set({ active: false }).where(eq(sponsors.id, RIVERBEND));
      try {
        const inactive = await g.call('POST', 'Activation', {
          SponsorId: RIVERBEND,
          Latitude: 0,
          Longitude: 0,
        });
        expectField(inactive, 'body.SponsorId');
      } finally {
        await api.db.update(sponsors).set({ active: true }).where(eq(sponsors.id, RIVERBEND));
      }
      expect(await activationsOf(g.identity.Id)).toEqual([]);
    });

    test.each([
      [{ SponsorId: GREENLEAF, Latitude: 91, Longitude: 0 }, 'body.Latitude'],
      [{ SponsorId: GREENLEAF, Latitude: 0, Longitude: -181 }, 'body.Longitude'],
      [{ SponsorId: 0, Latitude: 0, Longitude: 0 }, 'body.SponsorId'],
    ])('bad input %j answers 400 naming %s', async (payload, field) => {
      const g = await gardener();
      expectField(await g.call('POST', 'Activation', payload), field);
    });
  });

  describe('GET partners/{code}/ReferralCodeByCode (SPEC §5 Referral code)', () => {
    const lookup = (code: string, headers: Record<string, string>) =>
      api.app.inject({ url: `/api/partners/${encodeURIComponent(code)}/ReferralCodeByCode`, headers });

    test('the code is trimmed and upper-cased; a known one answers {Id, Code, SponsorId, Token}', async () => {
      const g = await gardener();
      const response = await lookup(' grow2026 ', g.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        Id: 1,
        Code: 'GROW2026',
        SponsorId: 1,
        Token: 'demo-greenleaf-annual',
      });
      // Only reading: the code does not become the gardener's here.
      expect((await g.current()).ReferralCodeId).toBe(0);
    });

    test('an unknown or inactive code answers 200 {} (valid only if the response has an Id)', async () => {
      const g = await gardener();
      expect((await lookup('NOSUCHCODE', g.headers)).json()).toEqual({});
      await api.db.update(referralCodes).set({ active: false }).where(eq(referralCodes.code, 'BLOOM2026'));
      try {
        const inactive = await lookup('bloom2026', g.headers);
        expect(inactive.statusCode).toBe(200);
        expect(inactive.json()).toEqual({});
      } finally {
        await api.db.update(referralCodes).set({ active: true }).where(eq(referralCodes.code, 'BLOOM2026'));
      }
    });

    test('a blank code answers 400 naming params.code', async () => {
      const g = await gardener();
      expectField(await lookup('   ', g.headers), 'params.code');
    });
  });

  describe("PATCH users/{uid}/DontAskAgain (SPEC §4 Don't ask me again)", () => {
    test.each(['AskForCamera', 'AskForLocation', 'AskForNotifications'] as const)(
      'sets %s to the value sent',
      async (property) => {
        const g = await gardener();
        expect(g.identity[property]).toBe(true);
        expectDone(await g.call('PATCH', 'DontAskAgain', { property, value: false }));
        expect((await g.current())[property]).toBe(false);
        expectDone(await g.call('PATCH', 'DontAskAgain', { property, value: true }));
        expectDone(await g.call('PATCH', 'DontAskAgain', { property, value: true }));
        expect((await g.current())[property]).toBe(true);
      },
    );

    test.each([
      [{ property: 'ShowWelcomePopup', value: false }, 'body.property'],
      [{ property: 'AskForCamera', value: 'no' }, 'body.value'],
      [{ value: true }, 'body.property'],
    ])('bad input %j answers 400 naming %s', async (payload, field) => {
      const g = await gardener();
      expectField(await g.call('PATCH', 'DontAskAgain', payload), field);
      expect((await g.current()).ShowWelcomePopup).toBe(true);
    });
  });

  describe('permission prompt dates (SPEC §4 Location and Notifications permission)', () => {
    test('closing the location dialog records the last location prompt and changes no flag', async () => {
      const g = await gardener(['ShowLocationPrompt']);
      expectDone(await g.call('PATCH', 'LastPromptLocation'));
      expect(await g.events()).toEqual([expect.objectContaining({ kind: 'location-prompt', at: NOW })]);
      expect(await g.current()).toEqual(g.identity);
    });

    test('the notifications prompt date is recorded and ShowNotificationsPrompt cleared', async () => {
      const g = await gardener(['ShowNotificationsPrompt']);
      expectDone(await g.call('PATCH', 'NotificationsPrompt/'));
      expect((await g.current()).ShowNotificationsPrompt).toBe(false);
      expect(await g.events()).toEqual([expect.objectContaining({ kind: 'notifications-prompt' })]);
    });
  });

  describe('settings: HelpWizard, LandingPage, ShowAddPlant, ToggleFeatureVideo, ToggleThriveScorePrompt', () => {
    test('HelpWizard and ShowAddPlant set their flags to the value sent', async () => {
      const g = await gardener();
      expectDone(await g.call('POST', 'HelpWizard/', { value: true }));
      expectDone(await g.call('POST', 'ShowAddPlant/', { value: false }));
      let identity = await g.current();
      expect([identity.EnableHelpWizard, identity.ShowAddPlant]).toEqual([true, false]);
      expectDone(await g.call('POST', 'HelpWizard', { value: false }));
      expectDone(await g.call('POST', 'ShowAddPlant', { value: true }));
      identity = await g.current();
      expect([identity.EnableHelpWizard, identity.ShowAddPlant]).toEqual([false, true]);
      expectField(await g.call('POST', 'HelpWizard', { value: 1 }), 'body.value');
    });

    test.each(['launchpad', 'my yard', 'plant search'] as const)(
      'LandingPage %s is saved (SPEC §3 Landing page enumeration)',
      async (LandingPage) => {
        const g = await gardener();
        expectDone(await g.call('POST', 'LandingPage/', { LandingPage }));
        expect((await g.current()).LandingPage).toBe(LandingPage);
      },
    );

    test('a landing page outside the enumeration answers 400', async () => {
      const g = await gardener();
      expectField(await g.call('POST', 'LandingPage', { LandingPage: 'dashboard' }), 'body.LandingPage');
      expect((await g.current()).LandingPage).toBe('launchpad');
    });

    test('ToggleFeatureVideo/{1|0} and ToggleThriveScorePrompt/{1|0} set their flags', async () => {
      const g = await gardener();
      expectDone(await g.call('GET', 'ToggleFeatureVideo/1'));
      expectDone(await g.call('GET', 'ToggleThriveScorePrompt/0'));
      let identity = await g.current();
      expect([identity.ShowNewFeaturesVideo, identity.ThriveScorePrompt]).toEqual([true, false]);
      expectDone(await g.call('GET', 'togglefeaturevideo/0'));
      expectDone(await g.call('GET', 'ToggleThriveScorePrompt/1'));
      identity = await g.current();
      expect([identity.ShowNewFeaturesVideo, identity.ThriveScorePrompt]).toEqual([false, true]);
      expectField(await g.call('GET', 'ToggleFeatureVideo/2'), 'params.value');
    });
  });

  describe('rating and engagement', () => {
    test('AcceptRatingApp and DismissRatingApp are recorded with link kinds 3 and 4', async () => {
      const g = await gardener();
      expectDone(await g.call('POST', 'AcceptRatingApp', { Device: 'ios', LinkClick: 3 }));
      expectDone(await g.call('POST', 'DismissRatingApp', { Device: 'android', LinkClick: 4 }));
      expect((await g.events()).map(({ kind, linkKind, data }) => [kind, linkKind, data])).toEqual(
        expect.arrayContaining([
          ['rating-accepted', 3, { Device: 'ios' }],
          ['rating-dismissed', 4, { Device: 'android' }],
        ]),
      );
    });

    test('a LinkClick that is not the call’s link kind answers 400', async () => {
      const g = await gardener();
      expectField(await g.call('POST', 'AcceptRatingApp', { Device: 'ios', LinkClick: 4 }), 'body.LinkClick');
      expectField(await g.call('POST', 'DismissRatingApp', { Device: 'ios' }), 'body.LinkClick');
      expect(await g.events()).toEqual([]);
    });

    test('Engagement and EngagementUser record {Kind, Data?}', async () => {
      const g = await gardener();
      expectDone(await g.call('POST', 'Engagement/', { Kind: 'tutorial-video', Data: { videoId: 3 } }));
      expectDone(await g.call('POST', 'EngagementUser/', { Kind: 'plant-buzz' }));
      expect((await g.events()).map(({ kind, data }) => [kind, data])).toEqual(
        expect.arrayContaining([
          ['engagement', { Kind: 'tutorial-video', Data: { videoId: 3 } }],
          ['engagement-user', { Kind: 'plant-buzz' }],
        ]),
      );
    });

    test.each([
      [{ Kind: '  ' }, 'body.Kind'],
      [{ Kind: 'x', Data: 'text' }, 'body.Data'],
      [{ Kind: 'x', Data: { big: 'y'.repeat(5000) } }, 'body.Data'],
    ])('bad engagement %# answers 400 naming %s', async (payload, field) => {
      const g = await gardener();
      expectField(await g.call('POST', 'Engagement', payload), field);
    });
  });
});
