import type { AiExpertFact, AiFactKind, PlantZoneScore, ThriveFactor } from '@thrive/shared/contracts';
import { THRIVE_SCORE, type ThriveScore } from '@thrive/shared/thrive';
import { sizeText } from '../plant-details/care-tips';
import { attributeNames } from '../plant-details/plant-facts';
import { genusOf } from '../../reference-data/plant-pests';
import type { ContextPlant, ContextYard, ContextZone } from './expert-context';

/**
 * The facts an answer rests on, each one short sentence from our data. The embedded expert
 * cites those it used; a chat service is given them all (expert-prompt.ts).
 */
export const fact = (Kind: AiFactKind, Text: string): AiExpertFact => ({ Kind, Text });

const SCORE_WORDS: Record<ThriveScore, string> = {
  [THRIVE_SCORE.Good]: 'good',
  [THRIVE_SCORE.Borderline]: 'borderline',
  [THRIVE_SCORE.Poor]: 'poor',
  [THRIVE_SCORE.Unknown]: 'unknown',
};
export const scoreWord = (score: ThriveScore): string => SCORE_WORDS[score];

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
export const listText = (items: readonly string[], joiner = 'and') =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${joiner} ${items.at(-1)}`;

export const commonName = (plant: ContextPlant) => plant.facts.plant.commonName;

export function plantIdentity(plant: ContextPlant): AiExpertFact {
  const { plant: row, category } = plant.facts;
  const kind = [category.Name, row.lifecycle].filter(Boolean).join(', ');
  return fact('plant', `${row.commonName} (${row.botanicalName})${kind ? `: ${kind}` : ''}.`);
}

export function waterNeed(plant: ContextPlant): AiExpertFact | null {
  const { water } = plant.facts;
  if (!water.Name) return null;
  const how = String(water.extra.Description ?? '');
  return fact('plant', `${commonName(plant)} needs ${water.Name} soil${how ? ` (${lowerFirst(how)})` : ''}.`);
}

export function sunNeed(plant: ContextPlant): AiExpertFact | null {
  const { sun, altSun } = plant.facts;
  if (!sun.Name) return null;
  const how = String(sun.extra.Description ?? '');
  const also = altSun.Name ? `; it also grows in ${altSun.Name}` : '';
  return fact('plant', `${commonName(plant)} needs ${sun.Name}${how ? ` (${lowerFirst(how)})` : ''}${also}.`);
}

export function hardinessRange(plant: ContextPlant): AiExpertFact | null {
  const { zoneLow, zoneHigh } = plant.facts;
  if (!zoneLow.Name || !zoneHigh.Name) return null;
  return fact('plant', `${commonName(plant)} is hardy in zones ${zoneLow.Name} to ${zoneHigh.Name}.`);
}

export function zoneConditions(zone: ContextZone): AiExpertFact {
  const sun = zone.sun.Name || 'an unknown amount of sun';
  const water = zone.water.Name ? `${zone.water.Name} soil` : 'soil of unknown wetness';
  return fact('zone', `${zone.name} (yard ${zone.yardName}) has ${sun} and ${water}.`);
}

export function yardHardiness(yard: ContextYard): AiExpertFact {
  return fact(
    'zone',
    yard.hardinessZone
      ? `Your yard ${yard.name} is in hardiness zone ${yard.hardinessZone}.`
      : `The hardiness zone of your yard ${yard.name} is not set.`,
  );
}

type FactorName = 'sun' | 'water' | 'hardiness';

/** "In Zone B, English Lavender scores poor on water: this zone has too much water for this plant." */
export function factorScore(
  plant: ContextPlant,
  score: PlantZoneScore,
  name: FactorName,
  factor: ThriveFactor,
) {
  const why = factor.Score === THRIVE_SCORE.Good ? '' : `: ${lowerFirst(factor.Tooltip).replace(/\.$/, '')}`;
  return fact(
    'score',
    `In ${score.ZoneName}, ${commonName(plant)} scores ${scoreWord(factor.Score)} on ${name}${why}.`,
  );
}

export function overallScore(plant: ContextPlant, score: PlantZoneScore): AiExpertFact {
  return fact(
    'score',
    `Overall, ${commonName(plant)} scores ${scoreWord(score.Overall.Score)} in ${score.ZoneName}: ${sentence(lowerFirst(score.Overall.Tooltip))}`,
  );
}

export function scoreElsewhere(plant: ContextPlant, score: PlantZoneScore): AiExpertFact {
  return fact(
    'score',
    `${commonName(plant)} would score ${scoreWord(score.Overall.Score)} in ${score.ZoneName} (yard ${score.YardName}).`,
  );
}

export function frostDates(yard: ContextYard): AiExpertFact | null {
  const { frost } = yard;
  if (frost.Source === 'none') return null;
  return fact('frost', `Your yard ${yard.name}: ${frost.Explanation}`);
}

/** The plant's care tips of one care category ('Watering', 'Pruning' ...). */
export const careTipsOf = (plant: ContextPlant, category: string): AiExpertFact[] =>
  plant.careTips
    .filter((tip) => tip.CareCategory === category)
    .map((tip) => fact('care-tip', `${tip.CareCategory}: ${tip.Body}`));

export function fertilizerAdvice(plant: ContextPlant, zone: ContextZone | null): AiExpertFact[] {
  const { advice, recommended, given } = plant.fertilizer;
  const facts = [fact('care-tip', `Fertilizing ${commonName(plant)}: ${advice}`)];
  if (recommended.length > 0)
    facts.push(
      fact('care-tip', `Fertilizers that suit ${commonName(plant)}: ${listText(recommended, 'or')}.`),
    );
  if (zone && given) facts.push(fact('zone', `In ${zone.name} you give it ${given}.`));
  return facts;
}

export function pestsOf(plant: ContextPlant): AiExpertFact {
  const pests = attributeNames(plant.facts, 'pests');
  const genus = genusOf(plant.facts.plant.botanicalName);
  return pests.length > 0
    ? fact('pest', `Pests that attack ${genus} plants such as ${commonName(plant)}: ${listText(pests)}.`)
    : fact('pest', `Our pest list names no pest that attacks ${genus} plants in particular.`);
}

export function sizeOf(plant: ContextPlant): AiExpertFact | null {
  const { heightMinIn, heightMaxIn, spreadMinIn, spreadMaxIn } = plant.facts.plant;
  const parts = [
    heightMinIn !== null &&
      heightMaxIn !== null &&
      `${sizeText({ min: heightMinIn, max: heightMaxIn })} tall`,
    spreadMinIn !== null &&
      spreadMaxIn !== null &&
      `${sizeText({ min: spreadMinIn, max: spreadMaxIn })} wide`,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? fact('plant', `${commonName(plant)} grows ${listText(parts)}.`) : null;
}

export function bloomOf(plant: ContextPlant): AiExpertFact | null {
  const times = attributeNames(plant.facts, 'flower-times');
  const colors = plant.facts.plant.bloomColors;
  if (times.length === 0 && colors.length === 0) return null;
  const name = commonName(plant);
  const colorText = listText(colors);
  if (times.length === 0) return fact('plant', `${name} has ${colorText} flowers.`);
  const when = listText(times.map((time) => time.toLowerCase()));
  return fact('plant', `${name} flowers: ${when}${colors.length > 0 ? ` (${colorText})` : ''}.`);
}

export function toxicityOf(plant: ContextPlant): AiExpertFact {
  const poisonous = attributeNames(plant.facts, 'poisonous');
  return poisonous.length > 0
    ? fact(
        'plant',
        `${commonName(plant)} is listed as ${listText(poisonous.map((name) => name.toLowerCase()))}.`,
      )
    : fact('plant', `${commonName(plant)} is not listed as poisonous in our data.`);
}

export function companionsOf(plant: ContextPlant): AiExpertFact[] {
  const { companions } = plant;
  if (!companions) return [];
  const names = companions.Items.slice(0, 6).map((item) => item.CommonName);
  return [
    ...(names.length > 0 ? [fact('plant', `Companions for ${commonName(plant)}: ${listText(names)}.`)] : []),
    fact('plant', companions.Basis),
  ];
}
