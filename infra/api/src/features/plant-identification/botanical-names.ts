import { plantNameKey } from '../plant-search/plant-name-key';

/** A botanical name reduced to what identifies the taxon: no author, no cultivar, no case. */
export interface CanonicalName {
  genus: string;
  /** The species epithet; '' for a name of a genus alone or with a cultivar ("Rosa 'New Dawn'"). */
  species: string;
  /** 'var. nucipersica', 'subsp. hirtum' ...; '' when none. */
  infraspecific: string;
  /** "Hosta spp.": the genus as a whole. */
  wholeGenus: boolean;
}

const RANKS: Record<string, string> = {
  var: 'var',
  'var.': 'var',
  subsp: 'subsp',
  'subsp.': 'subsp',
  ssp: 'subsp',
  'ssp.': 'subsp',
  f: 'f',
  'f.': 'f',
  forma: 'f',
};
const GENUS_WIDE = new Set(['spp', 'spp.', 'sp', 'sp.']);
/** Cultivar names in any quotes: 'Radrazz', ‘Green Giant’, "Herbstfreude". */
const CULTIVAR = /['‘’"“”][^'‘’"“”]*['‘’"“”]/g;
/** The hybrid sign, or the letter x standing for it. */
const HYBRID_SIGN = /^(×|x)$/i;
/**
 * An epithet is letters (and hyphens) only. Authors are abbreviated ("L.", "Ser.") or in
 * parentheses, so they never pass; case is not looked at, a service may capitalise anything.
 */
const EPITHET = /^[a-zà-ÿ][a-zà-ÿ-]*$/i;

const keyOf = (word: string) => plantNameKey(word).replace(/ /g, '');

/**
 * The taxon a botanical name names, however a service writes it: "Hydrangea macrophylla
 * (Thunb.) Ser." and "hydrangea MACROPHYLLA" are the same; "Petunia × atkinsiana" and
 * "Petunia x atkinsiana" too; "Thuja 'Green Giant'" is Thuja with a cultivar left aside.
 * Null when there is no genus to read.
 */
export function canonicalName(name: string): CanonicalName | null {
  const words = name.replace(CULTIVAR, ' ').trim().split(/\s+/).filter(Boolean);
  const genusWord = words.shift();
  if (!genusWord || HYBRID_SIGN.test(genusWord)) {
    // "× Cuprocyparis leylandii": the hybrid sign before the genus.
    if (genusWord && words.length > 0) return canonicalName(words.join(' '));
    return null;
  }
  const genus = keyOf(genusWord);
  if (!genus) return null;
  if (words[0] && HYBRID_SIGN.test(words[0])) words.shift();
  const second = words[0] ?? '';
  if (GENUS_WIDE.has(second.toLowerCase()))
    return { genus, species: '', infraspecific: '', wholeGenus: true };
  if (!EPITHET.test(second)) return { genus, species: '', infraspecific: '', wholeGenus: false };
  const species = keyOf(second);
  // The first rank after the species, wherever the authors put it ("Acer rubrum L. var. drummondii").
  const rankAt = words.findIndex((word, index) => index > 0 && RANKS[word.toLowerCase()] !== undefined);
  const epithet = rankAt > 0 ? words[rankAt + 1] : undefined;
  const infraspecific =
    rankAt > 0 && epithet && EPITHET.test(epithet)
      ? `${RANKS[words[rankAt]!.toLowerCase()]} ${keyOf(epithet)}`
      : '';
  return { genus, species, infraspecific, wholeGenus: false };
}

/** "genus species" of a canonical name, '' when it names no species. */
export const speciesKey = (name: CanonicalName) => (name.species ? `${name.genus} ${name.species}` : '');

/** The whole taxon: species and infraspecific rank. */
export const taxonKey = (name: CanonicalName) =>
  [name.genus, name.species, name.infraspecific].filter(Boolean).join(' ');
