import { and, eq, like } from 'drizzle-orm';
import {
  EXPERT_MESSAGES,
  EXPERT_PHOTOS_MAX,
  EXPERT_QUESTION_MAX,
  OUR_EXPERT,
  type ExpertQuestion,
  type ExpertQuestionList,
} from '@thrive/shared/contracts';
import { expertQuestions, outbox, sponsors, userSponsors } from '../../db/schema';
import { answerQuestion } from './operator-questions';
import { photoApp } from '../../testing/photo-fixture';
import type { Gardener } from '../../testing/seeded-app';
import { testDatabases } from '../../testing/test-databases';

const NOW = new Date('2026-05-02T15:30:00.000Z');
/** Common/0/ExpertTopics (reference-data/lists/expert-topics.json). */
const PESTS = { Id: 2, Name: 'Pests and diseases' };
const QUESTION = 'Small holes appeared in the leaves this week. What is eating them?';

describe.each(testDatabases())(
  'Ask the expert (SPEC §7 POST users/{uid}/AskAnExpert) on $driver',
  (testDb) => {
    const api = photoApp(testDb, { prefix: 'expert-questions', now: NOW });

    const ask = (who: Gardener, body: object) =>
      api.send(who, 'POST', '/users/{uid}/AskAnExpert', { TopicId: PESTS.Id, Question: QUESTION, ...body });
    const asked = async (who: Gardener, body: object = {}) => {
      const response = await ask(who, body);
      expect(`${response.statusCode} ${response.body}`).toMatch(/^200 /);
      return response.json() as ExpertQuestion;
    };
    const listOf = async (who: Gardener, query = '') =>
      (await api.ok(who, 'GET', `/users/{uid}/ExpertQuestions${query}`)) as ExpertQuestionList;
    const storedOf = (who: Gardener) =>
      api.db.select().from(expertQuestions).where(eq(expertQuestions.userId, who.identity.Id));
    const expertsMailOf = (who: Gardener) =>
      api.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.userId, who.identity.Id), like(outbox.subject, 'Question %')));
    /** The operator's answer (their calls are tested in admin/expert-operator.test.ts). */
    const unsignedUrls = { urlOf: (key: string) => `/media/${key}`, verify: () => true };
    const answer = (id: number, text: string, at = NOW) => answerQuestion(api.db, unsignedUrls, id, text, at);

    test('a question about a plant in one of my zones, with my photos, goes to our expert and to the experts’ mail', async () => {
      const me = await api.gardener();
      const [plant] = await api.firstPlants(1);
      const zoneId = await api.zoneOf(me);
      const [leaf, stem] = [await api.uploaded(me), await api.uploaded(me)];

      const question = await asked(me, {
        Question: `  ${QUESTION}  `,
        PlantId: plant!.id,
        ZoneId: zoneId,
        PhotoIds: [leaf.Id, stem.Id, leaf.Id],
      });

      expect(question).toEqual({
        Id: expect.any(Number),
        TopicId: PESTS.Id,
        TopicName: PESTS.Name,
        Question: QUESTION,
        PlantId: plant!.id,
        PlantName: plant!.commonName,
        ZoneId: zoneId,
        ZoneName: 'Bed',
        Photos: [
          { Id: leaf.Id, Url: leaf.Url, Thumbnail: leaf.Thumbnail },
          { Id: stem.Id, Url: stem.Url, Thumbnail: stem.Thumbnail },
        ],
        AskedAt: NOW.toISOString(),
        ExpertName: OUR_EXPERT.Name,
        Answer: null,
        AnsweredAt: null,
        AnsweredBy: null,
        IsRead: true,
      });
      const [mail] = await expertsMailOf(me);
      expect(mail).toMatchObject({
        to: 'experts@thrive.garden',
        subject: `Question ${question.Id} for ${OUR_EXPERT.Name}: ${PESTS.Name}`,
        sentAt: null,
      });
      expect(mail?.body).toContain(QUESTION);
      expect(mail?.body).toContain(`${me.identity.Email} (user ${me.identity.Id})`);
      expect(mail?.body).toContain('Photos: 2');
    });

    test('SPEC §6: a selected sponsor whose Desc is 1 has its own expert asked, named after it', async () => {
      const me = await api.gardener();
      const [sponsor] = await api.db
        .insert(sponsors)
        .values({ displayName: 'Green Thumb Nursery', partnerTypeId: 1, askExpert: true })
        .returning({ id: sponsors.id });
      await api.db
        .insert(userSponsors)
        .values({ userId: me.identity.Id, sponsorId: sponsor!.id, isSelected: true });

      const question = await asked(me);
      expect(question.ExpertName).toBe("Green Thumb Nursery's garden expert");
      expect((await storedOf(me))[0]?.expertName).toBe("Green Thumb Nursery's garden expert");
    });

    test.each([
      ['an empty question', { Question: '' }, 'Question', EXPERT_MESSAGES.question],
      ['a blank question', { Question: '   \n ' }, 'Question', EXPERT_MESSAGES.question],
      ['a question of a few letters', { Question: 'Help me?' }, 'Question', EXPERT_MESSAGES.questionShort],
      [
        'a question too long',
        { Question: 'a'.repeat(EXPERT_QUESTION_MAX + 1) },
        'Question',
        EXPERT_MESSAGES.questionLong,
      ],
      ['no topic', { TopicId: undefined }, 'TopicId', EXPERT_MESSAGES.topic],
      ['topic 0', { TopicId: 0 }, 'TopicId', EXPERT_MESSAGES.topic],
      ['an unknown topic', { TopicId: 999 }, 'TopicId', EXPERT_MESSAGES.topicUnknown],
      ['a plant not in the catalogue', { PlantId: 999_999 }, 'PlantId', EXPERT_MESSAGES.plantUnknown],
      ['a zone that does not exist', { ZoneId: 999_999 }, 'ZoneId', EXPERT_MESSAGES.zoneUnknown],
      ['a photo that does not exist', { PhotoIds: [999_999] }, 'PhotoIds', EXPERT_MESSAGES.photoNotYours],
      [
        'more photos than may go',
        { PhotoIds: Array.from({ length: EXPERT_PHOTOS_MAX + 1 }, (_, n) => n + 1) },
        'PhotoIds',
        EXPERT_MESSAGES.photosTooMany,
      ],
    ])('%s is refused with 400 and its message, and nothing is kept', async (_what, body, field, message) => {
      const me = await api.gardener();
      const response = await ask(me, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, fields: { [`body.${field}`]: message } });
      expect(await storedOf(me)).toEqual([]);
      expect(await expertsMailOf(me)).toEqual([]);
    });

    test('another gardener’s photo or zone is refused with 400, as a missing one is (SPEC §6)', async () => {
      const [me, neighbour] = [await api.gardener(), await api.gardener()];
      const theirPhoto = await api.uploaded(neighbour);
      const mine = await api.uploaded(me);
      const photo = await ask(me, { PhotoIds: [mine.Id, theirPhoto.Id] });
      expect(photo.statusCode).toBe(400);
      expect(photo.json()).toMatchObject({ message: EXPERT_MESSAGES.photoNotYours });

      const zone = await ask(me, { ZoneId: await api.zoneOf(neighbour) });
      expect(zone.statusCode).toBe(400);
      expect(zone.json()).toMatchObject({ message: EXPERT_MESSAGES.zoneUnknown });
      expect(await storedOf(me)).toEqual([]);
    });

    test('my questions are listed newest first, a page at a time, and nobody else’s', async () => {
      const [me, neighbour] = [await api.gardener(), await api.gardener()];
      const first = await asked(me, { Question: 'First question about my roses.' });
      await api.db
        .update(expertQuestions)
        .set({ createdAt: new Date(NOW.getTime() - 60_000) })
        .where(eq(expertQuestions.id, first.Id));
      const second = await asked(me, { Question: 'Second question about my roses.' });
      await asked(neighbour, { Question: 'The neighbour’s own question.' });

      const all = await listOf(me);
      expect(all.Items.map((item) => item.Id)).toEqual([second.Id, first.Id]);
      expect(all).toMatchObject({ TotalRows: 2, UnreadCount: 0 });
      const page = await listOf(me, '?i=1&c=1');
      expect(page.Items.map((item) => item.Id)).toEqual([first.Id]);
      expect(page.TotalRows).toBe(2);
      expect((await listOf(neighbour)).Items.map((item) => item.Question)).toEqual([
        'The neighbour’s own question.',
      ]);
      for (const query of ['?c=0', '?c=51', '?i=-1', '?i=x'])
        expect((await api.refused(me, 'GET', `/users/{uid}/ExpertQuestions${query}`)).status).toBe(400);
    });

    test('an answer is new (unread) until the gardener opens it; opening a waiting question changes nothing', async () => {
      const me = await api.gardener();
      const waiting = await asked(me, { Question: 'Should I prune my lavender now?' });
      const opened = await api.ok(me, 'POST', `/users/{uid}/ExpertQuestions/${waiting.Id}/Read`);
      expect(opened).toMatchObject({ Id: waiting.Id, Answer: null, IsRead: true });

      const later = new Date(NOW.getTime() + 3_600_000);
      await answer(waiting.Id, 'Wait until the flowers fade, then cut back by a third.', later);
      const listed = await listOf(me);
      expect(listed.UnreadCount).toBe(1);
      expect(listed.Items[0]).toMatchObject({
        Answer: 'Wait until the flowers fade, then cut back by a third.',
        AnsweredAt: later.toISOString(),
        AnsweredBy: OUR_EXPERT.Name,
        IsRead: false,
      });

      const read = await api.ok(me, 'POST', `/users/{uid}/ExpertQuestions/${waiting.Id}/Read`);
      expect(read).toMatchObject({ Id: waiting.Id, IsRead: true });
      expect((await listOf(me)).UnreadCount).toBe(0);
      expect((await storedOf(me))[0]?.readAt).toEqual(NOW);
    });

    test('another gardener’s question is 404 to mark read, as an unknown one is, a malformed id 400', async () => {
      const [me, neighbour] = [await api.gardener(), await api.gardener()];
      const theirs = await asked(neighbour);
      await answer(theirs.Id, 'Look under the leaves for caterpillars.');
      const refused = await api.refused(me, 'POST', `/users/{uid}/ExpertQuestions/${theirs.Id}/Read`);
      expect(refused).toEqual({
        status: 404,
        body: { message: `There is no question ${theirs.Id}.` },
      });
      // Nothing of theirs changed: the answer is still new to them.
      expect((await listOf(neighbour)).UnreadCount).toBe(1);
      expect((await api.refused(me, 'POST', '/users/{uid}/ExpertQuestions/999999/Read')).status).toBe(404);
      expect((await api.refused(me, 'POST', '/users/{uid}/ExpertQuestions/abc/Read')).status).toBe(400);
      expect((await api.refused(me, 'POST', '/users/{uid}/ExpertQuestions/9999999999/Read')).status).toBe(
        400,
      );
    });

    test('at most 20 questions in any 24 hours: the 21st is refused with 429 and says why', async () => {
      const me = await api.gardener();
      const at = (hoursAgo: number) => new Date(NOW.getTime() - hoursAgo * 3_600_000);
      const earlier = (hoursAgo: number) => ({
        userId: me.identity.Id,
        topicId: PESTS.Id,
        question: `Asked ${hoursAgo} hours ago`,
        createdAt: at(hoursAgo),
      });
      // One a day and a half ago no longer counts: 19 within the day, so one more may go.
      await api.db
        .insert(expertQuestions)
        .values([earlier(36), ...Array.from({ length: 19 }, (_, n) => earlier(n + 1))]);
      await asked(me);

      const refused = await ask(me, {});
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: EXPERT_MESSAGES.tooMany });
      expect(await storedOf(me)).toHaveLength(21);
    });

    test('a photo deleted after asking is left out of the question; deleting the account deletes the questions', async () => {
      const me = await api.gardener();
      const [kept, gone] = [await api.uploaded(me), await api.uploaded(me)];
      const question = await asked(me, { PhotoIds: [kept.Id, gone.Id] });
      await api.ok(me, 'POST', `/users/{uid}/imageaction/?i=${gone.Id}&k=d`);
      expect((await listOf(me)).Items.find((item) => item.Id === question.Id)?.Photos).toEqual([
        { Id: kept.Id, Url: kept.Url, Thumbnail: kept.Thumbnail },
      ]);

      await api.ok(me, 'DELETE', '/users/{uid}');
      expect(await storedOf(me)).toEqual([]);
    });
  },
);
