import { canonicalName, speciesKey, taxonKey } from './botanical-names';
import type { KeyPlant } from './trait-table';

interface Indexed {
  plant: KeyPlant;
  /** Named as the species itself, not a variety or subspecies of it. */
  plainSpecies: boolean;
}

/** The catalogue by taxon, by species and by genus-wide entry ("Hosta spp."). */
export interface CatalogueNameIndex {
  byTaxon: Map<string, Indexed[]>;
  bySpecies: Map<string, Indexed[]>;
  wholeGenus: Map<string, Indexed[]>;
}

function add(map: Map<string, Indexed[]>, key: string, entry: Indexed) {
  if (!key) return;
  const list = map.get(key);
  if (list) list.push(entry);
  else map.set(key, [entry]);
}

const indexes = new WeakMap<readonly KeyPlant[], CatalogueNameIndex>();

/** The index of a trait table, made once per table (the table is replaced when the catalogue changes). */
export function catalogueNameIndex(table: readonly KeyPlant[]): CatalogueNameIndex {
  const known = indexes.get(table);
  if (known) return known;
  const index: CatalogueNameIndex = { byTaxon: new Map(), bySpecies: new Map(), wholeGenus: new Map() };
  for (const plant of table) {
    const name = canonicalName(plant.botanicalName);
    if (!name) continue;
    const entry = { plant, plainSpecies: name.species !== '' && name.infraspecific === '' };
    if (name.wholeGenus) add(index.wholeGenus, name.genus, entry);
    else if (name.species) {
      add(index.byTaxon, taxonKey(name), entry);
      add(index.bySpecies, speciesKey(name), entry);
    }
  }
  indexes.set(table, index);
  return index;
}

/** The one plant of several, or null when they stay several: a wrong plant is worse than none. */
function single(entries: readonly Indexed[] | undefined): KeyPlant | null {
  if (!entries?.length) return null;
  if (entries.length === 1) return entries[0]!.plant;
  const plain = entries.filter((entry) => entry.plainSpecies);
  const pick = plain.length > 0 ? plain : entries;
  if (pick.length === 1) return pick[0]!.plant;
  const curated = pick.filter((entry) => entry.plant.curated);
  return curated.length === 1 ? curated[0]!.plant : null;
}

/**
 * The catalogue plant a service's botanical name names (case, author, hybrid sign and cultivar
 * aside): the same taxon; else the species itself, or its only variety in the catalogue
 * ("Brassica oleracea" names none of our six varieties: null); else the genus-wide entry
 * ("Hosta plantaginea" is our "Hosta spp."). Null when the catalogue does not have it.
 */
export function matchCatalogue(index: CatalogueNameIndex, botanicalName: string): KeyPlant | null {
  const name = canonicalName(botanicalName);
  if (!name || name.wholeGenus) return name ? single(index.wholeGenus.get(name.genus)) : null;
  if (!name.species) return null;
  return (
    single(index.byTaxon.get(taxonKey(name))) ??
    single(index.bySpecies.get(speciesKey(name))) ??
    single(index.wholeGenus.get(name.genus))
  );
}
