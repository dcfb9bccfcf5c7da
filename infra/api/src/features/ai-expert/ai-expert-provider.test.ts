import { AI_EXPERT_MESSAGES } from '@thrive/shared/contracts';
import { aiExpertGarden } from '../../testing/ai-expert-garden';
import { fakeChatService } from '../../testing/fake-chat-service';
import { testDatabases } from '../../testing/test-databases';
import { EXPERT_UNAVAILABLE_MESSAGES } from './expert-provider';

const MODEL = 'garden-model-1';
const KEY = 'sk-test-key';

describe.each(testDatabases())(
  'POST Plants/0/AskAIExpert/ with an OpenAI-compatible chat service configured (DESIGN §4 Providers) on $driver',
  (testDb) => {
    const chat = fakeChatService();
    const api = aiExpertGarden(testDb, () => ({
      AI_BASE_URL: chat.baseUrl(),
      AI_API_KEY: KEY,
      AI_MODEL: MODEL,
    }));

    test("the service's answer streams through piece by piece, then the answer names the model", async () => {
      const who = await api.gardener();
      const garden = await api.lavenderGarden(who);
      chat.answerWith({
        kind: 'stream',
        pieces: ['Your lavender ', 'sits in wet soil.', ' Move it to Zone A.'],
      });
      const result = await api.ask(who, { Question: 'Why is my lavender doing badly in Zone B?' });
      expect(result.status).toBe(200);
      expect(result.contentType).toMatch(/^text\/event-stream/);
      expect(result.events.filter((event) => event.event === 'chunk').map((event) => event.data)).toEqual([
        { Text: 'Your lavender ' },
        { Text: 'sits in wet soil.' },
        { Text: ' Move it to Zone A.' },
      ]);
      expect(result.done).toMatchObject({
        Answer: 'Your lavender sits in wet soil. Move it to Zone A.',
        Method: 'provider',
        Model: MODEL,
        CanAnswer: true,
        PlantId: garden.lavender,
        ZoneId: garden.zoneB,
      });
    });

    test("the system prompt carries the gardener's facts; the question is the user's message", async () => {
      const who = await api.gardener();
      await api.lavenderGarden(who);
      const question = 'Why is my lavender doing badly in Zone B?';
      const { done } = await api.ask(who, { Question: question });
      expect(chat.requests).toHaveLength(1);
      const [request] = chat.requests;
      expect(request!.path).toBe('/v1/chat/completions');
      expect(request!.authorization).toBe(`Bearer ${KEY}`);
      expect(request!.body).toMatchObject({ model: MODEL, stream: true });
      const [system, user] = request!.body.messages;
      expect(user).toEqual({ role: 'user', content: question });
      expect(system!.role).toBe('system');
      for (const text of [
        'Zone B (yard Home) has Full Sun and Wet soil.',
        'In Zone B, English Lavender scores poor on water: this Zone has too much water for this plant.',
        'English Lavender would score good in Zone A (yard Home).',
        'Your yard Home is in hardiness zone 7b.',
      ])
        expect(system!.content).toContain(text);
      expect(system!.content).toMatch(/Your yard Home: .*last frost about Apr 10/);
      // The answer lists the facts the service was given, each in the prompt.
      expect(done!.Facts.length).toBeGreaterThan(5);
      for (const item of done!.Facts) expect(system!.content).toContain(`- [${item.Kind}] ${item.Text}`);
    });

    test('a refused question makes no call to the service', async () => {
      const who = await api.gardener();
      const result = await api.ask(who, { Question: 'Who won the football game?' });
      expect([result.status, result.error?.message]).toEqual([400, AI_EXPERT_MESSAGES.notAboutPlants]);
      const related = await api.related(who, 'Who won the football game?');
      expect(related.body.IsRelated).toBe(false);
      expect(chat.requests).toEqual([]);
    });

    test('a failing service is 502 with a clear message, never its error or a stack', async () => {
      const who = await api.gardener();
      await api.lavenderGarden(who);
      chat.answerWith({ kind: 'fail', status: 500 });
      const result = await api.ask(who, { Question: 'When should I prune my lavender?' });
      expect(result.status).toBe(502);
      expect(result.error).toEqual({ message: EXPERT_UNAVAILABLE_MESSAGES.failed });
      expect(chat.requests).toHaveLength(1);
    });

    test('a service that fails midway ends the stream with an error event after what it wrote', async () => {
      const who = await api.gardener();
      await api.lavenderGarden(who);
      chat.answerWith({ kind: 'break', pieces: ['Prune lavender ', 'after it flowers'] });
      const result = await api.ask(who, { Question: 'When should I prune my lavender?' });
      expect(result.status).toBe(200);
      expect(result.text).toBe('Prune lavender after it flowers');
      expect(result.done).toBeNull();
      expect(result.events.at(-1)).toEqual({
        event: 'error',
        data: { message: EXPERT_UNAVAILABLE_MESSAGES.failed },
      });
    });
  },
);
