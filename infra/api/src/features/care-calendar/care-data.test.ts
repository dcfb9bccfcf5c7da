import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readCatalogueFiles, readList } from '../../reference-data/reference-files';
import type { CatalogueEntry } from '../../reference-data/catalogue-entry';
import {
  conditionsHold,
  zoneOrder,
  type CarePlant,
  type CareTipConditions,
} from '../plant-details/care-tips';
import { botanicalNameIn } from '../plant-details/fertilizer-rules';
import { CARE_DATA_DIR, readCareData } from './care-data';
import {
  careRulesFileSchema,
  type AnchoredDay,
  type CareRule,
  type SeasonalTip,
  type YardConditions,
} from './care-data-schema';

/** Our care calendar data (reference-data/care) is complete, consistent and horticulturally sane. */
const data = readCareData();
const zones = readList('hardiness-zones').map((zone) => zone.Name);
const categoryKeys = readList('plant-categories').map((category) => String(category.Key));
const careCategoryIds = new Set(readList('care-categories').map((category) => category.Id));

const catalogue = readCatalogueFiles().flatMap(({ category, entries }) =>
  (entries as CatalogueEntry[]).map((entry) => ({ category, entry })),
);

/** A catalogue plant as the care rules read it; names are the list names, as in the catalogue files. */
function carePlant(category: string, entry: CatalogueEntry): CarePlant {
  return {
    botanicalName: entry.botanicalName,
    categoryKey: category,
    lifecycle: entry.lifecycle,
    sun: entry.sun,
    sunDescription: '',
    altSun: entry.altSun ?? '',
    water: entry.water,
    zoneLow: entry.zoneLow,
    zoneHigh: entry.zoneHigh,
    leafRetention: entry.leafRetention,
    flowerTimes: entry.bloomTimes,
    tolerances: entry.tolerances,
    poisonous: entry.poisonous,
    heightIn: entry.heightInches,
    spreadIn: entry.spreadInches,
    // conditionsHold does not read the advice; the calendar fills it elsewhere.
    fertilizerAdvice: '',
  };
}

const plants = catalogue.map(({ category, entry }) => carePlant(category, entry));

/**
 * Imported USDA plants carry a category and a lifecycle but often no water, sun, zone or
 * flower facts: such a plant, annual and perennial, in every category checks that the
 * category's fallback rules still give it care and watering (and keeps those fallbacks
 * from counting as dead rules).
 */
const unknownPlants: CarePlant[] = categoryKeys.flatMap((categoryKey) =>
  ['annual', 'perennial'].map((lifecycle) => ({
    botanicalName: 'Unlisted plant',
    categoryKey,
    lifecycle,
    sun: '',
    sunDescription: '',
    altSun: '',
    water: '',
    zoneLow: '',
    zoneHigh: '',
    leafRetention: '',
    flowerTimes: [],
    tolerances: [],
    poisonous: [],
    heightIn: null,
    spreadIn: null,
    fertilizerAdvice: '',
  })),
);

/**
 * The yards we test with: one per hardiness zone 1a..13b, frost-free exactly when the
 * zone table says so. A yard's hardiness for a plant follows care-data-schema.ts: tender
 * below the plant's ZoneLow, marginal up to two half zones above it, hardy beyond; a plant
 * with no known ZoneLow has no hardiness, so rules that ask for one do not apply to it.
 */
interface TestYard {
  zone: string;
  frostFree: boolean;
}
const yards: TestYard[] = data.zoneFrostDates.map((z) => ({ zone: z.Zone, frostFree: z.FrostFree }));

function hardiness(yard: TestYard, plant: CarePlant): 'tender' | 'marginal' | 'hardy' | undefined {
  const low = zoneOrder(plant.zoneLow);
  if (Number.isNaN(low)) return undefined;
  const above = zoneOrder(yard.zone) - low;
  return above < 0 ? 'tender' : above <= 2 ? 'marginal' : 'hardy';
}

function yardHolds(conditions: YardConditions, yard: TestYard, plant: CarePlant): boolean {
  const here = zoneOrder(yard.zone);
  const fit = hardiness(yard, plant);
  return (
    (conditions.yardZoneFrom === undefined || here >= zoneOrder(conditions.yardZoneFrom)) &&
    (conditions.yardZoneTo === undefined || here <= zoneOrder(conditions.yardZoneTo)) &&
    (conditions.frostFree === undefined || conditions.frostFree === yard.frostFree) &&
    (conditions.hardiness === undefined || (fit !== undefined && conditions.hardiness.includes(fit)))
  );
}

type Applicable = Pick<CareRule, 'When' | 'Yard' | 'Group'>;

/** What the engine uses: every item that applies, and only the first that applies of a Group. */
function chosen<T extends Applicable>(items: readonly T[], plant: CarePlant, yard: TestYard): T[] {
  const usedGroups = new Set<string>();
  return items.filter((item) => {
    if (item.Group !== undefined && usedGroups.has(item.Group)) return false;
    if (!conditionsHold(item.When, plant) || !yardHolds(item.Yard, yard, plant)) return false;
    if (item.Group !== undefined) usedGroups.add(item.Group);
    return true;
  });
}

// The rules chosen for every plant in every test yard, worked out once for several tests.
const choices = [...plants, ...unknownPlants].map((plant) => ({
  plant,
  byZone: yards.map((yard) => ({ yard, rules: chosen(data.rules, plant, yard) })),
}));

/** Day of a non-leap year, 1..365, of an MM-DD date. */
function dayOfYear(monthDay: string): number {
  const [month, day] = monthDay.split('-').map(Number);
  return Math.round((Date.UTC(2001, month! - 1, day!) - Date.UTC(2001, 0, 1)) / 86_400_000) + 1;
}

/** A window end's day minus its start's day in a zone; null for calendar windows, which may wrap. */
function windowLength(start: AnchoredDay, end: AnchoredDay, zone: string): number | null {
  if (start.Anchor === 'date' || end.Anchor === 'date') return null;
  const frost = data.zoneFrostDates.find((z) => z.Zone === zone)!;
  const day = (at: AnchoredDay) =>
    at.OffsetDays +
    (at.Anchor === 'lastFrost'
      ? dayOfYear(frost.LastSpringFrost)
      : at.Anchor === 'firstFrost'
        ? dayOfYear(frost.FirstFallFrost)
        : 0);
  return day(end) - day(start);
}

const allWindows: { what: string; Start: AnchoredDay; End: AnchoredDay; RepeatEveryDays: number }[] = [
  ...data.rules.map((r) => ({ what: `rule ${r.Id}`, ...r })),
  ...data.fertilizerSchedules.map((s) => ({ what: `fertilizer schedule ${s.Id}`, ...s })),
  ...data.tips.map((t) => ({ what: `tip ${t.Id}`, RepeatEveryDays: 0, ...t })),
];
const allConditions: { what: string; When: CareTipConditions }[] = [
  ...data.rules.map((r) => ({ what: `rule ${r.Id}`, When: r.When })),
  ...data.fertilizerSchedules.map((s) => ({ what: `fertilizer schedule ${s.Id}`, When: s.When })),
  ...data.tips.map((t) => ({ what: `tip ${t.Id}`, When: t.When })),
];

/** Each rule file with its own items, for the checks the merged list cannot make. */
const ruleFiles = readdirSync(path.join(CARE_DATA_DIR, 'rules'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({
    category: path.basename(file, '.json'),
    items: careRulesFileSchema.parse(
      JSON.parse(readFileSync(path.join(CARE_DATA_DIR, 'rules', file), 'utf8')),
    ).items,
  }));

describe('care calendar data (reference-data/care)', () => {
  test('at least 150 care rules and 60 seasonal tips', () => {
    expect(data.rules.length).toBeGreaterThanOrEqual(150);
    expect(data.tips.length).toBeGreaterThanOrEqual(60);
  });

  test('one rule file per plant category plus general.json, ids in each file range', () => {
    expect(ruleFiles.map((file) => file.category).sort()).toEqual([...categoryKeys, 'general'].sort());
    // Ids are grouped by file so they stay stable as rules are added: general 1-99, then
    // each category in list order by hundreds (vegetables 100-199 ... groundcovers 1200-1299).
    const order = ['general', ...categoryKeys];
    for (const { category, items } of ruleFiles) {
      const base = order.indexOf(category) * 100;
      for (const { Id } of items)
        expect(`${category} ${Id}`).toBe(
          `${category} ${Id >= Math.max(base, 1) && Id < base + 100 ? Id : 'out of range'}`,
        );
    }
  });

  test('a Group is used in one rule file only, and category files write rules for their own category', () => {
    // Files are read in name order, so a Group spanning files would let a general rule
    // shadow a specific one.
    const fileOfGroup = new Map<string, string>();
    for (const { category, items } of ruleFiles)
      for (const { Group } of items) {
        if (Group === undefined) continue;
        expect(`${Group} in ${fileOfGroup.get(Group) ?? category}`).toBe(`${Group} in ${category}`);
        fileOfGroup.set(Group, category);
      }
    for (const { category, items } of ruleFiles.filter((file) => file.category !== 'general'))
      for (const rule of items)
        expect(`${rule.Id}: ${String(rule.When.categories)}`).toBe(`${rule.Id}: ${category}`);
  });

  test('every plant category has rules that apply to its plants', () => {
    for (const key of categoryKeys) {
      const own = ruleFiles.find((file) => file.category === key)!.items;
      const used = new Set(
        choices
          .filter(({ plant }) => plant.categoryKey === key && plant.botanicalName !== 'Unlisted plant')
          .flatMap(({ byZone }) => byZone.flatMap(({ rules }) => rules.map((rule) => rule.Id))),
      );
      const applying = own.filter((rule) => used.has(rule.Id));
      expect(`${key}: ${applying.length >= 10 ? 'well covered' : `${applying.length} rules`}`).toBe(
        `${key}: well covered`,
      );
    }
  });

  test('every curated catalogue plant, and an unlisted plant of each category, gets a care rule and a watering rule in a yard of every zone', () => {
    const missing: string[] = [];
    for (const { plant, byZone } of choices)
      for (const { yard, rules } of byZone) {
        if (!rules.some((rule) => rule.Source === 'care'))
          missing.push(`${plant.botanicalName} ${yard.zone} care`);
        if (!rules.some((rule) => rule.Source === 'water'))
          missing.push(`${plant.botanicalName} ${yard.zone} water`);
      }
    expect(missing).toEqual([]);
  });

  test('every rule is the one used for some plant in some yard (no dead or shadowed rules)', () => {
    const used = new Set(
      choices.flatMap(({ byZone }) => byZone.flatMap(({ rules }) => rules.map((r) => r.Id))),
    );
    expect(data.rules.filter((rule) => !used.has(rule.Id)).map((rule) => `${rule.Id} ${rule.Name}`)).toEqual(
      [],
    );
  });

  test('specific rules win: tomato gets its own transplant and watering rules, a tender dahlia is lifted', () => {
    const tomato = plants.find((p) => p.botanicalName === 'Solanum lycopersicum')!;
    const dahlia = plants.find((p) => p.botanicalName === 'Dahlia pinnata')!;
    const zone6b: TestYard = { zone: '6b', frostFree: false };
    const names = (plant: CarePlant) => chosen(data.rules, plant, zone6b).map((rule) => rule.Name);
    expect(names(tomato)).toEqual(
      expect.arrayContaining(['Tomato: sow indoors', 'Tomato: transplant', 'Tomato: summer watering']),
    );
    expect(names(tomato)).not.toContain('Annual vegetables: sow or plant');
    expect(names(dahlia)).toEqual(
      expect.arrayContaining(['Dahlias: plant out', 'Dahlias: lift after frost']),
    );
    expect(names(dahlia)).not.toContain('Tender bulbs: lift');
  });

  test('each of fertilizers 1..7 has a schedule that applies to some plant, and none feeds "No fertilizer"', () => {
    const fertilizerIds = readList('fertilizers').map((f) => f.Id);
    const used = new Set<number>();
    for (const id of [1, 2, 3, 4, 5, 6, 7]) {
      expect(fertilizerIds).toContain(id);
      const schedules = data.fertilizerSchedules.filter((s) => s.FertilizerId === id);
      for (const plant of plants)
        for (const yard of yards) for (const s of chosen(schedules, plant, yard)) used.add(s.Id);
      expect(
        `fertilizer ${id}: ${schedules.some((s) => used.has(s.Id)) ? 'fed' : 'no schedule applies'}`,
      ).toBe(`fertilizer ${id}: fed`);
    }
    expect(data.fertilizerSchedules.filter((s) => s.FertilizerId === 8)).toEqual([]);
    // Every schedule is used by some plant, so none is shadowed by an earlier one of its Group.
    expect(data.fertilizerSchedules.filter((s) => !used.has(s.Id)).map((s) => s.Name)).toEqual([]);
    for (const group of new Set(data.fertilizerSchedules.map((s) => s.Group)))
      expect(
        new Set(data.fertilizerSchedules.filter((s) => s.Group === group).map((s) => s.FertilizerId)).size,
      ).toBe(1);
  });

  test('every names / notNames value of any When matches a catalogue plant (no dead rules)', () => {
    const dead: string[] = [];
    for (const { what, When } of allConditions)
      for (const name of [...(When.names ?? []), ...(When.notNames ?? [])])
        if (!plants.some((plant) => botanicalNameIn(plant.botanicalName, [name])))
          dead.push(`${what}: ${name}`);
    expect(dead).toEqual([]);
  });

  test('every name used in When exists in its list, and zones are real zones', () => {
    const known = (list: string) => new Set(readList(list).map((item) => item.Name));
    const keys = new Set(categoryKeys);
    const lists: Record<string, Set<string>> = {
      categories: keys,
      notCategories: keys,
      lifecycles: new Set(['annual', 'biennial', 'perennial']),
      water: known('water-requirements'),
      sun: known('sun-requirements'),
      leafRetention: known('leaf-retentions'),
      flowerTimes: known('flower-times'),
      notFlowerTimes: known('flower-times'),
      tolerances: known('tolerances'),
      notTolerances: known('tolerances'),
    };
    const unknown: string[] = [];
    for (const { what, When } of allConditions) {
      for (const [condition, allowed] of Object.entries(lists))
        for (const value of (When as Record<string, string[] | undefined>)[condition] ?? [])
          if (!allowed.has(value)) unknown.push(`${what} ${condition}: ${value}`);
      for (const zone of [When.zoneLowFrom, When.zoneLowTo])
        if (zone !== undefined && !zones.includes(zone)) unknown.push(`${what} zone ${zone}`);
    }
    expect(unknown).toEqual([]);
  });

  test('every CareCategoryId exists in lists/care-categories.json', () => {
    for (const item of [...data.rules, ...data.fertilizerSchedules, ...data.tips])
      expect(careCategoryIds.has(item.CareCategoryId) ? 'known' : `unknown ${item.CareCategoryId}`).toBe(
        'known',
      );
  });

  test('windows are not inverted in any zone for anchors other than "date", and anchors are not mixed', () => {
    const wrong: string[] = [];
    for (const { what, Start, End } of allWindows) {
      // A calendar window may wrap into the next year; mixing it with frost dates may not.
      const kinds = new Set(
        [Start.Anchor, End.Anchor].map((a) => (a === 'lastFrost' || a === 'firstFrost' ? 'frost' : a)),
      );
      if (kinds.size > 1) wrong.push(`${what}: mixes ${Start.Anchor} and ${End.Anchor}`);
      for (const zone of zones) {
        const length = windowLength(Start, End, zone);
        if (length !== null && length < 0)
          wrong.push(`${what}: ends ${-length} days before it starts in ${zone}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test('repeating rules repeat every 3 days or more; outdoor watering every 3 to 14 days', () => {
    for (const { what, RepeatEveryDays } of allWindows)
      expect(`${what}: ${RepeatEveryDays === 0 || RepeatEveryDays >= 3 ? 'ok' : RepeatEveryDays}`).toBe(
        `${what}: ok`,
      );
    for (const rule of data.rules.filter(
      (r) => r.Source === 'water' && r.Start.Anchor !== 'date' && r.RepeatEveryDays > 0,
    ))
      expect(
        `rule ${rule.Id}: ${rule.RepeatEveryDays >= 3 && rule.RepeatEveryDays <= 14 ? 'ok' : rule.RepeatEveryDays}`,
      ).toBe(`rule ${rule.Id}: ok`);
  });

  test('texts: details and tip bodies are one to three sentences, tips link only to existing routes', () => {
    const sentences = (text: string) =>
      text.split(/[.!?](?:\s|$)/).filter((part) => part.trim() !== '').length;
    const texts: [string, string][] = [
      ...data.rules.map((r): [string, string] => [`rule ${r.Id}`, r.Details]),
      ...data.fertilizerSchedules.map((s): [string, string] => [`fertilizer schedule ${s.Id}`, s.Details]),
      ...data.tips.map((t): [string, string] => [`tip ${t.Id}`, t.Body]),
    ];
    for (const [what, text] of texts) {
      const count = sentences(text);
      expect(`${what}: ${count >= 1 && count <= 3 ? 'ok' : `${count} sentences`}`).toBe(`${what}: ok`);
    }
    const routes = [
      'thrive/table/0',
      'plants/search',
      'plants/suggest',
      'yards',
      'dashboard',
      'tasks',
      'tasks/calendar',
    ];
    for (const { Id, Link } of data.tips)
      if (Link !== undefined) expect(`${Id} ${routes.includes(Link) ? 'ok' : Link}`).toBe(`${Id} ok`);
  });

  test('seasonal tips apply somewhere: each is shown for some catalogue plant in some yard', () => {
    const shown = (tip: SeasonalTip) =>
      plants.some((plant) => yards.some((yard) => chosen([tip], plant, yard).length > 0));
    expect(data.tips.filter((tip) => !shown(tip)).map((tip) => tip.Title)).toEqual([]);
  });
});
