import type { AiExpertFact } from '@thrive/shared/contracts';
import { betterZone } from './condition-answers';
import {
  bloomOf,
  companionsOf,
  fact,
  factorScore,
  fertilizerAdvice,
  frostDates,
  hardinessRange,
  overallScore,
  pestsOf,
  plantIdentity,
  scoreElsewhere,
  sizeOf,
  sunNeed,
  toxicityOf,
  waterNeed,
  yardHardiness,
  zoneConditions,
} from './context-facts';
import type { ExpertContext } from './expert-context';

/** A large garden is summed up: the prompt carries the facts of the question, not a whole yard. */
const ZONES_LISTED_MAX = 12;

function gardenFacts({ garden, zone }: ExpertContext): AiExpertFact[] {
  const zones = garden.zones.filter((other) => other.id !== zone?.id).slice(0, ZONES_LISTED_MAX);
  if (zones.length === 0) return [];
  return [
    fact(
      'zone',
      `The gardener's other zones: ${zones.map((other) => `${other.name} (yard ${other.yardName})`).join(', ')}.`,
    ),
  ];
}

/** Every fact of the context: what a chat service is given to ground its answer in. */
export function contextFacts(context: ExpertContext): AiExpertFact[] {
  const { plant, zone, score, yard } = context;
  const facts: (AiExpertFact | null)[] = [];
  if (plant)
    facts.push(
      plantIdentity(plant),
      sunNeed(plant),
      waterNeed(plant),
      hardinessRange(plant),
      sizeOf(plant),
      bloomOf(plant),
      toxicityOf(plant),
      pestsOf(plant),
    );
  if (zone) facts.push(zoneConditions(zone));
  if (yard) facts.push(yardHardiness(yard), frostDates(yard));
  if (plant && score)
    facts.push(
      factorScore(plant, score, 'sun', score.Sun),
      factorScore(plant, score, 'water', score.Water),
      factorScore(plant, score, 'hardiness', score.Freeze),
      overallScore(plant, score),
    );
  const better = plant && betterZone(plant, zone);
  if (plant && better) facts.push(scoreElsewhere(plant, better));
  if (plant)
    facts.push(
      ...fertilizerAdvice(plant, zone),
      ...plant.careTips
        .filter((tip) => tip.CareCategory !== 'Fertilizing')
        .map((tip) => fact('care-tip', `${tip.CareCategory}: ${tip.Body}`)),
      ...companionsOf(plant),
    );
  facts.push(...gardenFacts(context));
  return facts.filter((item): item is AiExpertFact => item !== null);
}

/**
 * The instructions and the gardener's facts. The facts come first in authority: they are what
 * the app shows the gardener, so an answer that contradicts them would contradict the app.
 */
export function systemPrompt(facts: readonly AiExpertFact[]): string {
  return [
    "You are Thrive Garden's garden expert, answering a home gardener inside the Thrive Garden app.",
    'Answer only questions about plants and gardening; politely decline anything else.',
    "Ground your answer in the facts below, from Thrive Garden's data about this gardener's garden. They are accurate: prefer them to general knowledge and never contradict them.",
    'When the facts and sound gardening knowledge cannot answer the question, say so plainly and suggest using "Ask the expert" to ask a human expert.',
    'Answer in a few short sentences of plain text, without tables or headings.',
    '',
    facts.length > 0 ? 'Facts:' : 'No facts about the garden are known for this question.',
    ...facts.map((item) => `- [${item.Kind}] ${item.Text}`),
  ].join('\n');
}
