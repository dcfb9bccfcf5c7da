import { z } from 'zod';
import { plantListItemSchema } from './plant-search';

/**
 * Plant identification (SPEC §1 "identification by camera", §2.3 Plant ID & Search): by a
 * photo sent to an identification service when one is set up, or by a visual key over our
 * catalogue that works everywhere (DESIGN §4 Providers). Each answer names its method, so
 * the screen can say which one answered.
 */

/** The key's questions, in the order the screen lists them; each is answered with one option. */
export const IDENTIFICATION_QUESTIONS = [
  'form',
  'leafShape',
  'leafArrangement',
  'flowerColour',
  'floweringSeason',
  'height',
  'evergreen',
] as const;
export type IdentificationQuestion = (typeof IDENTIFICATION_QUESTIONS)[number];

/** Growth form: the catalogue's plant categories, by their Key. */
export const GROWTH_FORMS = [
  'trees',
  'shrubs',
  'vines',
  'perennials',
  'annuals',
  'bulbs',
  'grasses',
  'groundcovers',
  'herbs',
  'vegetables',
  'fruit',
  'houseplants',
] as const;
export const LEAF_SHAPES = [
  'needle',
  'scale',
  'grass-like',
  'lance',
  'oval',
  'heart',
  'round',
  'lobed',
  'palmate',
  'compound',
  'fan',
  'succulent',
  'none-visible',
] as const;
export const LEAF_ARRANGEMENTS = [
  'alternate',
  'opposite',
  'whorled',
  'basal-rosette',
  'clustered-needles',
] as const;
/** Colour families: each of the catalogue's bloom colours belongs to one or two. */
export const FLOWER_COLOURS = [
  'white',
  'yellow',
  'orange',
  'red',
  'pink',
  'purple',
  'blue',
  'green',
  'brown',
] as const;
/** The flower-times list, by a key each. */
export const FLOWERING_SEASONS = [
  'early-spring',
  'late-spring',
  'early-summer',
  'late-summer',
  'fall',
  'winter',
  'not-showy',
] as const;
export const HEIGHT_BANDS = ['under-1ft', '1-3ft', '3-6ft', '6-15ft', 'over-15ft'] as const;
/** What the plant does in winter: the leaf retentions, as a gardener sees them. */
export const LEAF_KEEPING = ['evergreen', 'deciduous', 'dies-back'] as const;

export type GrowthForm = (typeof GROWTH_FORMS)[number];
export type LeafShape = (typeof LEAF_SHAPES)[number];
export type LeafArrangement = (typeof LEAF_ARRANGEMENTS)[number];
export type FlowerColour = (typeof FLOWER_COLOURS)[number];
export type FloweringSeason = (typeof FLOWERING_SEASONS)[number];
export type HeightBand = (typeof HEIGHT_BANDS)[number];
export type LeafKeeping = (typeof LEAF_KEEPING)[number];

/** Every question's options. */
export const IDENTIFICATION_OPTIONS = {
  form: GROWTH_FORMS,
  leafShape: LEAF_SHAPES,
  leafArrangement: LEAF_ARRANGEMENTS,
  flowerColour: FLOWER_COLOURS,
  floweringSeason: FLOWERING_SEASONS,
  height: HEIGHT_BANDS,
  evergreen: LEAF_KEEPING,
} as const satisfies Record<IdentificationQuestion, readonly string[]>;

/** Candidates a page of the key shows unless asked otherwise, and the most one page may hold. */
export const IDENTIFICATION_PAGE_SIZE = 24;
export const IDENTIFICATION_PAGE_SIZE_MAX = 50;
/** Pages past this are refused: nobody pages that far through a key. */
export const IDENTIFICATION_PAGE_MAX = 2000;

const option = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { message: `Choose a ${what} from the list.` }).optional();

/**
 * GET Plants/0/IdentificationKey/: the answers so far (a question left out is not answered)
 * and the page of candidates wanted.
 */
export const identificationKeyQuerySchema = z.object({
  form: option(GROWTH_FORMS, 'growth form'),
  leafShape: option(LEAF_SHAPES, 'leaf shape'),
  leafArrangement: option(LEAF_ARRANGEMENTS, 'leaf arrangement'),
  flowerColour: option(FLOWER_COLOURS, 'flower colour'),
  floweringSeason: option(FLOWERING_SEASONS, 'flowering season'),
  height: option(HEIGHT_BANDS, 'height'),
  evergreen: option(LEAF_KEEPING, 'winter leaf choice'),
  i: z.coerce
    .number('The page must be a number.')
    .int('The page must be a whole number.')
    .min(0, 'The page must not be negative.')
    .max(IDENTIFICATION_PAGE_MAX, `The page must be at most ${IDENTIFICATION_PAGE_MAX}.`)
    .default(0),
  c: z.coerce
    .number('The page size must be a number.')
    .int('The page size must be a whole number.')
    .min(1, 'The page size must be at least 1.')
    .max(IDENTIFICATION_PAGE_SIZE_MAX, `The page size must be at most ${IDENTIFICATION_PAGE_SIZE_MAX}.`)
    .default(IDENTIFICATION_PAGE_SIZE),
});
/** What a client sends: the answers given (keys left out are unanswered), and the page. */
export type IdentificationKeyQuery = Partial<z.output<typeof identificationKeyQuerySchema>>;
export type IdentificationAnswers = Partial<
  Pick<z.output<typeof identificationKeyQuerySchema>, IdentificationQuestion>
>;

/**
 * A candidate: a plant as every plant list shows it, with how its data meets the answers:
 * MatchedAnswers it is known to meet, UnknownAnswers its data does not tell (imported plants
 * lack leaf traits; a missing trait never rules a plant out, it ranks it lower).
 */
export const identificationCandidateSchema = plantListItemSchema.extend({
  MatchedAnswers: z.number().int().nonnegative(),
  UnknownAnswers: z.number().int().nonnegative(),
});
export type IdentificationCandidate = z.infer<typeof identificationCandidateSchema>;

/** One option of a question, with the candidates it would leave given the other answers. */
export const identificationOptionSchema = z.object({
  Value: z.string(),
  Label: z.string(),
  Count: z.number().int().nonnegative(),
});
export type IdentificationOption = z.infer<typeof identificationOptionSchema>;

export const identificationQuestionSchema = z.object({
  Key: z.enum(IDENTIFICATION_QUESTIONS),
  Label: z.string(),
  /** What to look at, in a sentence. */
  Hint: z.string(),
  /** The option chosen, or null when the question is not answered. */
  Answer: z.string().nullable(),
  Options: z.array(identificationOptionSchema),
});
export type IdentificationQuestionState = z.infer<typeof identificationQuestionSchema>;

export const identificationKeyAnswerSchema = z.object({
  Method: z.literal('identification-key'),
  /** Candidates left by all the answers. */
  TotalRows: z.number().int().nonnegative(),
  i: z.number().int().nonnegative(),
  c: z.number().int().positive(),
  /** Page i: best matches first (more answers known to match), then by name. */
  Candidates: z.array(identificationCandidateSchema),
  Questions: z.array(identificationQuestionSchema),
  /** The unanswered question that splits the candidates best; null when none would narrow them. */
  NextQuestion: z.enum(IDENTIFICATION_QUESTIONS).nullable(),
});
export type IdentificationKeyAnswer = z.infer<typeof identificationKeyAnswerSchema>;

/**
 * GET Plants/0/IdentificationMethods/: the ways of identifying this app offers. The same for
 * every gardener (it follows the server's configuration), so the screen offers photo
 * identification only where a service will answer it (DESIGN §4 Providers); the key is
 * always offered.
 */
export const identificationMethodsSchema = z.object({
  /** True when a Pl@ntNet-compatible photo identification service is set up. */
  PhotoService: z.boolean(),
});
export type IdentificationMethods = z.infer<typeof identificationMethodsSchema>;

/** What a photo shows, as Pl@ntNet-compatible services ask ('auto': let the service decide). */
export const PHOTO_ORGANS = ['auto', 'leaf', 'flower', 'fruit', 'bark'] as const;
export type PhotoOrgan = (typeof PHOTO_ORGANS)[number];
/** Photos of one plant sent at once (Pl@ntNet takes at most 5). */
export const IDENTIFY_PHOTO_MAX_FILES = 5;
/** Results shown from a photo service, best first. */
export const IDENTIFY_PHOTO_MAX_RESULTS = 5;

/**
 * POST Plants/0/IdentifyByPhoto/ (multipart: `images` file parts, and an `organs` field for
 * each, in the same order; organs may be left out). Each result is matched to our catalogue
 * by botanical name: PlantId and Plant are null when the catalogue does not have it.
 */
export const photoIdentificationResultSchema = z.object({
  /** The service's confidence, 0 to 1. */
  Score: z.number().min(0).max(1),
  BotanicalName: z.string(),
  /** The service's first common name, else ''. */
  CommonName: z.string(),
  PlantId: z.number().int().positive().nullable(),
  Plant: plantListItemSchema.nullable(),
});
export type PhotoIdentificationResult = z.infer<typeof photoIdentificationResultSchema>;

export const photoIdentificationSchema = z.object({
  Method: z.literal('photo-service'),
  Results: z.array(photoIdentificationResultSchema),
});
export type PhotoIdentification = z.infer<typeof photoIdentificationSchema>;

/** The messages of photo identification the gardener reads (ours; SPEC gives no wording). */
export const PLANT_ID_MESSAGES = {
  notSetUp: 'Photo identification is not set up here: use the identification key.',
  noPhoto: 'Choose a photo of the plant to identify.',
  tooMany: `Send at most ${IDENTIFY_PHOTO_MAX_FILES} photos of one plant.`,
  organ: `Say what each photo shows: ${PHOTO_ORGANS.join(', ')}.`,
  unknownField: 'Only photos (images) and what they show (organs) can be sent.',
  unavailable:
    'The photo identification service is not answering right now. Please try again later, or use the identification key.',
  timedOut:
    'The photo identification service took too long to answer. Please try again, or use the identification key.',
  busy: 'The photo identification service is busy. Please try again later, or use the identification key.',
  refusedPhoto:
    'The photo identification service could not use these photos. Try a sharper photo of one leaf or flower.',
  tooOften:
    'You have identified many photos in a short time. Please wait a while, or use the identification key.',
} as const;
