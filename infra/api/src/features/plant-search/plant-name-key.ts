/**
 * The form plant names and search text are compared in, as the migration's SQL function
 * plant_name_key writes it (plant-name-key.test.ts holds the two to the same answers):
 * accents and upper case folded by a fixed table rather than the locale, quotes and
 * apostrophes dropped ("Solomon's" -> "solomons", 'Sungold' -> sungold), any other run of
 * characters that are not a-z or 0-9 one space ("Abelia × grandiflora" -> "abelia grandiflora",
 * "Hosta spp." -> "hosta spp").
 */
const FOLD_FROM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÑñÇçÝýÿ';
const FOLD_TO = 'abcdefghijklmnopqrstuvwxyzaaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooooouuuuuuuunnccyyy';
const FOLD = new Map([...FOLD_FROM].map((from, index) => [from, FOLD_TO[index]!]));

export function plantNameKey(name: string): string {
  const folded = [...name].map((char) => FOLD.get(char) ?? char).join('');
  return folded
    .replace(/['"‘’“”]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * A full-text query where every word of the key must start a word of the plant's
 * document ("tom cher" finds Cherry Tomato), optionally only words of the given weights
 * ('AB': the names). Words are a-z0-9 only, so they need no quoting in tsquery syntax.
 */
export function prefixQuery(key: string, weights = ''): string {
  return key
    .split(' ')
    .filter(Boolean)
    .map((word) => `${word}:*${weights}`)
    .join(' & ');
}
