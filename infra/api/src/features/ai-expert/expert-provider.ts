import type { AiExpertFact, AiExpertMethod } from '@thrive/shared/contracts';
import type { ExpertContext } from './expert-context';

/**
 * An answer as it streams: its text in pieces, and what it rests on (known before the first
 * piece: the facts an embedded answer used, or those a chat service was given).
 */
export interface ExpertAnswerStream extends AsyncIterable<string> {
  facts: AiExpertFact[];
  canAnswer: boolean;
  reason: string;
}

/**
 * Who answers a question (DESIGN §4 Providers): the embedded expert by default, or any
 * OpenAI-compatible chat service when AI_BASE_URL, AI_API_KEY and AI_MODEL are set.
 */
export interface ExpertProvider {
  method: AiExpertMethod;
  /** The chat service's model ('' for the embedded expert). */
  model: string;
  /** `signal` aborts the answer (the gardener left); a failing service throws ExpertUnavailable. */
  answer(context: ExpertContext, question: string, signal?: AbortSignal): ExpertAnswerStream;
}

/** What the gardener is told when the chat service fails: never its stack or its own words. */
export const EXPERT_UNAVAILABLE_MESSAGES = {
  failed: 'The AI expert service did not answer. Please try again later, or ask our expert.',
  timedOut: 'The AI expert service took too long to answer. Please try again later, or ask our expert.',
} as const;

/** The chat service failed or timed out; `message` is fit to show the gardener. */
export class ExpertUnavailable extends Error {
  constructor(
    message: string,
    /** The service's own error, for the log only. */
    readonly detail: unknown,
  ) {
    super(message);
    this.name = 'ExpertUnavailable';
  }
}
