import { eq } from 'drizzle-orm';
import type { CareTip, Companions, PlantZoneScore, YardFrostDates } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import type { MediaUrls } from '../common/media-urls';
import { yardFrostDates } from '../care-calendar/yard-frost-dates';
import { zoneLabelOf } from '../care-calendar/rule-match';
import { plantCareTips } from '../plant-details/plant-care-tips';
import { plantFacts, type PlantFacts } from '../plant-details/plant-facts';
import { fertilizerRuleFor } from '../plant-details/fertilizer-rules';
import { fertilizerFactsOf } from '../plant-details/plant-fertilizer';
import { suggestedCompanions } from '../plant-lists/companions';
import { fertilizerOptions, listItems } from '../common/reference-lists';
import { loadGarden, type Garden, type GardenZone } from '../thrive/garden-plants';
import { plantThriveScorecard } from '../thrive/plant-thrive-scorecard';
import type { NamedPlant } from './catalogue-names';
import {
  choosePlant,
  namedZone,
  zoneItGrowsIn,
  type ChosenPlant,
  type PlantChoice,
  type ZoneChoice,
} from './context-choices';
import type { Intent } from './question-intents';
import type { QuestionWords } from './question-words';

/** A sun or water requirement by its reference list: "Dry", "Let the soil dry out ...". */
interface Condition {
  Id: number;
  Name: string;
  Description: string;
}

export interface ContextZone {
  id: number;
  name: string;
  yardId: number;
  yardName: string;
  sun: Condition;
  water: Condition;
  chosen: ZoneChoice;
}

export interface ContextYard {
  id: number;
  name: string;
  /** '7b', or '' when not known. */
  hardinessZone: string;
  /** Its id in the hardiness zones list (0: not known), as scoring reads it. */
  hardinessZoneId: number;
  frost: YardFrostDates;
}

export interface ContextPlant {
  facts: PlantFacts;
  chosen: PlantChoice;
  namedAs: string;
  careTips: CareTip[];
  /** The fertilizer rules' advice for it, the options they recommend, and the one given it in the zone. */
  fertilizer: { advice: string; recommended: string[]; given: string };
  /** How it would do in each of the gardener's zones, best first (the Thrive Scorecard). */
  zoneScores: PlantZoneScore[];
  /** Only when the question asks for companions: they take a search of the catalogue. */
  companions: Companions | null;
}

/** Everything an expert may answer from: the gardener's own data and the catalogue's. */
export interface ExpertContext {
  plant: ContextPlant | null;
  zone: ContextZone | null;
  /** The plant's scores in the zone, when both are known. */
  score: PlantZoneScore | null;
  /** The zone's yard, else the gardener's default (or only) yard. */
  yard: ContextYard | null;
  garden: Garden;
}

export interface ContextRequest {
  userId: number;
  question: QuestionWords;
  intents: readonly Intent[];
  /** Checked already: a catalogue plant, one of the gardener's zones, or 0. */
  plantId: number;
  zoneId: number;
  /** Catalogue plants the question names (the relatedness check found them). */
  named: readonly NamedPlant[];
}

async function conditions(db: Database) {
  const [sun, water] = await Promise.all([
    listItems(db, 'sun-requirements'),
    listItems(db, 'water-requirements'),
  ]);
  const of =
    (items: typeof sun) =>
    (id: number): Condition => {
      const item = items.find((candidate) => candidate.Id === id);
      return { Id: id, Name: item?.Name ?? '', Description: String(item?.Description ?? '') };
    };
  return { sun: of(sun), water: of(water) };
}

/** What is read of the plant before its zone is known (its scores tell which zone). */
async function loadPlant(
  db: Database,
  userId: number,
  chosen: ChosenPlant,
): Promise<
  Omit<ContextPlant, 'fertilizer' | 'companions'> & {
    rule: { advice: string; recommended: readonly number[] };
  }
> {
  const { plantId } = chosen;
  const [facts, careTips, zoneScores] = await Promise.all([
    plantFacts(db, plantId),
    plantCareTips(db, plantId),
    plantThriveScorecard(db, userId, { PlantId: plantId, YardId: 0 }),
  ]);
  return {
    facts,
    chosen: chosen.how,
    namedAs: chosen.namedAs,
    careTips,
    zoneScores,
    rule: fertilizerRuleFor(fertilizerFactsOf(facts)),
  };
}

/** The fertilizer advice and, once the zone is known, what it is given there and its companions. */
async function completePlant(
  db: Database,
  mediaUrls: MediaUrls,
  request: ContextRequest,
  { rule, ...plant }: Awaited<ReturnType<typeof loadPlant>>,
  garden: Garden,
  zoneId: number,
): Promise<ContextPlant> {
  const plantId = plant.facts.plant.id;
  const options = await fertilizerOptions(db);
  const nameOf = (id: number) => options.find((option) => option.Id === id)?.Name ?? '';
  const givenId =
    garden.plants.find((growing) => growing.plantId === plantId && growing.zoneId === zoneId)?.fertilizerId ??
    0;
  const companions = request.intents.includes('companions')
    ? await suggestedCompanions(db, mediaUrls, request.userId, plantId, zoneId)
    : null;
  return {
    ...plant,
    fertilizer: { advice: rule.advice, recommended: rule.recommended.map(nameOf), given: nameOf(givenId) },
    companions,
  };
}

async function defaultYardId(db: Database, userId: number, garden: Garden): Promise<number> {
  const [user] = await db.select({ id: users.defaultYardId }).from(users).where(eq(users.id, userId));
  const known = garden.yards.find((yard) => yard.id === user?.id);
  return known?.id ?? garden.yards[0]?.id ?? 0;
}

async function loadYard(
  db: Database,
  userId: number,
  garden: Garden,
  yardId: number,
): Promise<ContextYard | null> {
  const yard = garden.yards.find((candidate) => candidate.id === yardId);
  if (!yard) return null;
  return {
    id: yard.id,
    name: yard.name,
    hardinessZone: zoneLabelOf(yard.hardinessZoneId),
    hardinessZoneId: yard.hardinessZoneId,
    frost: await yardFrostDates(db, userId, yard.id),
  };
}

/**
 * Gathers what the question can be answered from, with the services the screens use (the
 * Thrive Scorecard, care tips, fertilizer rules, frost dates, companions), so an answer never
 * says other than what the gardener sees elsewhere in the app.
 */
export async function loadExpertContext(
  db: Database,
  mediaUrls: MediaUrls,
  request: ContextRequest,
): Promise<ExpertContext> {
  const [garden, names] = await Promise.all([loadGarden(db, request.userId), conditions(db)]);
  let zone: GardenZone | null = garden.zoneById.get(request.zoneId) ?? null;
  let zoneChoice: ZoneChoice = 'given';
  if (!zone) {
    zone = namedZone(garden, request.question);
    zoneChoice = 'named';
  }
  const chosen: ChosenPlant | null = request.plantId
    ? { plantId: request.plantId, how: 'given', namedAs: '' }
    : choosePlant(garden, request.question, request.named, zone?.id ?? 0);
  const read = chosen ? await loadPlant(db, request.userId, chosen) : null;
  if (!zone && read) {
    zone = zoneItGrowsIn(garden, read.zoneScores);
    zoneChoice = 'grows-there';
  }
  const plant = read ? await completePlant(db, mediaUrls, request, read, garden, zone?.id ?? 0) : null;
  const yardId = zone?.yardId ?? (await defaultYardId(db, request.userId, garden));
  return {
    plant,
    zone: zone && {
      id: zone.id,
      name: zone.name,
      yardId: zone.yardId,
      yardName: zone.yardName,
      sun: names.sun(zone.sunRequirementId),
      water: names.water(zone.waterRequirementId),
      chosen: zoneChoice,
    },
    score: (zone && plant?.zoneScores.find((score) => score.ZoneId === zone.id)) ?? null,
    yard: await loadYard(db, request.userId, garden, yardId),
    garden,
  };
}
