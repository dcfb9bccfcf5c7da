import { zonePlant } from '../testing/fixtures';
import { yardSample } from './yard-sample';

const plant = (Id: number, PlantId: number, ZoneId: number) =>
  zonePlant({ Id, PlantId, ZoneId, CommonName: `Plant ${PlantId}` });

describe("a yard card's sample of plants", () => {
  test('takes turns between the zones, so the first pictures are not all of the first bed', () => {
    const plants = [plant(1, 11, 8), plant(2, 12, 8), plant(3, 13, 8), plant(4, 21, 9), plant(5, 22, 9)];
    expect(yardSample(plants).map((p) => p.PlantId)).toEqual([11, 21, 12, 22, 13]);
  });

  test('shows a plant growing in several zones once', () => {
    const plants = [plant(1, 11, 8), plant(2, 12, 8), plant(3, 11, 9)];
    expect(yardSample(plants).map((p) => p.Id)).toEqual([1, 2]);
  });
});
