import { z } from 'zod';
import type { CareTip } from '@thrive/shared/contracts';
import { botanicalNameIn } from './fertilizer-rules';

const names = z.array(z.string()).optional();

/** When a template applies (lists/care-tips.json explains each condition). */
export const careTipConditionsSchema = z.strictObject({
  categories: names,
  notCategories: names,
  lifecycles: names,
  water: names,
  sun: names,
  leafRetention: names,
  flowerTimes: names,
  notFlowerTimes: names,
  tolerances: names,
  notTolerances: names,
  names,
  notNames: names,
  poisonous: z.boolean().optional(),
  zoneLowFrom: z.string().optional(),
  zoneLowTo: z.string().optional(),
});
export type CareTipConditions = z.infer<typeof careTipConditionsSchema>;

export const careTipTemplateSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  CareCategoryId: z.number().int(),
  Group: z.string().optional(),
  When: careTipConditionsSchema,
  Body: z.string().min(1),
});
export type CareTipTemplate = z.infer<typeof careTipTemplateSchema>;

/** What the templates read of a plant: names as in the reference lists ('' when not known). */
export interface CarePlant {
  botanicalName: string;
  categoryKey: string;
  lifecycle: string;
  sun: string;
  sunDescription: string;
  altSun: string;
  water: string;
  zoneLow: string;
  zoneHigh: string;
  leafRetention: string;
  flowerTimes: string[];
  tolerances: string[];
  poisonous: string[];
  heightIn: { min: number; max: number } | null;
  spreadIn: { min: number; max: number } | null;
  /** The fertilizer rules' advice for the plant (fertilizer-rules.ts). */
  fertilizerAdvice: string;
}

export interface CareCategory {
  Id: number;
  Name: string;
  Icon: string;
}

const zoneOrders = new Map<string, number>();

/** '7b' -> 14, as ids run in lists/hardiness-zones.json (1a = 1); NaN when not a zone. */
export function zoneOrder(label: string): number {
  let order = zoneOrders.get(label);
  if (order === undefined) {
    const match = /^(\d{1,2})([ab])$/.exec(label);
    order = match ? (Number(match[1]) - 1) * 2 + (match[2] === 'a' ? 1 : 2) : NaN;
    // Labels are the 26 zones and a few typos: the map stays small.
    if (zoneOrders.size < 100) zoneOrders.set(label, order);
  }
  return order;
}

const anyOf = (wanted: string[] | undefined, has: string[]) =>
  !wanted || wanted.some((name) => has.includes(name));
const noneOf = (unwanted: string[] | undefined, has: string[]) =>
  !unwanted || !unwanted.some((name) => has.includes(name));

export function conditionsHold(when: CareTipConditions, plant: CarePlant): boolean {
  const zone = zoneOrder(plant.zoneLow);
  return (
    anyOf(when.categories, [plant.categoryKey]) &&
    noneOf(when.notCategories, [plant.categoryKey]) &&
    anyOf(when.lifecycles, [plant.lifecycle]) &&
    anyOf(when.water, [plant.water]) &&
    anyOf(when.sun, [plant.sun]) &&
    anyOf(when.leafRetention, [plant.leafRetention]) &&
    anyOf(when.flowerTimes, plant.flowerTimes) &&
    noneOf(when.notFlowerTimes, plant.flowerTimes) &&
    anyOf(when.tolerances, plant.tolerances) &&
    noneOf(when.notTolerances, plant.tolerances) &&
    (!when.names || botanicalNameIn(plant.botanicalName, when.names)) &&
    (!when.notNames || !botanicalNameIn(plant.botanicalName, when.notNames)) &&
    (when.poisonous === undefined || when.poisonous === plant.poisonous.length > 0) &&
    (when.zoneLowFrom === undefined || zone >= zoneOrder(when.zoneLowFrom)) &&
    (when.zoneLowTo === undefined || zone <= zoneOrder(when.zoneLowTo))
  );
}

/** "1 to 5 feet", "6 to 18 inches"; small plants in inches, larger in whole feet. */
export function sizeText(size: { min: number; max: number }): string {
  const range = (min: number, max: number, unit: string, units: string) =>
    min === max ? `${max} ${max === 1 ? unit : units}` : `${min} to ${max} ${units}`;
  if (size.max < 24) return range(size.min, size.max, 'inch', 'inches');
  const feet = (inches: number) => Math.max(1, Math.round(inches / 12));
  return range(feet(size.min), feet(size.max), 'foot', 'feet');
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const listText = (items: string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

export function placeholders(plant: CarePlant): Record<string, string> {
  return {
    sun: plant.sun.toLowerCase(),
    sunDescription: lowerFirst(plant.sunDescription),
    altSun: plant.altSun.toLowerCase(),
    water: plant.water.toLowerCase(),
    zoneLow: plant.zoneLow,
    zoneHigh: plant.zoneHigh,
    spread: plant.spreadIn ? sizeText(plant.spreadIn) : '',
    height: plant.heightIn ? sizeText(plant.heightIn) : '',
    poisonous: listText(plant.poisonous.map((name) => name.toLowerCase())),
    fertilizerAdvice: plant.fertilizerAdvice,
  };
}

/** The body with its placeholders filled, or null when the plant cannot fill one. */
export function filled(body: string, values: Record<string, string>): string | null {
  let missing = false;
  const text = body.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (!value) missing = true;
    return value ?? '';
  });
  return missing ? null : text;
}

/**
 * The care tips for one plant: every template whose conditions hold and whose placeholders
 * the plant fills, only the first of each Group, ordered by care category then file order.
 */
export function careTips(
  plant: CarePlant,
  templates: readonly CareTipTemplate[],
  categories: readonly CareCategory[],
): CareTip[] {
  const values = placeholders(plant);
  const usedGroups = new Set<string>();
  const tips: (CareTip & { order: number })[] = [];
  templates.forEach((template, order) => {
    if (template.Group && usedGroups.has(template.Group)) return;
    const category = categories.find((c) => c.Id === template.CareCategoryId);
    if (!category || !conditionsHold(template.When, plant)) return;
    const body = filled(template.Body, values);
    if (body === null) return;
    if (template.Group) usedGroups.add(template.Group);
    tips.push({
      CareCategoryId: category.Id,
      CareCategory: category.Name,
      Icon: category.Icon,
      Body: body,
      order,
    });
  });
  return tips
    .sort((a, b) => a.CareCategoryId - b.CareCategoryId || a.order - b.order)
    .map(({ order: _order, ...tip }) => tip);
}
