import { curatedIllustrationTraits } from '../../testing/catalogue-illustration-traits';
import { bloomHex, VARIEGATION } from './colours';
import { illustrationHash } from './illustration-hash';
import { growthFormOf, GROWTH_FORMS, type PlantIllustrationTraits } from './illustration-traits';
import { plantBox } from './layout';
import { plantIllustrationSvg } from './plant-illustration-svg';

/** Red Maple as the catalogue describes it (copied, so a data edit does not move the golden hashes). */
const RED_MAPLE: PlantIllustrationTraits = {
  botanicalName: 'Acer rubrum',
  commonName: 'Red Maple',
  description: 'Fast, adaptable native shade tree with red spring flowers and brilliant scarlet fall color.',
  bloomColors: ['red'],
  heightMinIn: 480,
  heightMaxIn: 720,
  spreadMinIn: 360,
  spreadMaxIn: 600,
  category: 'trees',
  leafRetention: 'Deciduous',
  leafShapes: ['palmate'],
};
const SHASTA_DAISY: PlantIllustrationTraits = {
  botanicalName: 'Leucanthemum × superbum',
  commonName: 'Shasta Daisy',
  description: 'Classic white daisies with yellow centers over dark green clumps.',
  bloomColors: ['white'],
  heightMinIn: 24,
  heightMaxIn: 36,
  spreadMinIn: 18,
  spreadMaxIn: 24,
  category: 'perennials',
  leafRetention: 'Herbaceous (dies back)',
  leafShapes: ['lance'],
};
const APPLE: PlantIllustrationTraits = {
  botanicalName: 'Malus domestica',
  commonName: 'Apple',
  description: 'The classic home orchard tree.',
  bloomColors: ['white', 'pale pink'],
  heightMinIn: 96,
  heightMaxIn: 240,
  spreadMinIn: 96,
  spreadMaxIn: 240,
  category: 'fruit',
  leafRetention: 'Deciduous',
  leafShapes: ['oval'],
};

/** One trait set per growth form, the same name and colours for all. */
const ONE_OF_EACH_FORM: Record<string, Partial<PlantIllustrationTraits>> = {
  tree: { category: 'trees' },
  conifer: { category: 'trees', leafShapes: ['needle'] },
  shrub: { category: 'shrubs' },
  clump: { category: 'perennials' },
  grass: { category: 'grasses' },
  vine: { category: 'vines' },
  bulb: { category: 'bulbs' },
  vegetable: { category: 'vegetables' },
  herb: { category: 'herbs' },
  houseplant: { category: 'houseplants' },
  groundcover: { category: 'groundcovers' },
};
const withForm = (form: string, more: Partial<PlantIllustrationTraits> = {}): PlantIllustrationTraits => ({
  ...SHASTA_DAISY,
  commonName: 'Test Plant',
  leafShapes: ['oval'],
  ...ONE_OF_EACH_FORM[form],
  ...more,
});

/** Every bloom colour word the curated catalogue uses. */
const CATALOGUE_COLOURS = [
  ...new Set(curatedIllustrationTraits().flatMap((plant) => plant.bloomColors)),
].sort();

describe('plant illustration generator: distinct outputs for distinct traits', () => {
  it('draws each growth form of the issue, and no two forms alike', () => {
    const forms = Object.keys(ONE_OF_EACH_FORM);
    expect(forms.map((form) => growthFormOf(withForm(form)))).toEqual([...GROWTH_FORMS]);
    const pictures = forms.map((form) => plantIllustrationSvg(withForm(form)));
    expect(new Set(pictures).size).toBe(forms.length);
  });

  it('knows every bloom colour word of the catalogue, each as its own colour', () => {
    const unknown = CATALOGUE_COLOURS.filter((word) => bloomHex(word) === null);
    expect(unknown).toEqual([]);
    expect(new Set(CATALOGUE_COLOURS.map(bloomHex)).size).toBe(CATALOGUE_COLOURS.length);
  });

  it('gives every pair of differing bloom colours a different picture, in every form', () => {
    for (const form of Object.keys(ONE_OF_EACH_FORM)) {
      const pictures = CATALOGUE_COLOURS.map((colour) =>
        plantIllustrationSvg(withForm(form, { bloomColors: [colour] })),
      );
      expect({ form, distinct: new Set(pictures).size }).toEqual({
        form,
        distinct: CATALOGUE_COLOURS.length,
      });
    }
  });

  it('draws flowers only for a plant that flowers, in its colours', () => {
    const flowering = plantIllustrationSvg(withForm('clump', { bloomColors: ['blue', 'white'] }));
    expect(flowering).toContain(`fill="${bloomHex('blue')}"`);
    expect(flowering).toContain(`fill="${bloomHex('white')}"`);
    expect(plantIllustrationSvg(withForm('clump', { bloomColors: [] }))).not.toContain('<use');
  });

  it('tells evergreen from deciduous foliage, and marks a variegated plant', () => {
    const evergreen = plantIllustrationSvg(withForm('shrub', { leafRetention: 'Evergreen' }));
    const deciduous = plantIllustrationSvg(withForm('shrub', { leafRetention: 'Deciduous' }));
    expect(evergreen).not.toBe(deciduous);
    expect(deciduous).not.toContain(VARIEGATION);
    expect(plantIllustrationSvg(withForm('shrub', { commonName: 'Variegated Test Plant' }))).toContain(
      VARIEGATION,
    );
    expect(
      plantIllustrationSvg(withForm('shrub', { description: 'Leaves variegated with cream.' })),
    ).toContain(VARIEGATION);
  });

  it('shows fruit on fruit plants only', () => {
    const fruit = (svg: string) => svg.match(/<g fill="#c8302c"[^>]*>(.*?)<\/g>/)?.[1] ?? '';
    expect(fruit(plantIllustrationSvg({ ...APPLE, commonName: 'Crabapple Test' }))).toMatch(/<circle/);
    expect(fruit(plantIllustrationSvg({ ...APPLE, category: 'trees' }))).toBe('');
  });

  it('draws a plant in the proportions of its mature height and spread', () => {
    const sized = (height: number, spread: number) =>
      plantBox(
        'shrub',
        withForm('shrub', {
          heightMinIn: height,
          heightMaxIn: height,
          spreadMinIn: spread,
          spreadMaxIn: spread,
        }),
      );
    const upright = sized(72, 24);
    const spreading = sized(36, 72);
    expect(upright.height / upright.width).toBeGreaterThan(1.5);
    expect(spreading.width / spreading.height).toBeGreaterThan(1.5);
    expect(plantIllustrationSvg(withForm('shrub', { heightMaxIn: 72, spreadMaxIn: 24 }))).not.toBe(
      plantIllustrationSvg(withForm('shrub', { heightMaxIn: 36, spreadMaxIn: 72 })),
    );
  });

  it('varies two plants of the same form and colour a little, by their botanical names', () => {
    expect(plantIllustrationSvg(withForm('tree', { botanicalName: 'Quercus alba' }))).not.toBe(
      plantIllustrationSvg(withForm('tree', { botanicalName: 'Quercus rubra' })),
    );
  });
});

describe('plant illustration generator: stable output for the same plant', () => {
  it('draws the same bytes for the same traits, every time', () => {
    for (const plant of [RED_MAPLE, SHASTA_DAISY, APPLE])
      expect(plantIllustrationSvg({ ...plant })).toBe(plantIllustrationSvg(plant));
  });

  // A deliberate change to the drawing updates these; an accidental one is caught here.
  it.each([
    ['Red Maple', RED_MAPLE, 'QjnW8J9pnQqg2I6P'],
    ['Shasta Daisy', SHASTA_DAISY, 'SgKdyHqrWDp6bBEx'],
    ['Apple', APPLE, 'x1Ufxc-X43FCbxH_'],
  ])('keeps %s drawn as it was', (_name, plant, golden) => {
    expect(illustrationHash(plantIllustrationSvg(plant))).toBe(golden);
  });
});
