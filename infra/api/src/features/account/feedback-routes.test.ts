import { eq } from 'drizzle-orm';
import { FEEDBACK_BODY_MAX, FEEDBACK_MESSAGES, FEEDBACK_SUBJECT_MAX } from '@thrive/shared/contracts';
import { feedback, images } from '../../db/schema';
import { FEEDBACK_IMAGE_NOT_YOURS } from './feedback';
import { clockedApp } from '../../testing/clocked-app';
import { mailQueuedFor } from '../../testing/outbox-mail';
import { testDatabases } from '../../testing/test-databases';

const NOW = new Date('2026-04-01T12:00:00.000Z');
const SUGGESTION = { subject: 'Dark mode', body: 'Please add a dark mode.', email: 'fern@example.com' };

describe.each(testDatabases())(
  'POST users/{uid}/feedback (SPEC §3 Suggestion form, §5) on $driver',
  (testDb) => {
    const api = clockedApp(testDb, { prefix: 'feedback', now: NOW });
    async function gardener() {
      const who = await api.gardener();
      const send = (payload: object, as = who.headers) =>
        api.send({ ...who, headers: as }, 'POST', '/users/{uid}/feedback', payload);
      return { ...who, send };
    }
    const feedbackOf = (userId: number) => api.db.select().from(feedback).where(eq(feedback.userId, userId));
    const mailOf = (userId: number) => mailQueuedFor(api.db, userId);
    let photos = 0;
    async function photoOf(userId: number): Promise<number> {
      photos += 1;
      const [photo] = await api.db
        .insert(images)
        .values({
          userId,
          storageKey: `feedback-test/${photos}.jpg`,
          thumbnailKey: `feedback-test/${photos}-thumb.jpg`,
          contentType: 'image/jpeg',
          width: 10,
          height: 10,
        })
        .returning({ id: images.id });
      return photo!.id;
    }

    test('a suggestion answers {code: 0} with the thanks, is kept, and emails the operators', async () => {
      const g = await gardener();
      const response = await g.send({ ...SUGGESTION, subject: '  Dark mode ' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 0, message: 'Thank you! Your suggestion was sent.' });
      expect(await feedbackOf(g.identity.Id)).toEqual([
        expect.objectContaining({ ...SUGGESTION, imageIds: [], createdAt: NOW }),
      ]);
      const [mail] = await mailOf(g.identity.Id);
      // The same operators' address as plant requests (PLANT_REQUESTS_EMAIL, unset in tests).
      expect(mail).toMatchObject({ to: 'plants@thrive.garden', sentAt: null, createdAt: NOW });
      expect(mail?.subject).toBe('Suggestion: Dark mode');
      expect(mail?.body).toContain('Please add a dark mode.');
      expect(mail?.body).toContain(`fern@example.com (user ${g.identity.Id})`);
    });

    test('the gardener’s own photos go with it, each once', async () => {
      const g = await gardener();
      const [first, second] = [await photoOf(g.identity.Id), await photoOf(g.identity.Id)];
      const response = await g.send({ ...SUGGESTION, images: [first, second, first] });
      expect(response.json()).toMatchObject({ code: 0 });
      expect((await feedbackOf(g.identity.Id))[0]?.imageIds).toEqual([first, second]);
      expect((await mailOf(g.identity.Id))[0]?.body).toContain(`image ${first}, image ${second}`);
    });

    test.each([
      [{ body: 'b', email: 'fern@example.com' }, 'body.subject', FEEDBACK_MESSAGES.subject],
      [{ subject: '  ', body: 'b', email: 'fern@example.com' }, 'body.subject', FEEDBACK_MESSAGES.subject],
      [{ subject: 's', email: 'fern@example.com' }, 'body.body', FEEDBACK_MESSAGES.body],
      [{ subject: 's', body: ' ', email: 'fern@example.com' }, 'body.body', FEEDBACK_MESSAGES.body],
      [{ subject: 's', body: 'b' }, 'body.email', FEEDBACK_MESSAGES.email],
      [{ subject: 's', body: 'b', email: 'fern@example' }, 'body.email', FEEDBACK_MESSAGES.email],
    ])(
      'a missing or blank subject, body or email (%j) answers 400 (SPEC §5 Suggest validation)',
      async (payload, field, message) => {
        const g = await gardener();
        const response = await g.send(payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().fields[field]).toBe(message);
        expect(await feedbackOf(g.identity.Id)).toEqual([]);
        expect(await mailOf(g.identity.Id)).toEqual([]);
      },
    );

    test('all three missing: each is flagged, so the form can highlight them (SPEC §5)', async () => {
      const g = await gardener();
      expect((await g.send({})).json().fields).toEqual({
        'body.subject': FEEDBACK_MESSAGES.subject,
        'body.body': FEEDBACK_MESSAGES.body,
        'body.email': FEEDBACK_MESSAGES.email,
      });
    });

    test.each([
      ['subject', FEEDBACK_SUBJECT_MAX],
      ['body', FEEDBACK_BODY_MAX],
    ])('an oversize %s (over %d characters) answers 400', async (field, max) => {
      const g = await gardener();
      const response = await g.send({ ...SUGGESTION, [field]: 'a'.repeat(max + 1) });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty([`body.${field}`]);
    });

    test.each([[[0]], [[-1]], [['1']], [Array.from({ length: 11 }, (_, i) => i + 1)]])(
      'images that are not a list of at most 10 ids (%j) answer 400',
      async (imageIds) => {
        const g = await gardener();
        const response = await g.send({ ...SUGGESTION, images: imageIds });
        expect(response.statusCode).toBe(400);
        expect(await feedbackOf(g.identity.Id)).toEqual([]);
      },
    );

    test("another gardener's photo, or one that does not exist, answers 400 and nothing is kept or sent", async () => {
      const g = await gardener();
      const other = await gardener();
      const own = await photoOf(g.identity.Id);
      const theirs = await photoOf(other.identity.Id);
      // 2^31 and beyond are no image's id (the ids are PostgreSQL integers).
      for (const imageIds of [[own, theirs], [own + theirs + 1000], [2 ** 31], [Number.MAX_SAFE_INTEGER]]) {
        const response = await g.send({ ...SUGGESTION, images: imageIds });
        expect(response.statusCode).toBe(400);
        // The contract refuses ids beyond PostgreSQL's integers itself, naming the item.
        const field = imageIds[0]! >= 2 ** 31 ? 'body.images.0' : 'body.images';
        expect(response.json()).toEqual({
          message: FEEDBACK_IMAGE_NOT_YOURS,
          fields: { [field]: FEEDBACK_IMAGE_NOT_YOURS },
        });
      }
      expect(FEEDBACK_IMAGE_NOT_YOURS).toBe('A photo you attached is not one of yours.');
      expect(await feedbackOf(g.identity.Id)).toEqual([]);
      expect(await mailOf(g.identity.Id)).toEqual([]);
    });

    test("another gardener's uid answers 403 and nothing is kept or sent", async () => {
      const owner = await gardener();
      const intruder = await gardener();
      expect((await owner.send(SUGGESTION, intruder.headers)).statusCode).toBe(403);
      for (const who of [owner, intruder]) {
        expect(await feedbackOf(who.identity.Id)).toEqual([]);
        expect(await mailOf(who.identity.Id)).toEqual([]);
      }
    });
  },
);
