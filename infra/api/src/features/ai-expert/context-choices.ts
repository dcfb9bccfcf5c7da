import type { PlantZoneScore } from '@thrive/shared/contracts';
import { overallRank } from '@thrive/shared/thrive';
import type { Garden, GardenZone } from '../thrive/garden-plants';
import { plantNameKey } from '../plant-search/plant-name-key';
import { byCertainty, namedBy, type NamedPlant } from './catalogue-names';
import { hasPhraseOrSingular, type QuestionWords } from './question-words';

/** How the answer came to be about a plant. */
export type PlantChoice =
  | 'given' // chosen in the app (PlantId)
  | 'garden' // named in the question, and it grows in the gardener's zones
  | 'catalogue' // named in the question, from the catalogue
  | 'only-in-zone'; // the one plant of the zone asked about

/** How the answer came to be about a zone. */
export type ZoneChoice = 'given' | 'named' | 'grows-there';

export interface ChosenPlant {
  plantId: number;
  how: PlantChoice;
  /** The words of the question that named it ('' when not named). */
  namedAs: string;
}

/**
 * Which plant a question is about when none was chosen: one of the gardener's own that it
 * names (in the zone asked about first), else a catalogue plant it names, else the only plant
 * of the zone asked about. Null when none can be told.
 */
export function choosePlant(
  garden: Garden,
  question: QuestionWords,
  catalogueNamed: readonly NamedPlant[],
  zoneId: number,
): ChosenPlant | null {
  const own = garden.plants
    .flatMap((plant) => {
      const named = namedBy(question, {
        id: plant.plantId,
        commonName: plant.commonName,
        botanicalName: plant.botanicalName,
        otherNames: catalogueNamed.find((other) => other.id === plant.plantId)?.otherNames ?? [],
      });
      return named ? [{ named, inZone: plant.zoneId === zoneId }] : [];
    })
    .sort((a, b) => Number(b.inZone) - Number(a.inZone) || byCertainty(a.named, b.named));
  if (own[0]) return { plantId: own[0].named.id, how: 'garden', namedAs: own[0].named.words };
  const [named] = catalogueNamed;
  if (named) return { plantId: named.id, how: 'catalogue', namedAs: named.words };
  const inZone = new Set(
    garden.plants.filter((plant) => plant.zoneId === zoneId).map((plant) => plant.plantId),
  );
  if (inZone.size === 1) return { plantId: [...inZone][0]!, how: 'only-in-zone', namedAs: '' };
  return null;
}

/** The gardener's zone whose name the question uses, the longest name first ("Zone B2" over "Zone B"). */
export function namedZone(garden: Garden, question: QuestionWords): GardenZone | null {
  const named = garden.zones
    .map((zone) => ({ zone, key: plantNameKey(zone.name) }))
    .filter(({ key }) => key !== '' && hasPhraseOrSingular(question, key))
    .sort((a, b) => b.key.length - a.key.length);
  return named[0]?.zone ?? null;
}

/**
 * The zone the plant grows in, when the gardener did not say: the only one, or of several the
 * one where it scores worst (a question about a plant doing badly is about that one).
 */
export function zoneItGrowsIn(garden: Garden, zoneScores: readonly PlantZoneScore[]): GardenZone | null {
  const growing = zoneScores.filter((score) => score.PlantZoneId > 0 && garden.zoneById.has(score.ZoneId));
  const worst = growing.sort(
    (a, b) => overallRank(b.Overall.Score) - overallRank(a.Overall.Score) || a.ZoneId - b.ZoneId,
  )[0];
  return worst ? garden.zoneById.get(worst.ZoneId)! : null;
}
