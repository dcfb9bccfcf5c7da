import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REFERENCE_CONDITIONS, referenceConditions } from './reference-fixtures';

// Read as files, not imported: @thrive/shared imports nothing of infra/.
const LISTS = path.resolve(__dirname, '../../../infra/api/reference-data/lists');

function seeded(file: string, fields: readonly string[]): unknown[] {
  const { items } = JSON.parse(readFileSync(path.join(LISTS, file), 'utf8')) as {
    items: Record<string, unknown>[];
  };
  return items.map((item) => Object.fromEntries(fields.map((field) => [field, item[field]])));
}

describe('the reference fixtures every package tests with', () => {
  test('are the lists the API seeds', () => {
    expect(REFERENCE_CONDITIONS).toEqual({
      SunRequirements: seeded('sun-requirements.json', ['Id', 'Name', 'PX']),
      WaterRequirements: seeded('water-requirements.json', ['Id', 'Name']),
      HardinessZones: seeded('hardiness-zones.json', ['Id', 'Name', 'MinTempF', 'MaxTempF']),
      Fertilizers: seeded('fertilizers.json', ['Id', 'Name']),
    });
  });

  test('a fixture picks items by id, in the list’s order, and an unknown id is a mistake', () => {
    expect(referenceConditions({ SunRequirements: [6, 1] }).SunRequirements.map((sun) => sun.Name)).toEqual([
      'Full Shade',
      'Full Sun',
    ]);
    expect(referenceConditions({}).WaterRequirements).toEqual([]);
    expect(() => referenceConditions({ Fertilizers: [99] })).toThrow('Fertilizers has no item with id 99.');
  });
});
