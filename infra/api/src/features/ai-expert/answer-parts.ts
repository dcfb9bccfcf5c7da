import type { AiExpertFact } from '@thrive/shared/contracts';
import type { ExpertContext } from './expert-context';
import type { QuestionWords } from './question-words';

/** The embedded expert's answer to one thing a question asks. */
export interface AnswerPart {
  /** Sentences for the gardener ('' when there is nothing to say). */
  text: string;
  /** The facts the text used. */
  facts: AiExpertFact[];
  /** False when our data cannot answer it; `reason` then says what is missing. */
  answered: boolean;
  reason: string;
}

export type PartAnswerer = (context: ExpertContext, question: QuestionWords) => AnswerPart;

export const answered = (text: string, facts: (AiExpertFact | null)[]): AnswerPart => ({
  text,
  facts: facts.filter((item): item is AiExpertFact => item !== null),
  answered: true,
  reason: '',
});

export const cannotAnswer = (reason: string, text = '', facts: (AiExpertFact | null)[] = []): AnswerPart => ({
  ...answered(text, facts),
  answered: false,
  reason,
});

/** Why a part could not be answered: what the gardener can do about it. */
export const REASONS = {
  noPlant: 'Tell me which plant: choose it under “About a plant”, or name it in your question.',
  noZone: 'Choose the zone it grows in, so I can compare what it needs with what the zone gives it.',
  noYard: 'Add your yard with its ZIP code or hardiness zone, and I can tell you its frost dates.',
  noZones: 'Add zones to your yard, and I can tell you which of them suits it best.',
  notInData: 'Our data does not cover this question.',
} as const;

/** The tip texts of the facts, as sentences of the answer. */
export const tipTexts = (facts: readonly AiExpertFact[]) =>
  facts.map((item) => item.Text.replace(/^[^:]+: /, ''));
