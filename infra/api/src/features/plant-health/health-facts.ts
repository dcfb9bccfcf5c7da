import type { HealthFact, HealthFactKind } from '@thrive/shared/contracts';
import type { ThriveScore } from '@thrive/shared/thrive';
import type { HealthContext, HealthPlace } from './health-context';
import { frostSeason } from './frost-season';
import {
  listText,
  plantSunText,
  scoreName,
  sentences,
  soilWord,
  yardHardiness,
  zoneSunWords,
} from './health-wording';

/** "English Lavender (Lavandula angustifolia) needs full sun and dry soil. It is hardy in zones 5a to 9b." */
function plantFact(context: HealthContext): HealthFact {
  const { plant } = context;
  const needs = [
    plant.sun && plantSunText(plant),
    plant.water && `${soilWord(plant.waterId, plant.water)} soil`,
  ];
  const known = needs.filter((need): need is string => Boolean(need));
  const name = `${plant.commonName} (${plant.botanicalName})`;
  return {
    Kind: 'plant',
    Text: sentences(
      known.length > 0 ? `${name} needs ${listText(known)}` : name,
      plant.zoneLow && plant.zoneHigh && `It is hardy in zones ${plant.zoneLow} to ${plant.zoneHigh}`,
    ),
  };
}

/** "Bog in Home gets full sun and is wet. Home is in hardiness zone 7b." */
function zoneFact(place: HealthPlace): HealthFact {
  const offers = [
    place.sun && `gets ${zoneSunWords(place)}`,
    place.water && `is ${soilWord(place.waterId, place.water)}`,
  ].filter((offer): offer is string => Boolean(offer));
  const where = `${place.zoneName} in ${place.yardName}`;
  return {
    Kind: 'zone',
    Text: sentences(offers.length > 0 ? `${where} ${listText(offers)}` : where, yardHardiness(place)),
  };
}

function placeFacts(context: HealthContext, place: HealthPlace): HealthFact[] {
  const scored = (Kind: HealthFactKind, score: ThriveScore, tooltip: string): HealthFact => ({
    Kind,
    Text: sentences(
      `Thrive Scorecard, ${Kind} for ${context.plant.commonName} in ${place.zoneName}: ${scoreName(score)}`,
      tooltip,
    ),
  });
  const { Water, Sun, Freeze, Overall } = place.scores;
  const season = frostSeason(context.today, place.yardName, place.frost);
  return [
    zoneFact(place),
    scored('water', Water.Score, Water.Tooltip),
    scored('sun', Sun.Score, Sun.Tooltip),
    scored('freeze', Freeze.Score, Freeze.Tooltip),
    scored('overall', Overall.Score, Overall.Tooltip),
    ...(place.frost
      ? [{ Kind: 'frost' as const, Text: sentences(place.frost.explanation, season?.summary) }]
      : []),
  ];
}

function pestFact(context: HealthContext): HealthFact {
  const { plant, pests } = context;
  return {
    Kind: 'pests',
    Text:
      pests.length > 0
        ? `Pests that attack ${plant.genus} in our data: ${listText(pests.map((pest) => pest.name))}.`
        : `Our pest data names no pest that targets ${plant.genus}.`,
  };
}

/**
 * The facts the assessment reasoned from, for the gardener to check: what the plant needs,
 * what its zone offers, its SPEC §5 scores there with the §8 tooltips, the yard's frost
 * dates, and the pests our data links to its genus.
 */
export function healthFacts(context: HealthContext): HealthFact[] {
  return [
    plantFact(context),
    ...(context.place ? placeFacts(context, context.place) : []),
    pestFact(context),
  ];
}
