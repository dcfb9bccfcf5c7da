import type { IdentificationQuestion } from '@thrive/shared/contracts';
import { narrowCandidates } from './narrow-candidates';
import type { KeyPlant, TraitValues } from './trait-table';

const plant = (
  id: number,
  commonName: string,
  traits: Partial<Record<IdentificationQuestion, TraitValues>>,
  curated = true,
): KeyPlant => ({
  id,
  commonName,
  botanicalName: commonName,
  curated,
  traits: {
    form: null,
    leafShape: null,
    leafArrangement: null,
    flowerColour: null,
    floweringSeason: null,
    height: null,
    evergreen: null,
    ...traits,
  },
});

// In the trait table's order: curated first, by name.
const TABLE = [
  plant(1, 'Hydrangea', { form: ['shrubs'], leafArrangement: ['opposite'], flowerColour: ['blue', 'pink'] }),
  plant(2, 'Lilac', { form: ['shrubs'], leafArrangement: ['opposite'], flowerColour: ['purple'] }),
  plant(3, 'Rose', { form: ['shrubs'], leafArrangement: ['alternate'], flowerColour: ['pink', 'red'] }),
  plant(4, 'Yew', { form: ['shrubs'], leafArrangement: ['alternate'], flowerColour: [] }),
  plant(5, 'Maple', { form: ['trees'], leafArrangement: ['opposite'], flowerColour: ['red'] }),
  plant(6, 'Wild shrub', { form: ['shrubs'] }, false),
];
const names = (answers: Parameters<typeof narrowCandidates>[1]) =>
  narrowCandidates(TABLE, answers).candidates.map(({ plant: { commonName } }) => commonName);

describe('the identification key over a trait table', () => {
  test('no answers: every plant, in the table’s order', () => {
    expect(names({})).toEqual(['Hydrangea', 'Lilac', 'Rose', 'Yew', 'Maple', 'Wild shrub']);
  });

  test('a known trait that contradicts an answer rules a plant out; an unknown one does not, it ranks it last', () => {
    expect(names({ form: 'shrubs', flowerColour: 'pink' })).toEqual(['Hydrangea', 'Rose', 'Wild shrub']);
    const { candidates } = narrowCandidates(TABLE, { form: 'shrubs', flowerColour: 'pink' });
    expect(candidates.map(({ matched, unknown }) => [matched, unknown])).toEqual([
      [2, 0],
      [2, 0],
      [1, 1],
    ]);
    // Known to have no showy flowers: any colour rules it out.
    expect(names({ flowerColour: 'white' })).toEqual(['Wild shrub']);
  });

  test("counts are faceted: an answered question's options count what each would leave", () => {
    const { counts } = narrowCandidates(TABLE, { form: 'shrubs', leafArrangement: 'opposite' });
    expect(Object.fromEntries(counts.form)).toEqual({ shrubs: 3, trees: 1 });
    expect(Object.fromEntries(counts.leafArrangement)).toMatchObject({ opposite: 3, alternate: 3 });
    // The unknown plant would stay whatever the colour; Hydrangea is both blue and pink.
    expect(Object.fromEntries(counts.flowerColour)).toMatchObject({ blue: 2, pink: 2, purple: 2, white: 1 });
  });

  test('the next question is the unanswered one that splits the candidates best; none once one plant is left', () => {
    expect(narrowCandidates(TABLE, { form: 'shrubs' }).next).not.toBe('form');
    expect(narrowCandidates(TABLE, { form: 'trees' }).next).toBe(null);
    // Only the unknown plant tells nothing apart.
    expect(narrowCandidates([TABLE[5]!, TABLE[5]!], {}).next).toBe(null);
  });
});
