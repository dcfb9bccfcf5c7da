const GENUS = /^×?[A-Z][a-z-]+$/;
const EPITHET = /^×?[a-z][a-z-]+$/;
/** USDA's rank words, written the way our catalogue writes them. */
const RANKS: Record<string, string> = { 'var.': 'var.', 'ssp.': 'subsp.', 'subsp.': 'subsp.', 'f.': 'f.' };
/** Lower-case words of author citations that can follow "f." (filius): "Hook. f. ex A. Gray". */
const AUTHOR_WORDS = new Set(['ex', 'et', 'in', 'non', 'sensu', 'emend', 'de', 'van', 'von']);

/** "×grandiflora" -> "× grandiflora", the catalogue's spelling of a hybrid. */
const spaced = (word: string) => word.replace(/^×(?=\S)/, '× ');

/**
 * The name without its authors: binomial, or trinomial with one infraspecific rank.
 * "Abies balsamea (L.) Mill." -> "Abies balsamea"; "Acer rubrum L. var. drummondii (Hook. &
 * Arn. ex Nutt.) Sarg." -> "Acer rubrum var. drummondii"; "Cornus sericea L. ssp. sericea"
 * -> "Cornus sericea subsp. sericea"; "Abelia ×grandiflora (Rovelli ex André) Rehder
 * [chinensis × uniflora]" -> "Abelia × grandiflora". Null when there is no species.
 */
export function botanicalName(scientificName: string): string | null {
  const words = scientificName
    .replace(/\[[^\]]*\]/g, ' ') // a hybrid's parents
    .replace(/(^|\s)× (?=\S)/g, '$1×')
    .trim()
    .split(/\s+/);
  const [genus, species] = words;
  if (!genus || !GENUS.test(genus) || !species || !EPITHET.test(species)) return null;
  const name = [spaced(genus), spaced(species)];
  for (let i = 2; i < words.length - 1; i += 1) {
    const rank = RANKS[words[i]!];
    const epithet = words[i + 1]!;
    if (rank && EPITHET.test(epithet) && !AUTHOR_WORDS.has(epithet)) {
      name.push(rank, epithet);
      break;
    }
  }
  return name.join(' ');
}

/**
 * What two spellings of one plant have in common: case, spacing, "x"/"×" and "ssp."/"subsp."
 * aside. Used to find the curated plant an imported row duplicates.
 */
export function botanicalKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/(^|\s)x\s+(?=\S)/g, '$1×')
    .replace(/×\s+/g, '×')
    .replace(/\bssp\./g, 'subsp.')
    .replace(/\s+/g, ' ')
    .trim();
}

const SPECIES_EPITHET = /^×?[a-z][a-z-]+$/;

/**
 * The species a name belongs to, as a key: genus and epithet of botanicalKey ("Tilia
 * americana var. americana" and "Tilia Americana" -> "tilia americana"). Null when the name
 * names no species: a genus ("Hosta spp."), or a cultivar of one ("Rosa 'New Dawn'"). The
 * catalogue keeps one plant per species (usda-catalogue-plan.ts), so a gardener never meets
 * the same plant twice under a variety's name.
 */
export function speciesKey(name: string): string | null {
  const [genus, epithet] = botanicalKey(name).split(' ');
  if (!genus || !epithet || !SPECIES_EPITHET.test(epithet)) return null;
  return `${genus} ${epithet}`;
}
