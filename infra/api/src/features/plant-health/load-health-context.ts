import { z } from 'zod';
import type { PlantSymptom } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { genusOf, PESTS_LIST } from '../../reference-data/plant-pests';
import { yardFrostDates } from '../care-calendar/yard-frost-dates';
import { zoneLabelOf } from '../care-calendar/rule-match';
import { careTips, careTipTemplateSchema } from '../plant-details/care-tips';
import { carePlantOf } from '../plant-details/plant-care-tips';
import { plantFacts, type PlantFacts } from '../plant-details/plant-facts';
import { listItems } from '../common/reference-lists';
import { loadGarden } from '../thrive/garden-plants';
import { gardenScorer, loadSunPx } from '../thrive/garden-scorer';
import { ownedYard } from '../common/owned-yard';
import type { HealthCareTip, HealthContext, HealthPest, HealthPlace, HealthPlant } from './health-context';
import type { HealthSubject } from './health-subject';

const nameById = async (db: Database, list: string) =>
  new Map((await listItems(db, list)).map((item) => [item.Id, item.Name]));

function healthPlant(facts: PlantFacts): HealthPlant {
  return {
    commonName: facts.plant.commonName,
    botanicalName: facts.plant.botanicalName,
    genus: genusOf(facts.plant.botanicalName),
    sun: facts.sun.Name,
    altSun: facts.altSun.Name,
    waterId: facts.plant.waterRequirementId,
    water: facts.water.Name,
    zoneLow: facts.zoneLow.Name,
    zoneHigh: facts.zoneHigh.Name,
  };
}

/** The pests our data links to the plant's genus, with their scientific names. */
async function genusPests(db: Database, facts: PlantFacts): Promise<HealthPest[]> {
  const linked = facts.attributes.get(PESTS_LIST) ?? [];
  if (linked.length === 0) return [];
  const known = new Map((await listItems(db, PESTS_LIST)).map((item) => [item.Id, item]));
  return linked.map(({ Id, Name }) => ({
    id: Id,
    name: Name,
    scientificName: String(known.get(Id)?.ScientificName ?? ''),
  }));
}

/**
 * The plant's own care tips (GET CareTips), each with its Group: the templates are run a
 * Group at a time, so that a cause can take the tip of its Group alone.
 */
async function plantCareTips(db: Database, facts: PlantFacts): Promise<HealthCareTip[]> {
  const [rawTemplates, categories] = await Promise.all([
    listItems(db, 'care-tips'),
    listItems(db, 'care-categories'),
  ]);
  const templates = z.array(careTipTemplateSchema).parse(rawTemplates);
  const categoryList = categories.map(({ Id, Name, Icon }) => ({ Id, Name, Icon: String(Icon ?? '') }));
  const plant = carePlantOf(facts);
  const groups = [...new Set(templates.map((template) => template.Group ?? null))];
  return groups.flatMap((group) =>
    careTips(
      plant,
      templates.filter((template) => (template.Group ?? null) === group),
      categoryList,
    ).map((tip) => ({ category: tip.CareCategory, group, body: tip.Body })),
  );
}

/** The zone the plant grows in, its yard's frost dates and the plant's scores there. */
async function healthPlace(
  db: Database,
  userId: number,
  facts: PlantFacts,
  zoneId: number,
): Promise<HealthPlace> {
  const [garden, sunPx, sunNames, waterNames] = await Promise.all([
    loadGarden(db, userId, { zoneId, plantId: facts.plant.id }),
    loadSunPx(db),
    nameById(db, 'sun-requirements'),
    nameById(db, 'water-requirements'),
  ]);
  const zone = garden.zoneById.get(zoneId);
  // The plant-zone is the gardener's (checked first), and so are its zone and that zone's yard.
  if (!zone) throw new Error(`zone ${zoneId} has no yard of its owner`);
  const { plant } = facts;
  const requirements = {
    SunRequirementId: plant.sunRequirementId,
    AltSunRequirementId: plant.altSunRequirementId,
    WaterRequirementId: plant.waterRequirementId,
    ZoneLowId: plant.zoneLowId,
    ZoneHighId: plant.zoneHighId,
  };
  const [yard, frost] = await Promise.all([
    ownedYard(db, userId, zone.yardId),
    yardFrostDates(db, userId, zone.yardId),
  ]);
  return {
    zoneName: zone.name,
    yardName: zone.yardName,
    sun: sunNames.get(zone.sunRequirementId) ?? '',
    waterId: zone.waterRequirementId,
    water: waterNames.get(zone.waterRequirementId) ?? '',
    hardinessZone: zoneLabelOf(zone.conditions.yardHardinessZoneId),
    scores: gardenScorer(sunPx)({ plantId: plant.id, requirements }, zone),
    frost:
      frost.Source === 'none'
        ? null
        : {
            lastSpring: frost.LastSpringFrost,
            firstFall: frost.FirstFallFrost,
            frostFree: frost.FrostFree,
            explanation: frost.Explanation,
          },
    coordinates:
      yard.latitude !== null && yard.longitude !== null
        ? { latitude: yard.latitude, longitude: yard.longitude }
        : null,
  };
}

/**
 * Loads what the assessment of a plant reasons from, reusing the services that show the
 * same facts elsewhere: the plant's facts and care tips (plant details), its scores in its
 * zone (the Thrive Scorecard), the yard's frost dates (the care calendar) and the pests
 * linked to its genus at seed.
 */
export async function loadHealthContext(
  db: Database,
  userId: number,
  subject: HealthSubject,
  symptoms: PlantSymptom[],
  today: string,
): Promise<HealthContext> {
  const facts = await plantFacts(db, subject.plantId);
  const [place, pests, tips] = await Promise.all([
    subject.zoneId === null ? null : healthPlace(db, userId, facts, subject.zoneId),
    genusPests(db, facts),
    plantCareTips(db, facts),
  ]);
  return { plant: healthPlant(facts), place, pests, careTips: tips, today, symptoms };
}
