import { eq } from 'drizzle-orm';
import {
  ADDRESS_MAX,
  EMAIL_MAX,
  NICKNAME_MAX_LENGTH,
  PROFILE_MESSAGES,
  PROFILE_TEXT_MAX,
  ZIP_CODE_MAX,
  type Identity,
  type ProfileInput,
} from '@thrive/shared/contracts';
import { referralCodes, users } from '../../db/schema';
import { signedInDirectly } from '../../testing/identity-fixture';
import { clockedApp } from '../../testing/clocked-app';
import { testDatabases } from '../../testing/test-databases';

const NOW = new Date('2026-04-01T12:00:00.000Z');
const GREENLEAF = 1; // demo sponsor of reference-data/operator/sponsors.json
const US = 1; // reference-data/lists/countries.json
const CANADA = 2;
const CALIFORNIA = 5; // a state of the US (states.json)
const NON_BINARY = 3; // genders.json

const PROFILE: ProfileInput = {
  Firstname: 'Fern',
  Name: 'Fern Gully',
  Email: 'fern@example.com',
  Address: '1 Canopy Lane',
  City: 'Sacramento',
  ZipCode: '95814',
  CountryId: US,
  StateId: CALIFORNIA,
  GenderId: NON_BINARY,
};

describe.each(testDatabases())(
  'the profile, GET users/{uid}/profile and POST users/{uid} (SPEC §7) on $driver',
  (testDb) => {
    const api = clockedApp(testDb, { prefix: 'profile', now: NOW });

    let count = 0;
    /** Signed in through the service: this file needs more gardeners than the bridge's rate limit. */
    async function gardener(user: { sponsorId?: number } = {}) {
      count += 1;
      const email = `profile-${count}@example.com`;
      const { identity, headers } = await signedInDirectly(api.db, { email, ...user }, NOW);
      const profile = (as = headers) =>
        api.app.inject({ method: 'GET', url: `/api/users/${identity.Id}/profile`, headers: as });
      const save = (payload: object, as = headers) =>
        api.app.inject({ method: 'POST', url: `/api/users/${identity.Id}`, headers: as, payload });
      const current = async () =>
        (await api.app.inject({ url: `/api/users/${identity.Id}`, headers })).json() as Identity;
      return { identity, headers, email, profile, save, current };
    }
    const expectField = (
      response: { statusCode: number; json(): unknown },
      field: string,
      message?: string,
    ) => {
      expect(response.statusCode).toBe(400);
      const fields = (response.json() as { fields?: Record<string, string> }).fields ?? {};
      expect(fields).toHaveProperty([field]);
      if (message) expect(fields[field]).toBe(message);
    };

    test('a new gardener’s profile is empty but for the email: no sponsor, no referral code', async () => {
      const g = await gardener();
      const response = await g.profile();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        Firstname: '',
        Name: '',
        Email: g.email,
        Address: '',
        City: '',
        ZipCode: '',
        CountryId: 0,
        StateId: 0,
        GenderId: 0,
        SponsorId: 0,
        SponsorName: '',
        ReferralCode: '',
      });
    });

    test('the sponsor is shown by its display name and the referral code by its code', async () => {
      const g = await gardener({ sponsorId: GREENLEAF });
      const [code] = await api.db.select().from(referralCodes).where(eq(referralCodes.code, 'GROW2026'));
      await api.db.update(users).set({ referralCodeId: code!.id }).where(eq(users.id, g.identity.Id));
      expect((await g.profile()).json()).toMatchObject({
        SponsorId: GREENLEAF,
        SponsorName: 'Greenleaf Demo Garden Center',
        ReferralCode: 'GROW2026',
      });
    });

    test('POST saves every field and answers the profile; GET answers the same; the identity’s Firstname follows', async () => {
      const g = await gardener({ sponsorId: GREENLEAF });
      const saved = await g.save({ ...PROFILE, Firstname: '  Fern  ', City: ' Sacramento ' });
      expect(saved.statusCode).toBe(200);
      const expected = {
        ...PROFILE,
        SponsorId: GREENLEAF,
        SponsorName: 'Greenleaf Demo Garden Center',
        ReferralCode: '',
      };
      expect(saved.json()).toEqual(expected);
      expect((await g.profile()).json()).toEqual(expected);
      expect(await g.current()).toMatchObject({ Firstname: 'Fern', Email: 'fern@example.com' });
    });

    test('saving a first name here stops the nickname prompt, as PATCH Nickname does (SPEC §4)', async () => {
      const g = await gardener();
      expect(g.identity.ShowNicknamePopup).toBe(true);
      expect((await g.save({ ...PROFILE, Email: g.email })).statusCode).toBe(200);
      expect((await g.current()).ShowNicknamePopup).toBe(false);
    });

    test('the email is kept as accounts keep it, trimmed and lower case; one’s own email may be saved again', async () => {
      const g = await gardener();
      const response = await g.save({ ...PROFILE, Email: `  ${g.email.toUpperCase()} ` });
      expect(response.json()).toMatchObject({ Email: g.email });
    });

    test('only Firstname and Email are needed: the rest are blank or 0 ("not chosen")', async () => {
      const g = await gardener();
      await g.save(PROFILE);
      const response = await g.save({ Firstname: 'Bramble', Email: 'bramble@example.com' });
      expect(response.json()).toMatchObject({
        Firstname: 'Bramble',
        Name: '',
        Address: '',
        CountryId: 0,
        StateId: 0,
        GenderId: 0,
      });
    });

    test.each([
      'fern',
      'fern@example',
      'fern@example.c',
      'fern@@example.com',
      'fern example@example.com',
      '',
    ])('an invalid email %j answers 400 (SPEC §5 Email) and saves nothing', async (Email) => {
      const g = await gardener();
      expectField(await g.save({ ...PROFILE, Email }), 'body.Email', PROFILE_MESSAGES.emailInvalid);
      expect((await g.profile()).json()).toMatchObject({ Firstname: '', Email: g.email });
    });

    test.each(['', '   '])(
      'a blank name %j answers 400 (SPEC §5: must not be empty or blank)',
      async (Firstname) => {
        const g = await gardener();
        expectField(
          await g.save({ ...PROFILE, Firstname }),
          'body.Firstname',
          'Please enter your First name or Nickname',
        );
      },
    );

    test.each([
      ['Ann', 'Ann'],
      ['  Jo  ', 'Jo'],
    ])('a name of one or more letters %j is a name, saved trimmed', async (Firstname, saved) => {
      const g = await gardener();
      expect((await g.save({ ...PROFILE, Email: g.email, Firstname })).statusCode).toBe(200);
      expect((await g.profile()).json()).toMatchObject({ Firstname: saved });
    });

    test('an email of another account answers 400, whatever its case, and changes neither account', async () => {
      const owner = await gardener();
      const g = await gardener();
      const response = await g.save({ ...PROFILE, Email: owner.email.toUpperCase() });
      expectField(response, 'body.Email', PROFILE_MESSAGES.emailTaken);
      expect((response.json() as { message: string }).message).toBe(PROFILE_MESSAGES.emailTaken);
      expect((await g.profile()).json()).toMatchObject({ Email: g.email, Firstname: '' });
      expect((await owner.profile()).json()).toMatchObject({ Email: owner.email });
    });

    test('two accounts saving the same new email at once: one keeps it, the other answers 400, never a 500', async () => {
      const [a, b] = [await gardener(), await gardener()];
      const Email = `both-${a.identity.Id}@example.com`;
      const answers = await Promise.all([a.save({ ...PROFILE, Email }), b.save({ ...PROFILE, Email })]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
      const refused = answers.find((answer) => answer.statusCode === 400)!;
      expect(refused.json().fields).toEqual({ 'body.Email': PROFILE_MESSAGES.emailTaken });
    });

    test.each([
      [
        'an unknown country',
        { CountryId: 999, StateId: 0 },
        'body.CountryId',
        PROFILE_MESSAGES.countryUnknown,
      ],
      ['a state of another country', { CountryId: CANADA }, 'body.StateId', PROFILE_MESSAGES.stateUnknown],
      ['a state without a country', { CountryId: 0 }, 'body.StateId', PROFILE_MESSAGES.stateUnknown],
      ['an unknown state', { StateId: 99_999 }, 'body.StateId', PROFILE_MESSAGES.stateUnknown],
      ['an unknown gender', { GenderId: 999 }, 'body.GenderId', PROFILE_MESSAGES.genderUnknown],
    ])('%s answers 400 with the list’s message and saves nothing', async (_case, change, field, message) => {
      const g = await gardener();
      expectField(await g.save({ ...PROFILE, Email: g.email, ...change }), field, message);
      expect((await g.profile()).json()).toMatchObject({
        Firstname: '',
        CountryId: 0,
        StateId: 0,
        GenderId: 0,
      });
    });

    test('every failing check is named at once, so the form can highlight them all', async () => {
      const owner = await gardener();
      const g = await gardener();
      const response = await g.save({ ...PROFILE, Email: owner.email, CountryId: 999, GenderId: 999 });
      expect((response.json() as { fields: object }).fields).toEqual({
        'body.CountryId': PROFILE_MESSAGES.countryUnknown,
        'body.StateId': PROFILE_MESSAGES.stateUnknown,
        'body.GenderId': PROFILE_MESSAGES.genderUnknown,
        'body.Email': PROFILE_MESSAGES.emailTaken,
      });
    });

    test.each([
      ['Firstname', NICKNAME_MAX_LENGTH],
      ['Name', PROFILE_TEXT_MAX],
      ['Address', ADDRESS_MAX],
      ['City', PROFILE_TEXT_MAX],
      ['ZipCode', ZIP_CODE_MAX],
    ])('an oversize %s (over %d characters) answers 400; the longest allowed is kept', async (field, max) => {
      const g = await gardener();
      expectField(
        await g.save({ ...PROFILE, Email: g.email, [field]: 'a'.repeat(max + 1) }),
        `body.${field}`,
      );
      const response = await g.save({ ...PROFILE, Email: g.email, [field]: 'a'.repeat(max) });
      expect(response.json()).toMatchObject({ [field]: 'a'.repeat(max) });
    });

    test('an oversize email answers 400 with the email message', async () => {
      const g = await gardener();
      const Email = `${'a'.repeat(EMAIL_MAX)}@example.com`;
      expectField(await g.save({ ...PROFILE, Email }), 'body.Email', PROFILE_MESSAGES.emailInvalid);
    });

    test.each([
      ['CountryId', -1],
      ['StateId', 1.5],
      ['GenderId', '3'],
    ])('a list id that is not a whole number of 0 or more (%s %j) answers 400', async (field, value) => {
      const g = await gardener();
      expectField(await g.save({ ...PROFILE, Email: g.email, [field]: value }), `body.${field}`);
    });

    test("another gardener's uid answers 403 on both calls and changes nothing of theirs", async () => {
      const owner = await gardener();
      const intruder = await gardener();
      expect((await owner.profile(intruder.headers)).statusCode).toBe(403);
      const response = await owner.save({ ...PROFILE, Email: 'intruder@example.com' }, intruder.headers);
      expect(response.statusCode).toBe(403);
      expect((await owner.profile()).json()).toMatchObject({
        Firstname: '',
        Email: owner.email,
        CountryId: 0,
      });
    });
  },
);
