import { countOf, hasAnyOf, type QuestionWords } from './question-words';

/**
 * What a question asks, as far as our data can tell: the embedded expert answers each of
 * these from the catalogue, care rules, thrive scores and frost dates, and nothing else.
 */
const INTENTS = [
  'diagnose',
  'move',
  'water',
  'sun',
  'hardiness',
  'frost',
  'fertilizer',
  'pests',
  'pruning',
  'companions',
  'harvest',
  'size',
  'bloom',
  'toxicity',
  'care',
] as const;
export type Intent = (typeof INTENTS)[number];

/** Words (singular, folded) and phrases that ask each thing. */
const INTENT_WORDS: Record<Intent, readonly string[]> = {
  diagnose: [
    'why',
    'dying',
    'die',
    'struggling',
    'struggle',
    'poorly',
    'badly',
    'unhealthy',
    'sick',
    'wilting',
    'wilt',
    'drooping',
    'droop',
    'yellowing',
    'browning',
    'problem',
    'wrong',
    'not doing well',
    'not growing',
    'not thriving',
    'doing bad',
  ],
  move: [
    'move',
    'moving',
    'relocate',
    'relocating',
    'where should',
    'where to plant',
    'where would',
    'where can',
    'which zone',
    'best spot',
    'best place',
    'better spot',
    'better place',
    'move here',
  ],
  water: [
    'water',
    'watering',
    'irrigate',
    'irrigation',
    'moist',
    'moisture',
    'wet',
    'soggy',
    'dry',
    'drought',
    'overwatering',
    'underwatering',
    'rain',
  ],
  sun: ['sun', 'sunny', 'sunlight', 'light', 'shade', 'shady', 'bright'],
  hardiness: [
    'hardy',
    'hardiness',
    'survive',
    'survival',
    'winter',
    'overwinter',
    'freeze',
    'freezing',
    'cold',
    'too hot',
    'heat',
    'temperature',
  ],
  frost: [
    'frost',
    'when to plant',
    'when should i plant',
    'when can i plant',
    'when do i plant',
    'planting date',
    'when to sow',
    'when should i sow',
    'when can i sow',
    'sow',
    'sowing',
    'plant out',
    'growing season',
  ],
  fertilizer: [
    'fertilizer',
    'fertiliser',
    'fertilize',
    'fertilise',
    'fertilizing',
    'feed',
    'feeding',
    'plant food',
    'compost',
    'manure',
    'nutrient',
    'nitrogen',
  ],
  pests: [
    'pest',
    'bug',
    'insect',
    'beetle',
    'worm',
    'caterpillar',
    'aphid',
    'slug',
    'snail',
    'mite',
    'whitefly',
    'borer',
    'hornworm',
    'hole',
    'eaten',
    'chewed',
    'disease',
    'mildew',
    'blight',
    'fungus',
    'rot',
  ],
  pruning: [
    'prune',
    'pruning',
    'trim',
    'trimming',
    'cut back',
    'cutting back',
    'deadhead',
    'deadheading',
    'pinch',
    'divide',
    'dividing',
    'mulch',
    'mulching',
  ],
  companions: ['companion', 'plant with', 'grow with', 'next to', 'beside', 'alongside', 'neighbor', 'pair'],
  harvest: ['harvest', 'harvesting', 'pick', 'picking', 'ripe'],
  size: ['tall', 'height', 'big', 'large', 'wide', 'width', 'spread', 'size', 'spacing', 'apart'],
  bloom: ['bloom', 'blooming', 'flower', 'flowering', 'blossom', 'color', 'colour'],
  toxicity: ['toxic', 'poisonous', 'poison', 'safe', 'pet', 'dog', 'cat', 'child', 'kid', 'horse', 'edible'],
  care: ['care', 'look after', 'maintain', 'maintenance', 'tip', 'how do i grow', 'how to grow'],
};

/** Hardiness "zone 5" is a question about winters, not about one of the gardener's zones. */
const HARDINESS_ZONE = /\bzone [0-9]{1,2}[ab]?\b/;

/**
 * The intents of a question, in the order above (a diagnosis first: it says most). A question
 * can ask several things ("when should I prune and feed it?"); "when do I plant" is about
 * frost dates, and "which zone" about moving, before the words that name a condition.
 */
export function questionIntents(question: QuestionWords): Intent[] {
  const found = INTENTS.filter((intent) => hasAnyOf(question, INTENT_WORDS[intent]));
  if (HARDINESS_ZONE.test(question.key) && !found.includes('hardiness')) found.push('hardiness');
  // "Is it safe to prune now?": safety is about poison only when nothing else was asked.
  if (found.length > 1 && countOf(question, ['toxic', 'poisonous', 'poison']) === 0)
    return found.filter((intent) => intent !== 'toxicity');
  return found;
}
