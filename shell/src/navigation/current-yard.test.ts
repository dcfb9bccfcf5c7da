import { testIdentity } from '@thrive/shared/testing';
import { currentYardId, rememberCurrentYard, yardIdInPath } from './current-yard';

describe('the current yard (SPEC §2.4 thrive/table/{currentYardId})', () => {
  test('the pages that show one yard name it; the others name none', () => {
    expect(yardIdInPath('/yards/view/8')).toBe(8);
    expect(yardIdInPath('/yards/edit/8')).toBe(8);
    expect(yardIdInPath('/zones/create/8')).toBe(8);
    expect(yardIdInPath('/thrive/table/8')).toBe(8);
    expect(yardIdInPath('/thrive/table/0')).toBeNull();
    expect(yardIdInPath('/zones/view/3')).toBeNull();
    expect(yardIdInPath('/yards')).toBeNull();
    expect(yardIdInPath('/public/yard/8')).toBeNull();
  });

  test('the yard last viewed, else the default yard, else 0', () => {
    const gardener = testIdentity({ Id: 42, YardCount: 2, DefaultYardId: 5 });
    expect(currentYardId(gardener)).toBe(5);
    rememberCurrentYard(42, 8);
    expect(currentYardId(gardener)).toBe(8);
    expect(currentYardId(testIdentity({ Id: 42, YardCount: 0, DefaultYardId: 0 }))).toBe(0);
    expect(currentYardId(testIdentity({ Id: 42, YardCount: 3, DefaultYardId: 0 }))).toBe(8);
  });

  test('another gardener on this browser does not inherit the yard', () => {
    rememberCurrentYard(42, 8);
    expect(currentYardId(testIdentity({ Id: 43, YardCount: 1, DefaultYardId: 0 }))).toBe(0);
  });
});
