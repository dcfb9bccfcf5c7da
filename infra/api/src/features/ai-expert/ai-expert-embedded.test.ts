import { AI_EXPERT_MESSAGES, AI_QUESTION_MAX_LENGTH } from '@thrive/shared/contracts';
import { aiExpertGarden, LAVENDER, TOMATO, WATER, ZONE_7B } from '../../testing/ai-expert-garden';
import { testDatabases } from '../../testing/test-databases';
import { AI_QUESTIONS_PER_HOUR } from './question-allowance';

describe.each(testDatabases())(
  'POST Plants/0/AskAIExpert/ answered from our own data (SPEC §7, DESIGN §4 Providers) on $driver',
  (testDb) => {
    const api = aiExpertGarden(testDb);

    test('the answer streams as Server-Sent Events, chunks then the answer with its facts', async () => {
      const who = await api.gardener();
      const garden = await api.lavenderGarden(who);
      const result = await api.ask(who, { Question: 'Why is my lavender doing badly in Zone B?' });
      expect(result.status).toBe(200);
      expect(result.contentType).toMatch(/^text\/event-stream/);
      const kinds = result.events.map((event) => event.event);
      expect(kinds.filter((kind) => kind === 'chunk').length).toBeGreaterThan(1);
      expect(kinds.at(-1)).toBe('done');
      expect(kinds.slice(0, -1).every((kind) => kind === 'chunk')).toBe(true);
      expect(result.done).toMatchObject({
        Answer: result.text,
        Method: 'embedded',
        Model: '',
        CanAnswer: true,
        Reason: '',
        PlantId: garden.lavender,
        ZoneId: garden.zoneB,
      });
    });

    test('why the lavender does badly in Zone B: the water mismatch, the better zone, and the facts used', async () => {
      const who = await api.gardener();
      const garden = await api.lavenderGarden(who);
      const { text, done } = await api.ask(who, { Question: 'Why is my lavender doing badly in Zone B?' });
      expect(text).toContain('Your English Lavender scores poor on water in Zone B');
      expect(text).toContain('it needs dry soil and Zone B is wet, so it gets too much water');
      expect(text).toContain('Consider moving it to Zone A (yard Home), where it would score good');
      expect(text).toContain('Move here');
      expect(done!.Facts).toEqual(
        expect.arrayContaining([
          {
            Kind: 'score',
            Text: 'In Zone B, English Lavender scores poor on water: this Zone has too much water for this plant.',
          },
          { Kind: 'zone', Text: 'Zone B (yard Home) has Full Sun and Wet soil.' },
          {
            Kind: 'plant',
            Text: 'English Lavender needs Dry soil (let the soil dry out between waterings; drought tolerant once established).',
          },
          { Kind: 'score', Text: 'English Lavender would score good in Zone A (yard Home).' },
        ]),
      );
      // Chosen in the app instead of named: the same diagnosis.
      const chosen = await api.ask(who, {
        Question: 'Why is it struggling?',
        PlantId: garden.lavender,
        ZoneId: garden.zoneB,
      });
      expect(chosen.text).toContain('scores poor on water in Zone B');
    });

    test('a plant grown in several zones: the answer says which zone it looked at, the one where it does worst', async () => {
      const who = await api.gardener();
      const garden = await api.lavenderGarden(who);
      await api.plant(who, garden.zoneA, LAVENDER);
      const { text, done } = await api.ask(who, { Question: 'Why is my lavender struggling?' });
      expect(text).toContain(
        'Your English Lavender grows in Zone A and Zone B; this is about Zone B, where it does worst.',
      );
      expect(text).toContain('Your English Lavender scores poor on water in Zone B');
      expect(done).toMatchObject({ ZoneId: garden.zoneB, CanAnswer: true });
    });

    test("a frost-date question cites the yard's frost dates", async () => {
      const who = await api.gardener();
      const garden = await api.lavenderGarden(who);
      const frost = (
        await api.app.inject({
          url: `/api/users/${who.identity.Id}/yard/${garden.home}/FrostDates`,
          headers: who.headers,
        })
      ).json();
      const { text, done } = await api.ask(who, { Question: 'When is the last frost this spring?' });
      expect(done!.CanAnswer).toBe(true);
      expect(done!.Facts).toContainEqual({ Kind: 'frost', Text: `Your yard Home: ${frost.Explanation}` });
      // The yard's dates (7b, no weather station: the zone's typical dates), as the app shows them.
      expect(frost.LastSpringFrost).toBe('04-10');
      expect(text).toContain('the last spring frost comes about Apr 10');
    });

    test('a question our data cannot answer says so, CanAnswer false with the reason', async () => {
      const who = await api.gardener();
      const garden = await api.lavenderGarden(who);
      const { text, done } = await api.ask(who, {
        Question: 'Can I make tea from it?',
        PlantId: garden.lavender,
      });
      expect(done).toMatchObject({ CanAnswer: false, Reason: 'Our data does not cover this question.' });
      expect(text).toContain("I can't answer that from Thrive Garden's data.");
      expect(text).toContain('Ask the expert');
      // Without a plant, a question about one asks which.
      const which = await api.ask(who, { Question: 'How often should I water my plant?' });
      expect(which.done).toMatchObject({ CanAnswer: false, PlantId: 0 });
      expect(which.done!.Reason).toMatch(/^Tell me which plant/);
    });

    test('a plant named in the question but not grown is answered from the catalogue', async () => {
      const who = await api.gardener();
      await api.lavenderGarden(who);
      const { text, done } = await api.ask(who, { Question: 'What pests attack tomatoes?' });
      expect(done).toMatchObject({ CanAnswer: true, PlantId: api.plantId[TOMATO], ZoneId: 0 });
      expect(text).toContain('Tomato hornworm');
      expect(done!.Facts.map((item) => item.Kind)).toEqual(expect.arrayContaining(['pest', 'care-tip']));
    });

    test('a question on another subject is refused with 400 before any stream, with or without a plant', async () => {
      const who = await api.gardener();
      const garden = await api.lavenderGarden(who);
      for (const body of [
        { Question: 'Who won the football game?' },
        { Question: 'Who won the football game?', PlantId: garden.lavender },
      ]) {
        const result = await api.ask(who, body);
        expect([result.status, result.error?.message]).toEqual([400, AI_EXPERT_MESSAGES.notAboutPlants]);
        expect(result.events).toEqual([]);
      }
    });

    test('bad input is 400 with a message the app shows', async () => {
      const who = await api.gardener();
      const cases: [Record<string, unknown>, string][] = [
        [{}, AI_EXPERT_MESSAGES.questionRequired],
        [{ Question: ' ' }, AI_EXPERT_MESSAGES.questionRequired],
        [{ Question: 'x'.repeat(AI_QUESTION_MAX_LENGTH + 1) }, AI_EXPERT_MESSAGES.questionTooLong],
        [{ Question: 'Why is it wilting?', PlantId: -1 }, AI_EXPERT_MESSAGES.plantId],
        [{ Question: 'Why is it wilting?', ZoneId: 'two' }, AI_EXPERT_MESSAGES.zoneId],
        [{ Question: 'Why is it wilting?', PlantId: 999_999 }, 'There is no plant 999999.'],
      ];
      for (const [body, message] of cases) {
        const result = await api.ask(who, body);
        expect(`${JSON.stringify(body).slice(0, 60)}: ${result.status} ${result.error?.message}`).toBe(
          `${JSON.stringify(body).slice(0, 60)}: 400 ${message}`,
        );
      }
      expect((await api.ask(who, { Question: 'Why is it wilting?', ZoneId: 999_999 })).status).toBe(404);
    });

    test("another gardener's zone is 404 as a missing one is, and nothing of it is read (SPEC §6)", async () => {
      const owner = await api.gardener();
      const intruder = await api.gardener();
      const garden = await api.lavenderGarden(owner);
      const result = await api.ask(intruder, {
        Question: 'Why is my lavender doing badly?',
        ZoneId: garden.zoneB,
      });
      expect([result.status, result.error?.message]).toEqual([
        404,
        expect.stringMatching(/^There is no zone \d+\.$/),
      ]);
      // Named in the question, another gardener's zone is simply not one of theirs.
      const named = await api.ask(intruder, { Question: 'Why is my lavender doing badly in Zone B?' });
      expect(named.done).toMatchObject({ ZoneId: 0 });
      expect(named.text).not.toContain('scores poor on water');
    });

    test('it needs a signed-in gardener', async () => {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/Plants/0/AskAIExpert/',
        payload: { Question: 'When should I prune my roses?' },
      });
      expect(response.statusCode).toBe(401);
    });

    test(`at most ${AI_QUESTIONS_PER_HOUR} questions an hour per gardener, then 429 with a message; refused ones do not count`, async () => {
      const who = await api.gardener();
      const yard = await api.newYard(who, 'Allotment', ZONE_7B);
      await api.newZone(who, yard, 'Bed', 6, WATER.medium);
      for (let asked = 0; asked < 3; asked += 1)
        expect((await api.ask(who, { Question: 'Who won the football game?' })).status).toBe(400);
      for (let asked = 0; asked < AI_QUESTIONS_PER_HOUR; asked += 1)
        expect((await api.ask(who, { Question: 'When is my last frost?' })).status).toBe(200);
      const over = await api.ask(who, { Question: 'When is my last frost?' });
      expect(over.status).toBe(429);
      expect(over.error?.message).toBe(
        `You have asked the AI expert ${AI_QUESTIONS_PER_HOUR} questions in the last hour. Please ask again in 60 minutes, or ask our expert.`,
      );
      // Another gardener's allowance is their own.
      expect((await api.ask(await api.gardener(), { Question: 'When is my last frost?' })).status).toBe(200);
    });
  },
);
