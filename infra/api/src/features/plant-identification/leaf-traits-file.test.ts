import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readCatalogueFiles, REFERENCE_DATA_ROOT } from '../../reference-data/reference-files';
import { LEAF_TRAITS_FILE, leafTraitsByName, leafTraitsFileSchema } from './leaf-traits-file';

const curatedNames = readCatalogueFiles().flatMap(({ entries }) =>
  entries.map((entry) => (entry as { botanicalName: string }).botanicalName),
);

describe('reference-data/identification/leaf-traits.json (leaf shape and arrangement, written by us)', () => {
  test('is well formed and says what it is', () => {
    const raw: unknown = JSON.parse(readFileSync(path.join(REFERENCE_DATA_ROOT, LEAF_TRAITS_FILE), 'utf8'));
    const parsed = leafTraitsFileSchema.parse(raw);
    expect(parsed.about).toMatch(/written by us/);
  });

  test('every curated plant has its leaf traits', () => {
    const traits = leafTraitsByName();
    expect(curatedNames.filter((name) => !traits.has(name))).toEqual([]);
    expect(curatedNames.length).toBeGreaterThan(600);
  });

  test('every plant named is in the catalogue, once', () => {
    const catalogue = new Set(curatedNames);
    expect([...leafTraitsByName().keys()].filter((name) => !catalogue.has(name))).toEqual([]);
    expect(leafTraitsByName().size).toBe(catalogue.size);
  });

  test('the traits agree with each other: bundles are of needles, and only a leafless plant has no arrangement', () => {
    const problems = [...leafTraitsByName()].flatMap(([name, { leafShapes, leafArrangements }]) => {
      const found: string[] = [];
      if (leafArrangements.includes('clustered-needles') && !leafShapes.includes('needle'))
        found.push(`${name}: needles in bundles but no needle leaves`);
      if ((leafArrangements.length === 0) !== leafShapes.includes('none-visible'))
        found.push(`${name}: no arrangement exactly when no leaves are visible`);
      if (
        new Set(leafShapes).size !== leafShapes.length ||
        new Set(leafArrangements).size !== leafArrangements.length
      )
        found.push(`${name}: a value written twice`);
      return found;
    });
    expect(problems).toEqual([]);
  });

  test('well-known plants read as a gardener sees them', () => {
    const traits = leafTraitsByName();
    expect(traits.get('Hydrangea macrophylla')).toEqual({
      leafShapes: ['oval'],
      leafArrangements: ['opposite'],
    });
    expect(traits.get('Acer palmatum')).toEqual({ leafShapes: ['palmate'], leafArrangements: ['opposite'] });
    expect(traits.get('Pinus strobus')).toEqual({
      leafShapes: ['needle'],
      leafArrangements: ['clustered-needles'],
    });
    expect(traits.get('Ginkgo biloba')?.leafShapes).toEqual(['fan']);
    expect(traits.get('Galium odoratum')?.leafArrangements).toEqual(['whorled']);
    expect(traits.get('Aloe vera')).toEqual({
      leafShapes: ['succulent'],
      leafArrangements: ['basal-rosette'],
    });
  });
});
