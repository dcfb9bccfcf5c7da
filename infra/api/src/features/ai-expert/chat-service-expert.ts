import OpenAI, { APIConnectionTimeoutError } from 'openai';
import type { ProviderConfig } from '../../provider-config';
import { contextFacts, systemPrompt } from './expert-prompt';
import {
  EXPERT_UNAVAILABLE_MESSAGES,
  ExpertUnavailable,
  type ExpertAnswerStream,
  type ExpertProvider,
} from './expert-provider';

export type ChatServiceConfig = NonNullable<ProviderConfig['ai']>;

/** How long the chat service may take, in milliseconds. */
export interface ChatServiceTimeouts {
  /** Until it starts answering (the response's headers). */
  responseMs: number;
  /** Between two pieces of the answer. */
  idleMs: number;
  /** For the whole answer. */
  totalMs: number;
}

const CHAT_SERVICE_TIMEOUTS: ChatServiceTimeouts = {
  responseMs: 20_000,
  idleMs: 20_000,
  totalMs: 90_000,
};

interface Ask {
  client: OpenAI;
  model: string;
  system: string;
  question: string;
  signal: AbortSignal | undefined;
  timeouts: ChatServiceTimeouts;
}

/** The answer's text as the service streams it; ExpertUnavailable when it fails or stalls. */
async function* streamAnswer({
  client,
  model,
  system,
  question,
  signal,
  timeouts,
}: Ask): AsyncGenerator<string> {
  if (signal?.aborted) return;
  const controller = new AbortController();
  let timedOut = false;
  const stop = () => {
    timedOut = true;
    controller.abort();
  };
  const leave = () => controller.abort();
  signal?.addEventListener('abort', leave, { once: true });
  const total = setTimeout(stop, timeouts.totalMs);
  let idle = setTimeout(stop, timeouts.idleMs);
  let written = false;
  try {
    const chunks = await client.chat.completions.create(
      {
        model,
        stream: true,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: question },
        ],
      },
      { signal: controller.signal },
    );
    for await (const chunk of chunks) {
      clearTimeout(idle);
      idle = setTimeout(stop, timeouts.idleMs);
      const text = chunk.choices[0]?.delta?.content;
      if (!text) continue;
      written = true;
      yield text;
    }
  } catch (error) {
    // The gardener left: nobody is waiting for a message.
    if (signal?.aborted && !timedOut) return;
    const late = timedOut || error instanceof APIConnectionTimeoutError;
    throw new ExpertUnavailable(
      late ? EXPERT_UNAVAILABLE_MESSAGES.timedOut : EXPERT_UNAVAILABLE_MESSAGES.failed,
      error,
    );
  } finally {
    clearTimeout(idle);
    clearTimeout(total);
    signal?.removeEventListener('abort', leave);
    controller.abort();
  }
  if (!written) throw new ExpertUnavailable(EXPERT_UNAVAILABLE_MESSAGES.failed, 'the answer was empty');
}

/**
 * Any OpenAI-compatible chat service (AI_BASE_URL, AI_API_KEY, AI_MODEL): the gardener's facts
 * go in the system prompt, the question as theirs, and the answer streams back as it is
 * written. No retries: the gardener is waiting, and can ask again. No token limit is sent:
 * services disagree on its name (max_tokens, max_completion_tokens); the prompt asks for a
 * short answer and the total timeout bounds it.
 */
export function chatServiceExpert(
  config: ChatServiceConfig,
  timeouts: ChatServiceTimeouts = CHAT_SERVICE_TIMEOUTS,
): ExpertProvider {
  const client = new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    timeout: timeouts.responseMs,
    maxRetries: 0,
  });
  return {
    method: 'provider',
    model: config.model,
    answer(context, question, signal): ExpertAnswerStream {
      const facts = contextFacts(context);
      const ask = { client, model: config.model, system: systemPrompt(facts), question, signal, timeouts };
      return {
        facts,
        canAnswer: true,
        reason: '',
        [Symbol.asyncIterator]: () => streamAnswer(ask),
      };
    },
  };
}
