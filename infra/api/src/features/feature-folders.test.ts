import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The API's features compose: saving a yard refreshes its care calendar, a design reads plant
 * details. So, unlike the apps' feature folders, a feature may use another one, but only one
 * way: no two features (through others or directly) depend on each other. What both sides of
 * such a circle need belongs in common/ (docs/architecture.md §4). Test files are left out:
 * a test may borrow another feature's fixture.
 */
const FEATURES = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const featureOf = (file: string) => path.relative(FEATURES, file).split(path.sep)[0]!;

/** Feature -> the other features its files import (common/ is everyone's, and imports none). */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(FEATURES)) {
    const from = featureOf(file);
    const uses = graph.get(from) ?? new Set<string>();
    graph.set(from, uses);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const target = path.resolve(path.dirname(file), specifier!);
      if (path.relative(FEATURES, target).startsWith('..')) continue;
      const to = featureOf(target);
      if (to !== from) uses.add(to);
    }
  }
  return graph;
}

/** One circle of features, as the path that closes it ('a -> b -> a'), or null. */
function findCircle(graph: Map<string, Set<string>>): string | null {
  const done = new Set<string>();
  const visit = (feature: string, trail: string[]): string | null => {
    if (trail.includes(feature)) return [...trail.slice(trail.indexOf(feature)), feature].join(' -> ');
    if (done.has(feature)) return null;
    for (const next of graph.get(feature) ?? []) {
      const circle = visit(next, [...trail, feature]);
      if (circle) return circle;
    }
    done.add(feature);
    return null;
  };
  for (const feature of graph.keys()) {
    const circle = visit(feature, []);
    if (circle) return circle;
  }
  return null;
}

describe("the API's feature folders depend on each other one way only", () => {
  const graph = featureGraph();

  test('the features and their imports are found', () => {
    expect(graph.size).toBeGreaterThan(20);
    expect(graph.get('yards')).toContain('care-calendar');
  });

  test('no feature depends on itself through others', () => {
    expect(findCircle(graph)).toBeNull();
  });

  test('common/ imports no feature', () => {
    expect([...(graph.get('common') ?? [])]).toEqual([]);
  });

  test('a circle is found when there is one', () => {
    const circular = new Map([
      ['yards', new Set(['zones'])],
      ['zones', new Set(['care-calendar'])],
      ['care-calendar', new Set(['yards'])],
    ]);
    expect(findCircle(circular)).toBe('yards -> zones -> care-calendar -> yards');
  });
});
