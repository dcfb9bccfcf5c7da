import { shortDate } from '../common/calendar-days';
import {
  answered,
  cannotAnswer,
  REASONS,
  tipTexts,
  type AnswerPart,
  type PartAnswerer,
} from './answer-parts';
import {
  bloomOf,
  careTipsOf,
  commonName,
  companionsOf,
  fertilizerAdvice,
  frostDates,
  listText,
  pestsOf,
  sizeOf,
  toxicityOf,
} from './context-facts';
import type { ContextPlant, ExpertContext } from './expert-context';
import { hasAnyOf, type QuestionWords } from './question-words';

/*
 * Answers about looking after a plant: frost dates and planting time, feeding, pests,
 * pruning, harvest, companions and the catalogue's facts. Care advice is the app's own care
 * tips (lists/care-tips.json) and fertilizer rules, never made up here.
 */

/** A part about the plant: without one, the gardener is asked which. */
const aboutPlant =
  (
    answer: (plant: ContextPlant, context: ExpertContext, question: QuestionWords) => AnswerPart,
  ): PartAnswerer =>
  (context, question) =>
    context.plant ? answer(context.plant, context, question) : cannotAnswer(REASONS.noPlant);

/** The plant's tips of these care categories, or the honest "no tip" for it. */
function tipsAnswer(plant: ContextPlant, categories: readonly string[], what: string): AnswerPart {
  const tips = categories.flatMap((category) => careTipsOf(plant, category));
  if (tips.length === 0) return cannotAnswer(`Our care rules have no ${what} tip for ${commonName(plant)}.`);
  return answered(tipTexts(tips).join(' '), tips);
}

/** "When is my last frost?", "When should I plant tomatoes?": the yard's frost dates. */
export const frostAnswer: PartAnswerer = ({ yard, plant }) => {
  if (!yard) return cannotAnswer(REASONS.noYard);
  const dates = frostDates(yard);
  if (!dates) return cannotAnswer(yard.frost.Explanation);
  const { LastSpringFrost: last, FirstFallFrost: first, FrostFree } = yard.frost;
  const summary =
    last && first && !FrostFree
      ? `In your yard ${yard.name} the last spring frost comes about ${shortDate(last)} and the first fall frost about ${shortDate(first)}.`
      : `Your yard ${yard.name} rarely or never freezes.`;
  const planting = plant
    ? [...careTipsOf(plant, 'Planting'), ...careTipsOf(plant, 'Winter Protection')].filter((tip) =>
        /frost/i.test(tip.Text),
      )
    : [];
  return answered([summary, yard.frost.Explanation, ...tipTexts(planting)].join(' '), [dates, ...planting]);
};

/** "What should I feed it?": the fertilizer rules' advice, and whether what it gets suits it. */
export const fertilizerAnswer = aboutPlant((plant, { zone }) => {
  const facts = fertilizerAdvice(plant, zone);
  const { advice, recommended, given } = plant.fertilizer;
  const sentences = [advice];
  if (recommended.length > 0) sentences.push(`Suitable: ${listText(recommended, 'or')}.`);
  if (zone && given)
    sentences.push(
      recommended.includes(given)
        ? `The ${given} you give it in ${zone.name} suits it.`
        : `In ${zone.name} you give it ${given}; ${listText(recommended, 'or')} would suit it better.`,
    );
  return answered(sentences.join(' '), facts);
});

const DISEASE_WORDS = ['disease', 'mildew', 'blight', 'fungus', 'rot', 'spot'];

/** "What is eating my tomatoes?": the pests of its genus and the pest (or disease) tips. */
export const pestAnswer = aboutPlant((plant, _context, question) => {
  const pests = pestsOf(plant);
  const categories = hasAnyOf(question, DISEASE_WORDS) ? ['Disease Prevention'] : ['Pest Control'];
  const tips = categories.flatMap((category) => careTipsOf(plant, category));
  return answered([pests.Text, ...tipTexts(tips)].join(' '), [pests, ...tips]);
});

/** Pruning, deadheading, dividing or mulching, as the question asks. */
export const pruningAnswer = aboutPlant((plant, _context, question) => {
  const categories = [
    hasAnyOf(question, ['deadhead', 'deadheading']) && 'Deadheading',
    hasAnyOf(question, ['divide', 'dividing']) && 'Dividing',
    hasAnyOf(question, ['mulch', 'mulching']) && 'Mulching',
  ].filter((category): category is string => Boolean(category));
  return tipsAnswer(plant, categories.length > 0 ? categories : ['Pruning', 'Deadheading'], 'pruning');
});

export const harvestAnswer = aboutPlant((plant) => tipsAnswer(plant, ['Harvesting'], 'harvest'));

export const companionAnswer = aboutPlant((plant) => {
  const facts = companionsOf(plant);
  if (!plant.companions || plant.companions.Items.length === 0)
    return cannotAnswer(plant.companions?.Basis ?? REASONS.notInData, '', facts);
  return answered(facts.map((item) => item.Text).join(' '), facts);
});

/** A fact of the catalogue (size, flowers, toxicity), or the honest "not in our data". */
const catalogueFact = (read: (plant: ContextPlant) => ReturnType<typeof sizeOf>) =>
  aboutPlant((plant) => {
    const found = read(plant);
    return found ? answered(found.Text, [found]) : cannotAnswer(REASONS.notInData);
  });

export const sizeAnswer = catalogueFact(sizeOf);
export const bloomAnswer = catalogueFact(bloomOf);
export const toxicityAnswer = catalogueFact(toxicityOf);

/** "How do I look after it?": one tip of each care category. */
export const careAnswer = aboutPlant((plant) => {
  const seen = new Set<string>();
  const tips = plant.careTips.filter((tip) => !seen.has(tip.CareCategory) && seen.add(tip.CareCategory));
  if (tips.length === 0) return cannotAnswer(`Our care rules have no tips for ${commonName(plant)}.`);
  const facts = tips.flatMap((tip) => careTipsOf(plant, tip.CareCategory).slice(0, 1));
  return answered(facts.map((item) => item.Text).join('\n'), facts);
});
