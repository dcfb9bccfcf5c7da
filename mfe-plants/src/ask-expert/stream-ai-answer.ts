import { aiExpertEventReader, type AiExpertAnswer, type AskAiExpertInput } from '@thrive/shared/contracts';
import {
  apiRequestHeaders,
  endRefusedSession,
  errorMessage,
  NETWORK_ERROR_MESSAGE,
  sessionIdentity,
  SIGNED_OUT_MESSAGE,
} from '@thrive/shared';
import type { SessionStore } from '@thrive/shared/uploads';

/** SPEC §7 POST Plants/0/AskAIExpert/, under the API's base address. */
export const ASK_AI_EXPERT_URL = '/api/Plants/0/AskAIExpert/';
export const CUT_OFF_MESSAGE = 'The answer was cut off. Please ask again.';

/** Where the session is read and ended: the page's store, or a test's (as for uploads). */
type AnswerSession = SessionStore;

export interface StreamOptions {
  session: AnswerSession;
  /** Each piece of the answer's text, as it arrives. */
  onChunk: (text: string) => void;
  /** Aborts the request and the reading (the panel was left). */
  signal: AbortSignal;
  reload?: (status: 401 | 403) => void;
}

async function jsonOrNothing(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Asks the AI expert and reads its answer as it streams (Server-Sent Events over a POST, which
 * EventSource cannot send). Not an RTK Query call: RTK Query keeps whole answers, and the
 * gardener should read this one as it is written. It carries what every call to our API
 * carries (the identity's headers, the anti-forgery header), and like them a 401 or 403 ends
 * the session (SPEC §6). Resolves with the final answer; rejects with the message to show
 * (the server's, SPEC §8), or with an AbortError when `signal` aborts.
 */
export async function streamAiAnswer(
  input: AskAiExpertInput,
  { session, onChunk, signal, reload }: StreamOptions,
): Promise<AiExpertAnswer> {
  const identity = sessionIdentity(session.getState());
  if (!identity) throw new Error(SIGNED_OUT_MESSAGE);
  let response: Response;
  try {
    response = await fetch(ASK_AI_EXPERT_URL, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...apiRequestHeaders(identity, 'POST', ASK_AI_EXPERT_URL),
      },
      body: JSON.stringify(input),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new Error(NETWORK_ERROR_MESSAGE, { cause: error });
  }
  if (!response.ok) {
    const body = await jsonOrNothing(response);
    const { status } = response;
    if ((status === 401 || status === 403) && sessionIdentity(session.getState()))
      endRefusedSession(status, session.dispatch, reload);
    throw new Error(errorMessage({ status, data: body }, response));
  }
  if (!response.body) throw new Error(CUT_OFF_MESSAGE);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const events = aiExpertEventReader();
  const read = async () => {
    try {
      return await reader.read();
    } catch (error) {
      if (signal.aborted) throw error;
      throw new Error(CUT_OFF_MESSAGE, { cause: error });
    }
  };
  try {
    for (;;) {
      const { done, value } = await read();
      const found = done
        ? [...events.push(decoder.decode()), ...events.end()]
        : events.push(decoder.decode(value, { stream: true }));
      for (const event of found) {
        if (event.event === 'chunk') onChunk(event.data.Text);
        else if (event.event === 'error') throw new Error(event.data.message);
        else return event.data;
      }
      if (done) throw new Error(CUT_OFF_MESSAGE);
    }
  } finally {
    // Stops the download when the answer is in, failed, or the panel was left.
    reader.cancel().catch(() => undefined);
  }
}
