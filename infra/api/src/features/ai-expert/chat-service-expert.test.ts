import { fakeChatService } from '../../testing/fake-chat-service';
import { chatServiceExpert, type ChatServiceTimeouts } from './chat-service-expert';
import type { ExpertContext } from './expert-context';
import { EXPERT_UNAVAILABLE_MESSAGES, ExpertUnavailable } from './expert-provider';

/** A gardener with no garden yet: the prompt says no facts are known. */
const EMPTY: ExpertContext = {
  plant: null,
  zone: null,
  score: null,
  yard: null,
  garden: { yards: [], zones: [], plants: [], zoneById: new Map() },
};

/** Short, so a stalled service fails the test run quickly; never asserted on. */
const QUICK: ChatServiceTimeouts = { responseMs: 2_000, idleMs: 300, totalMs: 5_000 };

async function collect(pieces: AsyncIterable<string>): Promise<string[]> {
  const seen: string[] = [];
  for await (const piece of pieces) seen.push(piece);
  return seen;
}

describe('the OpenAI-compatible chat service adapter against a fake service on 127.0.0.1', () => {
  const chat = fakeChatService();
  const expert = () =>
    chatServiceExpert({ baseUrl: chat.baseUrl(), apiKey: 'sk-test', model: 'tiny' }, QUICK);

  test('streams the pieces as the service writes them', async () => {
    chat.answerWith({ kind: 'stream', pieces: ['Mulch ', 'in fall.'] });
    const answer = expert().answer(EMPTY, 'When should I mulch?');
    expect(answer).toMatchObject({ facts: [], canAnswer: true, reason: '' });
    expect(await collect(answer)).toEqual(['Mulch ', 'in fall.']);
    expect(chat.requests[0]!.body.messages[0]!.content).toContain(
      'No facts about the garden are known for this question.',
    );
  });

  test('a service that stops writing times out with the message for the gardener', async () => {
    chat.answerWith({ kind: 'stall' });
    const failure = await collect(expert().answer(EMPTY, 'When should I mulch?')).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ExpertUnavailable);
    expect((failure as ExpertUnavailable).message).toBe(EXPERT_UNAVAILABLE_MESSAGES.timedOut);
  });

  test('an error status is the failure message, the service’s own error kept for the log', async () => {
    chat.answerWith({ kind: 'fail', status: 401 });
    const failure = await collect(expert().answer(EMPTY, 'When should I mulch?')).catch(
      (error: unknown) => error,
    );
    expect((failure as ExpertUnavailable).message).toBe(EXPERT_UNAVAILABLE_MESSAGES.failed);
    expect(String((failure as ExpertUnavailable).detail)).toContain('401');
  });

  test('an empty answer is a failure, not an empty reply', async () => {
    chat.answerWith({ kind: 'stream', pieces: [] });
    const failure = await collect(expert().answer(EMPTY, 'When should I mulch?')).catch(
      (error: unknown) => error,
    );
    expect((failure as ExpertUnavailable).message).toBe(EXPERT_UNAVAILABLE_MESSAGES.failed);
  });

  test('when the gardener leaves, the answer stops without an error', async () => {
    chat.answerWith({ kind: 'stall' });
    const gone = new AbortController();
    const pieces = collect(expert().answer(EMPTY, 'When should I mulch?', gone.signal));
    gone.abort();
    await expect(pieces).resolves.toEqual([]);
  });
});
