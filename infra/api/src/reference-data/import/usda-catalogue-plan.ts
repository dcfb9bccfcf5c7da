import { botanicalKey, speciesKey } from './botanical-name';

/** A row of the USDA table, mapped, as the plan weighs it. */
export interface PlanRow {
  /** The row's scientific_name as written: the plan's answer is keyed by it. */
  scientificName: string;
  /** Its botanical name without authors (botanical-name.ts). */
  botanicalName: string;
  commonName: string;
  /** How many of the columns we read it fills: the fuller row stands for its plant. */
  filled: number;
}

export interface CataloguePlan {
  /** The rows to import, by scientific_name: the botanical name each is stored under. */
  names: Map<string, string>;
  /** Rows of a species the curated catalogue has (or has under another name). */
  matchedCurated: number;
  /** Rows another row of their species stands for. */
  merged: number;
}

const infraspecific = (name: string) => botanicalKey(name).split(' ').slice(2);
const isSpeciesRow = (row: PlanRow) => infraspecific(row.botanicalName).length === 0;
/** "Tilia americana var. americana": the typical form, named after the species itself. */
const isAutonym = (row: PlanRow) => {
  const [, epithet] = botanicalKey(row.botanicalName).split(' ');
  return infraspecific(row.botanicalName)[1] === epithet;
};

/** The row that stands for several: the species' typical form first, then the fullest, then the first. */
function standIn(rows: PlanRow[]): PlanRow {
  return rows.reduce((best, row) => {
    if (isAutonym(row) !== isAutonym(best)) return isAutonym(row) ? row : best;
    return row.filled > best.filled ? row : best;
  });
}

function groupBy<T>(items: T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.values()];
}

/**
 * What of one species (not curated) the catalogue keeps. The species' own row stands for
 * all its varieties and subspecies. Without one, rows of one common name are one plant to a
 * gardener (Pacific aster, var. chilense and var. invenustum) and one of them stands for the
 * rest; rows of other names are other plants (American black and blue elderberry, two
 * subspecies of Sambucus nigra) and stay. A typical form left alone is its species, and is
 * named so: "Tilia americana var. americana" is stored as "Tilia americana".
 */
function keptOfSpecies(rows: PlanRow[]): { row: PlanRow; name: string }[] {
  const species = rows.find(isSpeciesRow);
  if (species) return [{ row: species, name: species.botanicalName }];
  const kept = groupBy(rows, (row) => row.commonName.toLowerCase()).map(standIn);
  if (kept.length === 1 && isAutonym(kept[0]!)) {
    const [genus, epithet] = kept[0]!.botanicalName.split(' ');
    return [{ row: kept[0]!, name: `${genus} ${epithet}` }];
  }
  return kept.map((row) => ({ row, name: row.botanicalName }));
}

/**
 * The imported catalogue holds each plant once (issue 28): a row whose species the curated
 * catalogue has is left to it, whatever variety or synonym the row names (`isCurated` takes
 * a species key); the other rows keep one plant per species and common name
 * (keptOfSpecies). Pure, so the rule is tested on the shipped table without a database.
 */
export function planCatalogue(rows: PlanRow[], isCurated: (species: string) => boolean): CataloguePlan {
  const plan: CataloguePlan = { names: new Map(), matchedCurated: 0, merged: 0 };
  const bySpecies = groupBy(rows, (row) => speciesKey(row.botanicalName) ?? botanicalKey(row.botanicalName));
  for (const group of bySpecies) {
    const species = speciesKey(group[0]!.botanicalName);
    if (species && isCurated(species)) {
      plan.matchedCurated += group.length;
      continue;
    }
    const kept = keptOfSpecies(group);
    for (const { row, name } of kept) plan.names.set(row.scientificName, name);
    plan.merged += group.length - kept.length;
  }
  return plan;
}
