import { readThriveTable } from '@thrive/shared/contracts';
import { thriveTable } from '../testing/thrive-fixtures';
import { viewRows } from './thrive-rows';

const rows = readThriveTable(thriveTable()).Rows;
const names = (list: { CommonName: string }[]) => list.map((row) => row.CommonName);

test('sorting by overall score puts poor first, then borderline, then good', () => {
  expect(names(viewRows(rows, { zoneId: 0, score: null, sort: 'overall' }))).toEqual([
    'Astilbe',
    'Hosta',
    'Lavender',
  ]);
});

test('sorting by plant orders by common name; by zone by yard then zone name', () => {
  expect(names(viewRows(rows, { zoneId: 0, score: null, sort: 'plant' }))).toEqual([
    'Astilbe',
    'Hosta',
    'Lavender',
  ]);
  expect(names(viewRows(rows, { zoneId: 0, score: null, sort: 'zone' }))).toEqual([
    'Hosta',
    'Lavender',
    'Astilbe',
  ]);
});

test('filters keep one zone and one overall score', () => {
  expect(names(viewRows(rows, { zoneId: 8, score: null, sort: 'plant' }))).toEqual(['Hosta', 'Lavender']);
  expect(names(viewRows(rows, { zoneId: 8, score: 2, sort: 'plant' }))).toEqual(['Hosta']);
  expect(viewRows(rows, { zoneId: 9, score: 1, sort: 'plant' })).toEqual([]);
});
