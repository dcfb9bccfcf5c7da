import type { AiExpertFact } from '@thrive/shared/contracts';
import { REASONS, type AnswerPart, type PartAnswerer } from './answer-parts';
import {
  bloomAnswer,
  careAnswer,
  companionAnswer,
  fertilizerAnswer,
  frostAnswer,
  harvestAnswer,
  pestAnswer,
  pruningAnswer,
  sizeAnswer,
  toxicityAnswer,
} from './care-answers';
import { diagnose, hardinessAnswer, sunAnswer, waterAnswer, whereToMove } from './condition-answers';
import { commonName, listText, plantIdentity } from './context-facts';
import type { ExpertContext } from './expert-context';
import type { ExpertAnswerStream, ExpertProvider } from './expert-provider';
import { questionIntents, type Intent } from './question-intents';
import { questionWords } from './question-words';

const ANSWERERS: Record<Intent, PartAnswerer> = {
  diagnose,
  move: whereToMove,
  water: waterAnswer,
  sun: sunAnswer,
  hardiness: hardinessAnswer,
  frost: frostAnswer,
  fertilizer: fertilizerAnswer,
  pests: pestAnswer,
  pruning: pruningAnswer,
  companions: companionAnswer,
  harvest: harvestAnswer,
  size: sizeAnswer,
  bloom: bloomAnswer,
  toxicity: toxicityAnswer,
  care: careAnswer,
};

/** More would bury the answer: a diagnosis already covers sun, water and winters. */
const MAX_PARTS = 3;

const CANNOT_ANSWER = "I can't answer that from Thrive Garden's data.";
const ASK_THE_EXPERT = 'Our expert can: use Ask the expert.';

interface ComposedAnswer {
  text: string;
  facts: AiExpertFact[];
  canAnswer: boolean;
  reason: string;
}

function whatICanAnswer(context: ExpertContext): string {
  const about = context.plant ? commonName(context.plant) : 'a plant';
  return `I can tell you about ${about}: its water, sun and hardiness, your frost dates, feeding, pests, pruning, companions, size, flowers, whether it is poisonous, and which of your zones suits it best.`;
}

/** Says which plant was meant when the question named it loosely ("lavender"). */
function preface(context: ExpertContext): string {
  const { plant, zone } = context;
  if (!plant) return '';
  const { commonName: name, botanicalName } = plant.facts.plant;
  if (plant.chosen === 'catalogue' && plant.namedAs !== name.toLowerCase())
    return `I took “${plant.namedAs}” to mean ${name} (${botanicalName}).`;
  if (plant.chosen === 'only-in-zone' && zone) return `${name} is the plant in ${zone.name}.`;
  const growsIn = plant.zoneScores.filter((score) => score.PlantZoneId > 0).map((score) => score.ZoneName);
  if (zone?.chosen === 'grows-there' && growsIn.length > 1)
    return `Your ${name} grows in ${listText(growsIn)}; this is about ${zone.name}, where it does worst.`;
  return '';
}

const uniqueFacts = (facts: AiExpertFact[]) => {
  const seen = new Set<string>();
  return facts.filter((item) => !seen.has(item.Text) && seen.add(item.Text));
};

/**
 * The embedded expert's answer: each thing the question asks (question-intents.ts) answered
 * from the context, with the facts it used. What our data cannot answer it says so, with what
 * is missing, and points to the human expert, rather than guess.
 */
function composeAnswer(context: ExpertContext, question: string): ComposedAnswer {
  const words = questionWords(question);
  const intents = questionIntents(words).slice(0, MAX_PARTS);
  const parts: AnswerPart[] = intents.map((intent) => ANSWERERS[intent](context, words));
  const canAnswer = parts.some((part) => part.answered);
  const reason = canAnswer ? '' : (parts.find((part) => part.reason)?.reason ?? REASONS.notInData);
  const paragraphs = [preface(context), ...parts.map((part) => part.text)].filter(Boolean);
  if (!canAnswer) paragraphs.push(`${CANNOT_ANSWER} ${reason} ${whatICanAnswer(context)} ${ASK_THE_EXPERT}`);
  const identity = context.plant && context.plant.chosen !== 'given' ? [plantIdentity(context.plant)] : [];
  return {
    text: paragraphs.join('\n\n'),
    facts: uniqueFacts([...identity, ...parts.flatMap((part) => part.facts)]),
    canAnswer,
    reason,
  };
}

/** Sentences, each as one piece of the stream (with the space or break that follows it). */
const pieces = (text: string) => text.match(/[^.!?\n]+(?:[.!?]+|$)\s*|\n+/g) ?? [text];

/** The default expert: works offline, from our data only. */
export const embeddedExpert: ExpertProvider = {
  method: 'embedded',
  model: '',
  answer(context, question): ExpertAnswerStream {
    const composed = composeAnswer(context, question);
    return {
      facts: composed.facts,
      canAnswer: composed.canAnswer,
      reason: composed.reason,
      async *[Symbol.asyncIterator]() {
        yield* pieces(composed.text);
      },
    };
  },
};
