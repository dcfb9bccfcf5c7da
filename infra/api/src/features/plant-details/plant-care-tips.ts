import { z } from 'zod';
import type { CareTip } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { listItems } from '../common/reference-lists';
import { careTips, careTipTemplateSchema, type CarePlant } from './care-tips';
import { fertilizerRuleFor } from './fertilizer-rules';
import { fertilizerFactsOf } from './plant-fertilizer';
import { attributeNames, categoryKey, plantFacts, type PlantFacts } from './plant-facts';

const size = (min: number | null, max: number | null) => (min === null || max === null ? null : { min, max });

/** What the care tip templates read of a plant. */
export function carePlantOf(facts: PlantFacts): CarePlant {
  const { plant } = facts;
  return {
    botanicalName: plant.botanicalName,
    categoryKey: categoryKey(facts),
    lifecycle: plant.lifecycle,
    sun: facts.sun.Name,
    sunDescription: String(facts.sun.extra.Description ?? ''),
    altSun: facts.altSun.Name,
    water: facts.water.Name,
    zoneLow: facts.zoneLow.Name,
    zoneHigh: facts.zoneHigh.Name,
    leafRetention: facts.leafRetention.Name,
    flowerTimes: attributeNames(facts, 'flower-times'),
    tolerances: attributeNames(facts, 'tolerances'),
    poisonous: attributeNames(facts, 'poisonous'),
    heightIn: size(plant.heightMinIn, plant.heightMaxIn),
    spreadIn: size(plant.spreadMinIn, plant.spreadMaxIn),
    fertilizerAdvice: fertilizerRuleFor(fertilizerFactsOf(facts)).advice,
  };
}

/**
 * GET Users/{uid}/CareTips/{id}/: tips per care category made from the plant's own data
 * with the templates of lists/care-tips.json (seeded into reference_items).
 */
export async function plantCareTips(db: Database, plantId: number): Promise<CareTip[]> {
  const [facts, templates, categories] = await Promise.all([
    plantFacts(db, plantId),
    listItems(db, 'care-tips'),
    listItems(db, 'care-categories'),
  ]);
  return careTips(
    carePlantOf(facts),
    z.array(careTipTemplateSchema).parse(templates),
    categories.map(({ Id, Name, Icon }) => ({ Id, Name, Icon: String(Icon ?? '') })),
  );
}
