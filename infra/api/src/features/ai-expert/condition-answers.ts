import type { PlantZoneScore, ThriveFactor } from '@thrive/shared/contracts';
import { freezeDirection, freezeScore, overallRank, THRIVE_SCORE } from '@thrive/shared/thrive';
import { attributeNames } from '../plant-details/plant-facts';
import {
  answered,
  cannotAnswer,
  REASONS,
  tipTexts,
  type AnswerPart,
  type PartAnswerer,
} from './answer-parts';
import {
  careTipsOf,
  commonName,
  factorScore,
  hardinessRange,
  listText,
  overallScore,
  pestsOf,
  scoreElsewhere,
  scoreWord,
  sunNeed,
  waterNeed,
  yardHardiness,
  zoneConditions,
} from './context-facts';
import type { ContextPlant, ContextZone, ExpertContext } from './expert-context';

/*
 * Answers about growing conditions: why a plant does poorly where it is, where it would do
 * better, its water, sun and winters. All of it from the Thrive Scorecard's scores, so the
 * answer says what the scorecard shows.
 */

const lower = (text: string) => text.toLowerCase();
type Factor = { name: 'sun' | 'water' | 'hardiness'; factor: ThriveFactor };

/** Why one poor factor is poor, in the plant's and the zone's own terms. */
function whyPoor(context: ExpertContext, plant: ContextPlant, zone: ContextZone, { name, factor }: Factor) {
  const { facts } = plant;
  const yard = context.yard;
  if (name === 'water') {
    const amount = factor.Direction === 'too-much' ? 'too much' : 'too little';
    return `it needs ${lower(facts.water.Name)} soil and ${zone.name} is ${lower(zone.water.Name)}, so it gets ${amount} water`;
  }
  if (name === 'sun') {
    const amount = factor.Direction === 'too-much' ? 'too much' : 'too little';
    return `it needs ${lower(facts.sun.Name)} and ${zone.name} gets ${lower(zone.sun.Name)}, so it gets ${amount} sun`;
  }
  const where = yard ? `your yard ${yard.name} is in zone ${yard.hardinessZone}` : 'your yard';
  return factor.Direction === 'too-cold'
    ? `it is hardy only down to zone ${facts.zoneLow.Name} and ${where}, so its winters are too cold for it`
    : `it grows only up to zone ${facts.zoneHigh.Name} and ${where}, so it is too warm for it`;
}

/**
 * "Move here": the zone of the gardener's where the plant scores best (the scorecard lists
 * them best first), when that is better than where it is. Null when none is.
 */
export function betterZone(plant: ContextPlant, here: ContextZone | null): PlantZoneScore | null {
  const best = plant.zoneScores[0];
  if (!best || best.ZoneId === here?.id) return null;
  if (best.Overall.Score !== THRIVE_SCORE.Good && best.Overall.Score !== THRIVE_SCORE.Borderline) return null;
  const hereScore = here && plant.zoneScores.find((score) => score.ZoneId === here.id);
  if (hereScore && overallRank(best.Overall.Score) >= overallRank(hereScore.Overall.Score)) return null;
  return best;
}

const moveHere = (best: PlantZoneScore) =>
  `Consider moving it to ${best.ZoneName} (yard ${best.YardName}), where it would score ${scoreWord(best.Overall.Score)}: Move here on its Thrive Scorecard does it in one step.`;

function scoredDiagnosis(
  context: ExpertContext,
  plant: ContextPlant,
  zone: ContextZone,
  score: PlantZoneScore,
) {
  const name = commonName(plant);
  const factors: Factor[] = [
    { name: 'sun', factor: score.Sun },
    { name: 'water', factor: score.Water },
    { name: 'hardiness', factor: score.Freeze },
  ];
  const poor = factors.filter(({ factor }) => factor.Score === THRIVE_SCORE.Poor);
  const good = factors.filter(({ factor }) => factor.Score === THRIVE_SCORE.Good).map((f) => f.name);
  const unknown = factors.filter(({ factor }) => factor.Score === THRIVE_SCORE.Unknown).map((f) => f.name);
  const facts = [
    ...factors.map(({ name: factorName, factor }) => factorScore(plant, score, factorName, factor)),
    overallScore(plant, score),
    zoneConditions(zone),
    waterNeed(plant),
    sunNeed(plant),
    hardinessRange(plant),
  ];
  if (poor.length === 0 && unknown.length === 0) {
    const tips = careTipsOf(plant, 'Watering').slice(0, 1);
    const pests = attributeNames(plant.facts, 'pests');
    const pestHint = pests.length > 0 ? ` such as ${listText(pests.map(lower))}` : '';
    const text = [
      `By our data your ${name} should thrive in ${zone.name}: its sun, water and hardiness all suit it there.`,
      `If it still struggles, the cause is not in our data: look it over for pests${pestHint} and check its watering. ${tipTexts(tips).join(' ')}`,
    ].join(' ');
    return answered(text.trim(), [...facts, pestsOf(plant), ...tips]);
  }
  const sentences = poor.map(
    (item) =>
      `Your ${name} scores poor on ${item.name} in ${zone.name}: ${whyPoor(context, plant, zone, item)}.`,
  );
  if (good.length > 0) sentences.push(`Its ${listText(good)} suit${good.length === 1 ? 's' : ''} it there.`);
  if (unknown.length > 0)
    sentences.push(
      `I can't score its ${listText(unknown)} there: the zone or the plant lacks that information.`,
    );
  const best = betterZone(plant, zone);
  if (best) sentences.push(moveHere(best));
  else if (poor.length > 0) sentences.push(`None of your other zones suits it better.`);
  return answered(sentences.join(' '), [...facts, best && scoreElsewhere(plant, best)]);
}

/** "Why is my lavender doing badly in Zone B?" */
export const diagnose: PartAnswerer = (context) => {
  const { plant, zone, score } = context;
  if (!plant) return cannotAnswer(REASONS.noPlant);
  if (!zone || !score) {
    const needs = [sunNeed(plant), waterNeed(plant), hardinessRange(plant)];
    const text = needs.map((item) => item?.Text ?? '').join(' ');
    return cannotAnswer(REASONS.noZone, text.trim(), needs);
  }
  return scoredDiagnosis(context, plant, zone, score);
};

/** "Where should I move it?": the best of the gardener's zones for it. */
export const whereToMove: PartAnswerer = (context) => {
  const { plant, zone } = context;
  if (!plant) return cannotAnswer(REASONS.noPlant);
  const best = plant.zoneScores[0];
  if (!best) return cannotAnswer(REASONS.noZones);
  const name = commonName(plant);
  const word = scoreWord(best.Overall.Score);
  const here = zone && plant.zoneScores.find((score) => score.ZoneId === zone.id);
  if (here && overallRank(here.Overall.Score) <= overallRank(best.Overall.Score))
    return answered(
      `${zone.name} is already the best of your zones for ${name}: it scores ${scoreWord(here.Overall.Score)} there.`,
      [scoreElsewhere(plant, here)],
    );
  const better = betterZone(plant, zone);
  if (better)
    return answered(
      `The best of your zones for ${name} is ${better.ZoneName} (yard ${better.YardName}), where it would score ${word}. Move here on its Thrive Scorecard moves it in one step.`,
      [scoreElsewhere(plant, better), ...(here ? [scoreElsewhere(plant, here)] : [])],
    );
  const needs = [sunNeed(plant), waterNeed(plant), hardinessRange(plant)];
  return answered(
    `None of your zones suits ${name}: the best, ${best.ZoneName}, scores ${word}. ${needs.map((item) => item?.Text ?? '').join(' ')}`.trim(),
    [scoreElsewhere(plant, best), ...needs],
  );
};

/** Water or sun: what the plant needs, what the zone gives, and the watering tip. */
function conditionAnswer(kind: 'water' | 'sun'): PartAnswerer {
  return (context) => {
    const { plant, zone, score } = context;
    if (!plant) return cannotAnswer(REASONS.noPlant);
    const need = kind === 'water' ? waterNeed(plant) : sunNeed(plant);
    if (!need) return cannotAnswer(REASONS.notInData);
    const tips = kind === 'water' ? careTipsOf(plant, 'Watering') : [];
    const scored =
      zone && score ? factorScore(plant, score, kind, kind === 'water' ? score.Water : score.Sun) : null;
    const text = [need.Text, scored?.Text ?? '', ...tipTexts(tips)].filter(Boolean).join(' ');
    return answered(text, [need, zone && zoneConditions(zone), scored, ...tips]);
  };
}
export const waterAnswer = conditionAnswer('water');
export const sunAnswer = conditionAnswer('sun');

/** "Will it survive the winter here?": its hardiness range against the yard's zone. */
export const hardinessAnswer: PartAnswerer = (context): AnswerPart => {
  const { plant, yard } = context;
  if (!plant) return cannotAnswer(REASONS.noPlant);
  const range = hardinessRange(plant);
  if (!range) return cannotAnswer(REASONS.notInData);
  const tips = careTipsOf(plant, 'Winter Protection');
  if (!yard || !yard.hardinessZone)
    return answered(
      `${range.Text} Set your yard's ZIP code or hardiness zone and I can tell whether its winters suit it. ${tipTexts(tips).join(' ')}`.trim(),
      [range, yard && yardHardiness(yard), ...tips],
    );
  const requirements = { ZoneLowId: plant.facts.plant.zoneLowId, ZoneHighId: plant.facts.plant.zoneHighId };
  const yardZone = { yardHardinessZoneId: yard.hardinessZoneId };
  const name = commonName(plant);
  const fits = freezeScore(requirements, yardZone) === THRIVE_SCORE.Good;
  const verdict = fits
    ? `so ${name} should survive its winters.`
    : freezeDirection(requirements, yardZone) === 'too-cold'
      ? `colder than ${name} can take: grow it in a pot you can bring in for the winter, or choose a hardier plant.`
      : `warmer than ${name} likes: it may miss the winter chill it needs.`;
  const text = `${range.Text} Your yard ${yard.name} is in zone ${yard.hardinessZone}, ${verdict} ${tipTexts(tips).join(' ')}`;
  return answered(text.trim(), [range, yardHardiness(yard), ...tips]);
};
