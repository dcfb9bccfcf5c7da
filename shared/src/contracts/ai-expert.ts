import { z } from 'zod';
import { errorBodySchema, type ErrorBody } from './errors';
import { DATABASE_ID_MAX } from './database-ids';

/**
 * The AI expert (SPEC §7 POST Plants/0/AskAIExpert/ and POST Plants/0/IsQuestionPlantRelated/).
 * SPEC shows neither shape: we define them. IsQuestionPlantRelated keeps SPEC's lower-case
 * `{question}`; AskAIExpert's body is ours, PascalCase as the other bodies of §3.
 */

/** A question is a sentence or two: longer texts are not questions but documents. */
export const AI_QUESTION_MAX_LENGTH = 500;

export const AI_EXPERT_MESSAGES = {
  questionRequired: 'Please type your question.',
  questionTooLong: `Please keep your question under ${AI_QUESTION_MAX_LENGTH} characters.`,
  plantId: 'Choose a plant from the list, or none.',
  zoneId: 'Choose one of your zones, or none.',
  /** The question is not about plants or gardening (both providers refuse it). */
  notAboutPlants:
    'I can only answer questions about plants and gardening. Ask about a plant, your zones, watering, sun, frost dates, hardiness, feeding, pests or pruning.',
  aboutPlants: 'This question is about plants or gardening.',
} as const;

const questionSchema = z
  .string(AI_EXPERT_MESSAGES.questionRequired)
  .trim()
  .min(1, AI_EXPERT_MESSAGES.questionRequired)
  .max(AI_QUESTION_MAX_LENGTH, AI_EXPERT_MESSAGES.questionTooLong);

/** An optional id in a body; 0 or absent: none chosen. */
const optionalIdSchema = (message: string) =>
  z.number(message).int(message).nonnegative(message).max(DATABASE_ID_MAX, message).default(0);

/** POST Plants/0/IsQuestionPlantRelated/ with {question} (SPEC §7). */
export const questionRelatednessInputSchema = z.object({ question: questionSchema });
export type QuestionRelatednessInput = z.input<typeof questionRelatednessInputSchema>;

/** Whether the AI expert would take the question; Message says why not when it would not. */
export const questionRelatednessSchema = z.object({ IsRelated: z.boolean(), Message: z.string() });
export type QuestionRelatedness = z.infer<typeof questionRelatednessSchema>;

/**
 * POST Plants/0/AskAIExpert/: the question, optionally about a catalogue plant and one of the
 * gardener's zones (another gardener's zone is refused with 403).
 */
export const askAiExpertInputSchema = z.object({
  Question: questionSchema,
  PlantId: optionalIdSchema(AI_EXPERT_MESSAGES.plantId),
  ZoneId: optionalIdSchema(AI_EXPERT_MESSAGES.zoneId),
});
export type AskAiExpertInput = z.input<typeof askAiExpertInputSchema>;

/** What a fact the answer rests on is about. */
export const AI_FACT_KINDS = ['plant', 'zone', 'score', 'frost', 'care-tip', 'pest'] as const;
export type AiFactKind = (typeof AI_FACT_KINDS)[number];

/** One fact from Thrive Garden's data, as a short sentence. */
export const aiExpertFactSchema = z.object({ Kind: z.enum(AI_FACT_KINDS), Text: z.string() });
export type AiExpertFact = z.infer<typeof aiExpertFactSchema>;

/** 'embedded': answered from our own data; 'provider': by the configured chat service. */
export const AI_EXPERT_METHODS = ['embedded', 'provider'] as const;
export type AiExpertMethod = (typeof AI_EXPERT_METHODS)[number];

/** The final message of an answer, after every chunk of its text. */
export const aiExpertAnswerSchema = z.object({
  /** The whole text, as the chunks brought it. */
  Answer: z.string(),
  Method: z.enum(AI_EXPERT_METHODS),
  /** The chat service's model ('' when answered from our data). */
  Model: z.string(),
  /** The facts the answer used (embedded), or the facts the chat service was given. */
  Facts: z.array(aiExpertFactSchema),
  /** False when our data cannot answer the question: the app then offers Ask the expert. */
  CanAnswer: z.boolean(),
  /** Why it cannot answer ('' when it can). */
  Reason: z.string(),
  /** The plant and zone the answer is about (0: none), given or found in the question. */
  PlantId: z.number().int(),
  ZoneId: z.number().int(),
});
export type AiExpertAnswer = z.infer<typeof aiExpertAnswerSchema>;

/**
 * The answer streams as Server-Sent Events: `chunk` events carry pieces of the text, then one
 * `done` carries the answer; `error` replaces `done` when the chat service fails midway.
 * Refusals and bad input are plain JSON errors before any event.
 */
export const AI_EXPERT_EVENT = { chunk: 'chunk', done: 'done', error: 'error' } as const;
export const aiExpertChunkSchema = z.object({ Text: z.string() });
export type AiExpertChunk = z.infer<typeof aiExpertChunkSchema>;

export type AiExpertEvent =
  | { event: 'chunk'; data: AiExpertChunk }
  | { event: 'done'; data: AiExpertAnswer }
  | { event: 'error'; data: ErrorBody };

const EVENT_SCHEMAS = {
  chunk: aiExpertChunkSchema,
  done: aiExpertAnswerSchema,
  error: errorBodySchema,
} as const;

/** One event as the server writes it: one JSON data line, so newlines in the text are safe. */
export function aiExpertEventText(event: AiExpertEvent): string {
  return `event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

export const UNREADABLE_AI_ANSWER = 'The answer could not be read. Please try again.';

function readEvent(block: string): AiExpertEvent | null {
  let name = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue; // a comment, e.g. a keep-alive
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') name = value;
    else if (field === 'data') data.push(value);
  }
  if (!(name in EVENT_SCHEMAS) || data.length === 0) return null;
  let json: unknown;
  try {
    json = JSON.parse(data.join('\n'));
  } catch {
    throw new Error(UNREADABLE_AI_ANSWER);
  }
  const parsed = EVENT_SCHEMAS[name as keyof typeof EVENT_SCHEMAS].safeParse(json);
  if (!parsed.success) throw new Error(UNREADABLE_AI_ANSWER);
  return { event: name, data: parsed.data } as AiExpertEvent;
}

/**
 * Reads the event stream as its pieces arrive (a piece may end mid-event): `push` returns the
 * events completed so far, checked against their contracts; events of other names are skipped.
 */
export function aiExpertEventReader() {
  let buffer = '';
  const complete = (final: boolean): AiExpertEvent[] => {
    const blocks = buffer.split('\n\n');
    buffer = final ? '' : (blocks.pop() ?? '');
    return blocks.flatMap((block) => (block.trim() ? (readEvent(block) ?? []) : []));
  };
  return {
    push(text: string): AiExpertEvent[] {
      buffer += text.replace(/\r\n?/g, '\n');
      return complete(false);
    },
    /** The stream ended: whatever is left is the last event. */
    end(): AiExpertEvent[] {
      return complete(true);
    },
  };
}
