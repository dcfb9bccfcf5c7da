import { http, HttpResponse } from 'msw';
import { createAppStore, identityReceived } from '@thrive/shared';
import type { AiExpertEvent } from '@thrive/shared/contracts';
import { setupTestServer, testIdentity } from '@thrive/shared/testing';
import { aiAnswer, heldEventStream } from '../testing/fake-ai-expert-api';
import { ASK_AI_EXPERT_URL, CUT_OFF_MESSAGE, streamAiAnswer } from './stream-ai-answer';

const server = setupTestServer();

function signedIn() {
  const store = createAppStore();
  store.dispatch(identityReceived(testIdentity({ Id: 42 })));
  return store;
}

const QUESTION = { Question: 'When is my last frost?' };

describe('reading the AI expert’s streamed answer', () => {
  test('events cut anywhere are put back together; each chunk is handed on as it arrives', async () => {
    const held = heldEventStream();
    let headers: Headers | undefined;
    server.use(
      http.post(ASK_AI_EXPERT_URL, ({ request }) => {
        headers = request.headers;
        return held.response();
      }),
    );
    document.cookie = 'XSRF-TOKEN=xsrf-value';
    const chunks: string[] = [];
    const answer = streamAiAnswer(QUESTION, {
      session: signedIn(),
      onChunk: (text) => chunks.push(text),
      signal: new AbortController().signal,
    });
    const done: AiExpertEvent = { event: 'done', data: aiAnswer({ Answer: 'Apr 10.\nOct 28.' }) };
    held.sendText('event: chunk\ndata: {"Text":"Apr 1');
    held.sendText('0.\\n"}\n\nevent: chunk\ndata: {"Text":"Oct 28."}\n\n');
    held.send(done);
    held.close();
    await expect(answer).resolves.toEqual(done.data);
    expect(chunks).toEqual(['Apr 10.\n', 'Oct 28.']);
    // What every call to our API carries (DESIGN §3).
    expect(headers?.get('x-app')).toBe('thrive|42');
    expect(headers?.get('x-xsrf-token')).toBe('xsrf-value');
  });

  test('a stream that ends without its answer was cut off', async () => {
    server.use(
      http.post(
        ASK_AI_EXPERT_URL,
        () =>
          new HttpResponse('event: chunk\ndata: {"Text":"Prune"}\n\n', {
            headers: { 'content-type': 'text/event-stream' },
          }),
      ),
    );
    const answer = streamAiAnswer(QUESTION, {
      session: signedIn(),
      onChunk: () => undefined,
      signal: new AbortController().signal,
    });
    await expect(answer).rejects.toThrow(CUT_OFF_MESSAGE);
  });

  test('SPEC §6: a 401 or 403 ends the session and reloads, with the server’s message', async () => {
    server.use(
      http.post(ASK_AI_EXPERT_URL, () =>
        HttpResponse.json({ message: 'Please sign in again.' }, { status: 401 }),
      ),
    );
    const store = signedIn();
    const reload = jest.fn();
    const answer = streamAiAnswer(QUESTION, {
      session: store,
      onChunk: () => undefined,
      signal: new AbortController().signal,
      reload,
    });
    await expect(answer).rejects.toThrow('Please sign in again.');
    expect(reload).toHaveBeenCalledWith(401);
    expect(store.getState().session.identity).toBeNull();
  });

  test('signed out, nothing is sent', async () => {
    const answer = streamAiAnswer(QUESTION, {
      session: createAppStore(),
      onChunk: () => undefined,
      signal: new AbortController().signal,
    });
    await expect(answer).rejects.toThrow('Please sign in again.');
  });
});
