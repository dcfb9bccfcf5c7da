import { THRIVE_SCORE } from '@thrive/shared/thrive';
import {
  bySimilarityTo,
  needsDistance,
  sizeDistance,
  tooBigBeside,
  type CompanionCandidate,
  type CompanionTraits,
} from './companion-ranking';

const [VEGETABLES, HERBS, PERENNIALS, TREES] = [1, 2, 5, 9];
const [PART_SUN, FULL_SUN, SUN_TO_SHADE] = [4, 6, 7];
const [DRY, MEDIUM] = [1, 3];

const traits = (change: Partial<CompanionTraits> = {}): CompanionTraits => ({
  categoryId: PERENNIALS,
  sunRequirementId: FULL_SUN,
  waterRequirementId: MEDIUM,
  heightMaxIn: 24,
  spreadMaxIn: 24,
  ...change,
});
const candidate = (commonName: string, change: Partial<CompanionCandidate> = {}): CompanionCandidate => ({
  id: commonName.length,
  commonName,
  botanicalName: commonName,
  score: THRIVE_SCORE.Good,
  ...traits(),
  ...change,
});

describe('companion ranking', () => {
  test('never a tree nor anything over 3 m beside a herb or a vegetable; beside a perennial, yes', () => {
    const tree = traits({ categoryId: TREES, heightMaxIn: 60 });
    const tall = traits({ heightMaxIn: 119 });
    for (const crop of [VEGETABLES, HERBS]) {
      expect(tooBigBeside({ categoryId: crop }, tree)).toBe(true);
      expect(tooBigBeside({ categoryId: crop }, tall)).toBe(true);
      expect(tooBigBeside({ categoryId: crop }, traits({ heightMaxIn: 118 }))).toBe(false);
    }
    expect(tooBigBeside({ categoryId: PERENNIALS }, tree)).toBe(false);
  });

  test('needs: another sun counts 1 (not when either takes any sun), water counts its steps', () => {
    expect(needsDistance(traits(), traits())).toBe(0);
    expect(needsDistance(traits(), traits({ sunRequirementId: PART_SUN }))).toBe(1);
    expect(needsDistance(traits(), traits({ sunRequirementId: SUN_TO_SHADE }))).toBe(0);
    expect(needsDistance(traits(), traits({ waterRequirementId: DRY }))).toBe(2);
  });

  test('size: ratios, so twice as big is as far as half as big; an unknown size comes last', () => {
    const twice = sizeDistance(traits(), traits({ heightMaxIn: 48, spreadMaxIn: 48 }));
    const half = sizeDistance(traits(), traits({ heightMaxIn: 12, spreadMaxIn: 12 }));
    expect(twice).toBeCloseTo(half);
    expect(sizeDistance(traits(), traits({ heightMaxIn: null }))).toBeGreaterThan(100);
    expect(sizeDistance(traits({ heightMaxIn: null, spreadMaxIn: null }), traits({ heightMaxIn: 999 }))).toBe(
      0,
    );
  });

  test('good before borderline, then the most alike in needs and size together, then by name', () => {
    const sorted = [
      candidate('Borderline twin', { score: THRIVE_SCORE.Borderline }),
      candidate('Same-needs tree', { heightMaxIn: 240, spreadMaxIn: 240 }),
      candidate('Sunnier twin', { sunRequirementId: PART_SUN }),
      candidate('B twin'),
      candidate('A twin'),
    ].sort(bySimilarityTo(traits()));
    expect(sorted.map((plant) => plant.commonName)).toEqual([
      'A twin',
      'B twin',
      'Sunnier twin',
      'Same-needs tree',
      'Borderline twin',
    ]);
  });
});
