import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PLANT_SYMPTOM_KEYS } from '@thrive/shared/contracts';
import { readPests } from '../../reference-data/plant-pests';
import { readList } from '../../reference-data/reference-files';
import { readSymptomTable, SYMPTOM_TABLE_FILE } from './symptom-table';

/** The symptom table (reference-data/health/symptoms.json) is complete and points at data that exists. */
const table = readSymptomTable();

test('every symptom of the form has causes in the table, and the table has no symptom the form lacks', () => {
  expect([...table.causesOf.keys()].sort()).toEqual([...PLANT_SYMPTOM_KEYS].sort());
  for (const [symptom, causes] of table.causesOf)
    expect(`${symptom}: ${causes.filter((cause) => !table.causes.has(cause)).join(', ')}`).toBe(
      `${symptom}: `,
    );
});

test('every cause is a cause of some symptom, and each score direction raises at least one cause', () => {
  const listed = new Set([...table.causesOf.values()].flat());
  expect(table.causeOrder.filter((cause) => !listed.has(cause))).toEqual([]);
  const raised = new Set(
    [...table.causes.values()].flatMap((cause) => cause.raisedBy.map((s) => `${s.factor} ${s.direction}`)),
  );
  expect([...raised].sort()).toEqual(
    [
      'freeze too-cold',
      'freeze too-hot',
      'sun too-little',
      'sun too-much',
      'water too-little',
      'water too-much',
    ].sort(),
  );
});

test("every cause's care tip names a care category, and a Group that category's tips use", () => {
  const categories = readList('care-categories');
  const templates = readList('care-tips');
  for (const cause of table.causes.values()) {
    const category = categories.find((item) => item.Name === cause.careTip.category);
    const groups = templates
      .filter((template) => template.CareCategoryId === category?.Id)
      .map((template) => template.Group);
    const problem = !category
      ? 'no such care category'
      : cause.careTip.group !== undefined && !groups.includes(cause.careTip.group)
        ? `no ${cause.careTip.category} tip of Group ${cause.careTip.group}`
        : 'ok';
    expect(`${cause.key}: ${problem}`).toBe(`${cause.key}: ok`);
  }
});

test('every pest of lists/pests.json has its signs in the table, under its own name', () => {
  const pests = readPests();
  expect([...table.pestSigns.keys()].sort((a, b) => a - b)).toEqual(pests.map((pest) => pest.Id));
  for (const pest of pests) expect(table.pestSigns.get(pest.Id)?.pest).toBe(pest.Name);
});

test('a table that forgets a symptom or names an unknown cause is refused, naming the file', () => {
  const file = JSON.parse(readFileSync(SYMPTOM_TABLE_FILE, 'utf8')) as {
    symptoms: { key: string; causes: string[] }[];
  };
  const dir = mkdtempSync(path.join(tmpdir(), 'symptoms-'));
  const broken = path.join(dir, 'symptoms.json');
  writeFileSync(broken, JSON.stringify({ ...file, symptoms: file.symptoms.slice(1) }));
  expect(() => readSymptomTable(broken)).toThrow(
    /symptoms\.json: [\s\S]*symptom yellowing-leaves must be listed exactly once/,
  );
  file.symptoms[0]!.causes.push('moon-phase');
  writeFileSync(broken, JSON.stringify(file));
  expect(() => readSymptomTable(broken)).toThrow(/names unknown cause moon-phase/);
});
