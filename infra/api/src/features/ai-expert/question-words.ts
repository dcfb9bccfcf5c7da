import { plantNameKey } from '../plant-search/plant-name-key';

/**
 * A question as words: folded the way plant names are (plant-name-key.ts), so a name in the
 * question and a name in the catalogue compare equal, each word also in its singular form.
 */
export interface QuestionWords {
  /** The folded question: words of a-z and 0-9 separated by single spaces. */
  key: string;
  /** Its words, in order. */
  words: string[];
  /** Every word and its singular ('tomatoes' and 'tomato'). */
  forms: ReadonlySet<string>;
}

/**
 * The forms a word may have in the singular: 'tomatoes' -> tomato, tomatoe; 'berries' -> berry;
 * 'leaves' -> leaf, leave; 'olives' -> olif, olive. English plurals are irregular enough that
 * guessing one form would miss names; the wrong guesses name nothing and do no harm.
 */
export function singularForms(word: string): string[] {
  if (word.length < 4 || /(ss|us|is)$/.test(word) || !word.endsWith('s')) return [];
  if (word.endsWith('ies')) return [`${word.slice(0, -3)}y`, word.slice(0, -1)];
  if (word.endsWith('ves')) return [`${word.slice(0, -3)}f`, word.slice(0, -1)];
  if (word.endsWith('es')) return [word.slice(0, -2), word.slice(0, -1)];
  return [word.slice(0, -1)];
}

export function questionWords(question: string): QuestionWords {
  const key = plantNameKey(question);
  const words = key ? key.split(' ') : [];
  const forms = new Set<string>();
  for (const word of words) {
    forms.add(word);
    for (const form of singularForms(word)) forms.add(form);
  }
  return { key, words, forms };
}

const sameWord = (asked: string, named: string) => asked === named || singularForms(asked).includes(named);

/**
 * Whether the phrase is in the question as whole words, each word of the question in any of
 * its forms: 'english lavender' is in "my english lavenders", 'rose' in "climbing roses".
 */
export function hasPhraseOrSingular(question: QuestionWords, phrase: string): boolean {
  const named = phrase.split(' ').filter(Boolean);
  if (named.length === 0) return false;
  const asked = question.words;
  for (let at = 0; at + named.length <= asked.length; at += 1)
    if (named.every((word, offset) => sameWord(asked[at + offset]!, word))) return true;
  return false;
}

/** How many of `vocabulary` the question has: words by any form, phrases as whole words. */
export function countOf(question: QuestionWords, vocabulary: readonly string[]): number {
  return vocabulary.filter((entry) =>
    entry.includes(' ') ? hasPhraseOrSingular(question, entry) : question.forms.has(entry),
  ).length;
}

export const hasAnyOf = (question: QuestionWords, vocabulary: readonly string[]): boolean =>
  countOf(question, vocabulary) > 0;

/**
 * Words too common to name a plant by themselves: they are left out when the catalogue is
 * searched for names in the question (a plant named "Blue Star" is not asked about in
 * "what is the best star").
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or but if of to in on at by for from with about into onto over under than then ' +
    'is are was were be been being am do does did done doing have has had having can could will would ' +
    'should shall may might must i me my mine we our us you your it its this that these those there ' +
    'here what which who whom whose why how when where all any some each every no not nor too very ' +
    'so such just only also more most much many few less least good best better bad badly worse ' +
    'get got make made keep kept use used need needs want like know tell please thanks thank ' +
    'one two three four five six seven eight nine ten up down out off again still yet now'
  ).split(' '),
);
