import { freezeScore, sunPxTable, sunScore, THRIVE_SCORE, waterScore } from '@thrive/shared/thrive';
import { ZONE_LABELS, catalogueEntrySchema, type CatalogueEntry } from './catalogue-entry';
import {
  paletteProblems,
  readLandscapeStyles,
  zonesOf,
  type LandscapeStyleEntry,
} from './landscape-styles-file';
import { readCatalogueFiles, readList } from './reference-files';
import { weedStatusOf } from './weed-status';

const styles = readLandscapeStyles();
const catalogue = new Map(
  readCatalogueFiles().flatMap(({ entries }) =>
    entries.map((raw) => {
      const entry = catalogueEntrySchema.parse(raw);
      return [entry.botanicalName, entry] as const;
    }),
  ),
);
const idOf = (list: string) => {
  const ids = new Map(readList(list).map((item) => [item.Name, item.Id]));
  return (name: string) => ids.get(name) ?? 0;
};
const sunId = idOf('sun-requirements');
const waterId = idOf('water-requirements');
const effortId = idOf('effort');
const zoneId = (label: string) => ZONE_LABELS.indexOf(label) + 1;
const sunPx = sunPxTable(readList('sun-requirements').map(({ Id, PX }) => ({ Id, PX: Number(PX) })));
const requirementsOf = (plant: CatalogueEntry) => ({
  SunRequirementId: sunId(plant.sun),
  AltSunRequirementId: plant.altSun ? sunId(plant.altSun) : 0,
  WaterRequirementId: waterId(plant.water),
  ZoneLowId: zoneId(plant.zoneLow),
  ZoneHighId: zoneId(plant.zoneHigh),
});
const paletteOf = (name: string) =>
  styles.find((style) => style.name === name)!.palette.map((plant) => catalogue.get(plant)!);

/** The palette rule: each plant's SPEC §5 scores that are not good, in any condition the style lists. */
function scoreFailures(style: LandscapeStyleEntry): string[] {
  const failures = new Set<string>();
  for (const botanicalName of style.palette) {
    const requirements = requirementsOf(catalogue.get(botanicalName)!);
    for (const sun of style.profile.sun)
      for (const water of style.profile.water)
        for (const zone of zonesOf(style.profile)) {
          const spot = {
            sunRequirementId: sunId(sun),
            waterRequirementId: waterId(water),
            yardHardinessZoneId: zoneId(zone),
          };
          if (sunScore(requirements, spot, sunPx) !== THRIVE_SCORE.Good)
            failures.add(`${botanicalName}: sun in ${sun}/${water}`);
          if (waterScore(requirements, spot) !== THRIVE_SCORE.Good)
            failures.add(`${botanicalName}: water in ${sun}/${water}`);
          if (freezeScore(requirements, spot) !== THRIVE_SCORE.Good)
            failures.add(`${botanicalName}: freeze in zone ${zone}`);
        }
  }
  return [...failures];
}

describe('landscape styles (reference-data/landscape-styles/styles.json)', () => {
  test('at least 24 styles, each with 8 to 15 palette plants', () => {
    expect(styles.length).toBeGreaterThanOrEqual(24);
    for (const style of styles) expect(`${style.name}: ${style.palette.length}`).toMatch(/: (8|9|1[0-5])$/);
  });

  test('every palette name is a plant of the curated catalogue, listed once per palette', () => {
    expect(paletteProblems(styles)).toEqual([]);
  });

  test('issue 28: no palette plant is a noxious or invasive weed (lists/invasive-plants.json)', () => {
    const weeds = styles.flatMap((style) =>
      style.palette.filter((name) => weedStatusOf(name)).map((name) => `${style.name}: ${name}`),
    );
    expect(weeds).toEqual([]);
  });

  test('a palette name the catalogue lacks is reported (the data test fails, not the start)', () => {
    const [first] = styles;
    const typo = { ...first!, palette: [...first!.palette, 'Echinacea purpureum'] };
    expect(paletteProblems([typo])).toEqual([
      `${first!.name}: "Echinacea purpureum" is not a catalogue plant`,
    ]);
  });

  test.each(styles.map((style) => [style.name, style] as const))(
    'palette scores good in its profile (SPEC §5 sun and water scores in every sun and water the style lists, freeze score in every zone of its hardiness range): %s',
    (_name, style) => {
      expect(scoreFailures(style)).toEqual([]);
    },
  );

  test('the palette rule refuses a plant that would not thrive (a shade hosta in the dry garden)', () => {
    const dry = styles.find((style) => style.name === 'Xeriscape Dry Garden')!;
    expect(scoreFailures({ ...dry, palette: ['Hosta spp.'] })).toEqual([
      'Hosta spp.: sun in Full Sun/Dry',
      'Hosta spp.: water in Full Sun/Dry',
    ]);
  });

  test('no palette plant needs more effort than the style promises', () => {
    const failures = styles.flatMap((style) => {
      const most = Math.max(...style.profile.effort.map(effortId));
      return style.palette
        .filter((name) => effortId(catalogue.get(name)!.effort) > most)
        .map((name) => `${style.name}: ${name}`);
    });
    expect(failures).toEqual([]);
  });

  test('every attractant and growth rate a style lists is true of at least one palette plant', () => {
    const failures = styles.flatMap((style) => {
      const palette = paletteOf(style.name);
      return [
        ...style.profile.attractants
          .filter((wanted) => !palette.some((plant) => plant.attractants.includes(wanted)))
          .map((wanted) => `${style.name}: nothing draws ${wanted}`),
        ...style.profile.growthRate
          .filter((rate) => !palette.some((plant) => plant.growthRate === rate))
          .map((rate) => `${style.name}: nothing grows ${rate}`),
      ];
    });
    expect(failures).toEqual([]);
  });

  test('palettes span heights and bloom seasons: a plant at least twice as tall as the shortest, two bloom times', () => {
    for (const style of styles) {
      const palette = paletteOf(style.name);
      const heights = palette.map((plant) => plant.heightInches.max);
      const seasons = new Set(palette.flatMap((plant) => plant.bloomTimes));
      expect(`${style.name}: ${Math.max(...heights) >= 2 * Math.min(...heights) && seasons.size >= 2}`).toBe(
        `${style.name}: true`,
      );
    }
  });

  test("the children's garden has no poisonous plant", () => {
    const poisonous = paletteOf("Children's Garden").filter((plant) => plant.poisonous.length);
    expect(poisonous.map((plant) => plant.botanicalName)).toEqual([]);
  });
});
