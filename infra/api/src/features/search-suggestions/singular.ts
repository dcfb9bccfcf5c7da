/** Shorter words ("yes", "bus") are left alone: too few of them are plurals. */
const PLURAL_MIN_LENGTH = 4;

/**
 * `key` (a plant_name_key) with its last word made singular by the common English endings
 * ("roses" -> "rose", "lilies" -> "lily", "tomatoes" -> "tomato", "grasses" -> "grass"), or
 * null when that word does not end like a plural ("moss", "rose"). Plant names are mostly
 * written in the singular, so "roses" starts no name while "rose" ends many.
 */
export function singularKey(key: string): string | null {
  const words = key.split(' ');
  const last = words.pop() ?? '';
  if (last.length < PLURAL_MIN_LENGTH || !last.endsWith('s') || last.endsWith('ss')) return null;
  const singular = last.endsWith('ies')
    ? `${last.slice(0, -3)}y`
    : /(ch|sh|ss|x|o)es$/.test(last)
      ? last.slice(0, -2)
      : last.slice(0, -1);
  return [...words, singular].join(' ');
}
