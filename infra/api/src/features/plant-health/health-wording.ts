import { symptomName, type PlantSymptom } from '@thrive/shared/contracts';
import { THRIVE_SCORE, type FactorScore, type ThriveScore } from '@thrive/shared/thrive';
import type { HealthPlace, HealthPlant } from './health-context';

/*
 * How the assessment words the facts it cites, so that every sentence about a plant's need
 * or a zone's condition reads the same wherever it appears.
 */

/** Water requirement ids run dry -> wet (DESIGN §7); each as soil is described. */
const SOIL_WORDS: Record<number, string> = {
  1: 'dry',
  2: 'dry to medium',
  3: 'evenly moist',
  4: 'moist to wet',
  5: 'wet',
};

const lower = (text: string) => text.toLowerCase();

export const soilWord = (waterId: number, name: string): string => SOIL_WORDS[waterId] ?? lower(name);

/** "a, b and c". */
export function listText(items: readonly string[]): string {
  if (items.length < 2) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** "yellowing leaves and wilting": symptoms as they sit in a sentence. */
export const symptomsText = (symptoms: readonly PlantSymptom[]): string =>
  listText(symptoms.map((symptom) => lower(symptomName(symptom))));

/** A sentence from SPEC's texts, some of which have no full stop. */
export const asSentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The sun a plant needs: "full sun", "part sun to full sun", "sun or shade". */
export function plantSunText(plant: HealthPlant): string {
  const range = (name: string) => (name === 'Sun to Shade' ? 'sun or shade' : lower(name));
  if (!plant.sun) return '';
  return plant.altSun && plant.altSun !== plant.sun
    ? `${range(plant.sun)} to ${range(plant.altSun)}`
    : range(plant.sun);
}

/** "English Lavender needs dry soil" ('' when the need is not known). */
export const waterNeed = (plant: HealthPlant): string =>
  plant.water ? `${plant.commonName} needs ${soilWord(plant.waterId, plant.water)} soil` : '';

/** "Bog is wet". */
export const zoneWater = (place: HealthPlace): string =>
  `${place.zoneName} is ${soilWord(place.waterId, place.water)}`;

/** "English Lavender needs full sun". */
export const sunNeed = (plant: HealthPlant): string =>
  plant.sun ? `${plant.commonName} needs ${plantSunText(plant)}` : '';

/** The sun a zone gets: "full sun", "sun and shade". */
export const zoneSunWords = (place: HealthPlace): string =>
  place.sun === 'Sun to Shade' ? 'sun and shade' : lower(place.sun);

/** "Bog gets full sun". */
export const zoneSun = (place: HealthPlace): string => `${place.zoneName} gets ${zoneSunWords(place)}`;

/** "English Lavender is hardy in zones 5a to 9b". */
export const hardiness = (plant: HealthPlant): string =>
  plant.zoneLow && plant.zoneHigh
    ? `${plant.commonName} is hardy in zones ${plant.zoneLow} to ${plant.zoneHigh}`
    : '';

/** "Home is in hardiness zone 7b". */
export const yardHardiness = (place: HealthPlace): string =>
  place.hardinessZone ? `${place.yardName} is in hardiness zone ${place.hardinessZone}` : '';

/** A score as the Thrive Scorecard names it. */
export function scoreName(score: ThriveScore | FactorScore): string {
  if (score === THRIVE_SCORE.Good) return 'good';
  if (score === THRIVE_SCORE.Poor) return 'poor';
  if (score === THRIVE_SCORE.Borderline) return 'borderline';
  return 'unknown';
}

/** Sentences joined, each once, none empty. */
export const sentences = (...parts: (string | false | null | undefined)[]): string =>
  [...new Set(parts.filter((part): part is string => Boolean(part)).map(asSentence))].join(' ');
