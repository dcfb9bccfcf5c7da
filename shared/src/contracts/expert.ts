import { z } from 'zod';
import { userPathSchema } from './identity';
import { SPONSOR_ASK_EXPERT_DESC, type Sponsor } from './sponsor';
import { DATABASE_ID_MAX, wholeId } from './database-ids';

/*
 * Ask the expert (SPEC §1 "ask an expert (a named expert persona)", §2.4 plants/askexpert,
 * §6 sponsor Desc 1, §7 POST users/{uid}/AskAnExpert). The question goes to a person who
 * answers later; the gardener reads the answers in help/questions. SPEC gives no shapes or
 * limits: these are ours.
 */

/** Bounds of a question and of an answer, in characters. */
export const EXPERT_QUESTION_MIN = 10;
export const EXPERT_QUESTION_MAX = 2_000;
export const EXPERT_ANSWER_MAX = 5_000;
/** Photos that may go with one question. */
export const EXPERT_PHOTOS_MAX = 5;
/** Questions a gardener may ask in any 24 hours: enough for a busy day, not for a script. */
export const EXPERT_QUESTIONS_PER_DAY = 20;
/** The gardener's list of questions, a page at a time. */
export const EXPERT_QUESTIONS_PAGE_SIZE = 10;
export const EXPERT_QUESTIONS_PAGE_MAX = 50;

export const EXPERT_MESSAGES = {
  topic: 'Please choose a topic.',
  topicUnknown: 'Please choose a topic from the list.',
  question: 'Please enter your question.',
  questionShort: `Please tell the expert a little more: at least ${EXPERT_QUESTION_MIN} characters.`,
  questionLong: `Your question must be at most ${EXPERT_QUESTION_MAX} characters.`,
  plantUnknown: 'That plant is not in our catalogue.',
  zoneUnknown: 'That zone does not exist.',
  photoNotYours: 'A photo you attached is not one of yours.',
  photosTooMany: `At most ${EXPERT_PHOTOS_MAX} photos can go with a question.`,
  tooMany: `You have asked ${EXPERT_QUESTIONS_PER_DAY} questions in the last 24 hours, the most we take in a day. Please ask again tomorrow.`,
  answer: 'Please write the answer.',
  answerLong: `The answer must be at most ${EXPERT_ANSWER_MAX} characters.`,
  answeredAlready: 'This question has been answered already.',
} as const;

/** The two expert faces of SPEC §2.6 (ExpertAvatar in @thrive/shared/plant-details draws them). */
export const expertAvatarSchema = z.enum(['gardener', 'botanist']);

/** Who answers: a named expert with a one-line role (SPEC §1 "a named expert persona"). */
export const expertPersonaSchema = z.object({
  Name: z.string(),
  Role: z.string(),
  Avatar: expertAvatarSchema,
  /** The sponsor whose expert this is; 0 for ours. */
  SponsorId: z.number().int().nonnegative(),
});
export type ExpertPersona = z.infer<typeof expertPersonaSchema>;

/** Our own expert, who answers every gardener whose sponsor offers none. */
export const OUR_EXPERT: ExpertPersona = Object.freeze({
  Name: 'Hazel Moreno',
  Role: 'Horticulturist and master gardener at Thrive Garden',
  Avatar: 'gardener',
  SponsorId: 0,
});

/**
 * SPEC §6: a sponsor whose Desc is "1" offers its own expert, named after the organisation
 * (its Value, SPEC §3); anyone else asks ours. The server stores the name a question was
 * asked to, so the answer is signed by the same expert the gardener saw.
 */
export function expertPersona(sponsor: Sponsor | null | undefined): ExpertPersona {
  const organisation = sponsor?.Value.trim() ?? '';
  if (!sponsor || sponsor.Desc !== SPONSOR_ASK_EXPERT_DESC || !organisation) return OUR_EXPERT;
  return {
    Name: `${organisation}'s garden expert`,
    Role: `Garden expert at ${organisation}`,
    Avatar: 'botanist',
    SponsorId: sponsor.Id,
  };
}

/** An optional id: 0 is "none", SPEC's convention. */
const optionalId = (what: string) =>
  z
    .number(`The ${what} must be a number.`)
    .int(`The ${what} must be a whole number.`)
    .nonnegative(`The ${what} must not be negative.`)
    .max(DATABASE_ID_MAX, `There is no such ${what}.`)
    .default(0);

/**
 * POST users/{uid}/AskAnExpert: a topic of Common/0/ExpertTopics, the question, and
 * optionally a catalogue plant and a zone of the gardener's it is about, with photos of the
 * gardener's own (ids of their uploads).
 */
export const askAnExpertInputSchema = z.object({
  TopicId: z
    .number(EXPERT_MESSAGES.topic)
    .int(EXPERT_MESSAGES.topic)
    .positive(EXPERT_MESSAGES.topic)
    .max(DATABASE_ID_MAX, EXPERT_MESSAGES.topicUnknown),
  Question: z
    .string(EXPERT_MESSAGES.question)
    .trim()
    .min(1, EXPERT_MESSAGES.question)
    .min(EXPERT_QUESTION_MIN, EXPERT_MESSAGES.questionShort)
    .max(EXPERT_QUESTION_MAX, EXPERT_MESSAGES.questionLong),
  PlantId: optionalId('plant'),
  ZoneId: optionalId('zone'),
  PhotoIds: z
    .array(
      z
        .number(EXPERT_MESSAGES.photoNotYours)
        .int(EXPERT_MESSAGES.photoNotYours)
        .positive(EXPERT_MESSAGES.photoNotYours)
        .max(DATABASE_ID_MAX, EXPERT_MESSAGES.photoNotYours),
    )
    .max(EXPERT_PHOTOS_MAX, EXPERT_MESSAGES.photosTooMany)
    .default([]),
});
export type AskAnExpertInput = z.input<typeof askAnExpertInputSchema>;
export type ValidAskAnExpertInput = z.output<typeof askAnExpertInputSchema>;

/** A photo that went with a question: signed addresses, as every photo of the gardener's. */
export const expertQuestionPhotoSchema = z.object({
  Id: z.number().int(),
  Url: z.string(),
  Thumbnail: z.string(),
});
export type ExpertQuestionPhoto = z.infer<typeof expertQuestionPhotoSchema>;

/** A question as the gardener sees it, with its answer once there is one. */
export const expertQuestionSchema = z.object({
  Id: z.number().int(),
  TopicId: z.number().int(),
  TopicName: z.string(),
  Question: z.string(),
  /** The catalogue plant it is about, 0 (and '') for none. */
  PlantId: z.number().int(),
  PlantName: z.string(),
  /** The gardener's zone it is about, 0 (and '') for none. */
  ZoneId: z.number().int(),
  ZoneName: z.string(),
  /** Photos the gardener has since deleted are left out. */
  Photos: z.array(expertQuestionPhotoSchema),
  /** ISO 8601 instants. */
  AskedAt: z.string(),
  /** The expert the question was asked to. */
  ExpertName: z.string(),
  Answer: z.string().nullable(),
  AnsweredAt: z.string().nullable(),
  /** The expert persona who answered; null until answered. */
  AnsweredBy: z.string().nullable(),
  /** False only for an answer the gardener has not opened yet (a question waiting is read). */
  IsRead: z.boolean(),
});
export type ExpertQuestion = z.infer<typeof expertQuestionSchema>;

/** GET users/{uid}/ExpertQuestions?i&c: page i (from 0) of c questions, newest first. */
export const expertQuestionsQuerySchema = z.object({
  i: z.coerce
    .number('The page must be a number.')
    .int('The page must be a whole number.')
    .nonnegative('The page must not be negative.')
    .max(100_000, 'There is no such page.')
    .default(0),
  c: z.coerce
    .number('The page size must be a number.')
    .int('The page size must be a whole number.')
    .min(1, 'The page size must be at least 1.')
    .max(EXPERT_QUESTIONS_PAGE_MAX, `The page size must be at most ${EXPERT_QUESTIONS_PAGE_MAX}.`)
    .default(EXPERT_QUESTIONS_PAGE_SIZE),
});
/** What the app sends: either may be left to its default. */
export type ExpertQuestionsQuery = Partial<z.output<typeof expertQuestionsQuerySchema>>;

export const expertQuestionListSchema = z.object({
  Items: z.array(expertQuestionSchema),
  TotalRows: z.number().int(),
  /** Answers not opened yet, across every page. */
  UnreadCount: z.number().int(),
});
export type ExpertQuestionList = z.infer<typeof expertQuestionListSchema>;

/** POST users/{uid}/ExpertQuestions/{id}/Read: the question is the gardener's (owned id). */
export const expertQuestionPathSchema = userPathSchema.extend({
  id: wholeId('question id', 1, 'There is no such question.'),
});

/* Operators: the admin calls behind `npm run expert` and the operator page. */

/** A question as an operator sees it: who asked, about what, and the answer if given. */
export const operatorQuestionSchema = z.object({
  Id: z.number().int(),
  UserId: z.number().int(),
  Email: z.string(),
  TopicName: z.string(),
  PlantName: z.string(),
  ZoneName: z.string(),
  Question: z.string(),
  ExpertName: z.string(),
  /** Signed addresses of the photos, below the site's root. */
  PhotoUrls: z.array(z.string()),
  AskedAt: z.string(),
  Answer: z.string().nullable(),
  AnsweredAt: z.string().nullable(),
});
export type OperatorQuestion = z.infer<typeof operatorQuestionSchema>;

/** Questions waiting for an answer (oldest first), then the latest answered ones. */
export const operatorQuestionListSchema = z.object({
  Waiting: z.array(operatorQuestionSchema),
  Answered: z.array(operatorQuestionSchema),
});
export type OperatorQuestionList = z.infer<typeof operatorQuestionListSchema>;

/** How many answered questions operators see listed. */
export const OPERATOR_ANSWERED_LISTED = 20;

export const operatorAnswerInputSchema = z.object({
  Answer: z
    .string(EXPERT_MESSAGES.answer)
    .trim()
    .min(1, EXPERT_MESSAGES.answer)
    .max(EXPERT_ANSWER_MAX, EXPERT_MESSAGES.answerLong),
});
export type OperatorAnswerInput = z.input<typeof operatorAnswerInputSchema>;

export const operatorQuestionPathSchema = z.object({
  id: wholeId('question id', 1, 'There is no such question.'),
});
