import { AI_EXPERT_MESSAGES, type QuestionRelatedness } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { PESTS_LIST } from '../../reference-data/plant-pests';
import { plantNameKey } from '../plant-search/plant-name-key';
import { listItems } from '../common/reference-lists';
import { cataloguePlantsNamed, type NamedPlant } from './catalogue-names';
import { GARDEN_HINT_WORDS, GARDENING_WORDS, OTHER_SUBJECT_WORDS } from './gardening-vocabulary';
import { countOf, hasPhraseOrSingular, questionWords, type QuestionWords } from './question-words';

export interface RelatednessCheck {
  related: boolean;
  /** The question as words, for whoever answers it next. */
  question: QuestionWords;
  /** Catalogue plants it names, most certain first. */
  named: NamedPlant[];
}

/** Names from a reference list (categories, pests) the question uses. */
async function listNamesIn(db: Database, list: string, question: QuestionWords): Promise<number> {
  const items = await listItems(db, list);
  return items.filter((item) => hasPhraseOrSingular(question, plantNameKey(item.Name))).length;
}

/**
 * Whether a question is about plants or gardening, decided here for both the embedded expert
 * and a configured chat service, so a refused question never reaches (nor costs) the service.
 * A local, explainable rule rather than a model: gardening words, plant names from the
 * catalogue, plant categories and pests count one each; words common to gardening and other
 * talk ("sunny", "water", "zone") half; a plant or zone chosen in the app counts one. It is
 * about gardening when that makes at least one and outweighs the words of other subjects, so
 * "who won the football game" is refused, and so is "a recipe for tomato sauce".
 */
export async function checkRelatedness(
  db: Database,
  text: string,
  { aboutChosenPlantOrZone = false } = {},
): Promise<RelatednessCheck> {
  const question = questionWords(text);
  const [named, categories, pests] = await Promise.all([
    cataloguePlantsNamed(db, question),
    listNamesIn(db, 'plant-categories', question),
    listNamesIn(db, PESTS_LIST, question),
  ]);
  const gardening =
    countOf(question, GARDENING_WORDS) +
    Number(named.length > 0) +
    Number(categories > 0) +
    Number(pests > 0);
  const hints = countOf(question, GARDEN_HINT_WORDS) / 2;
  const signals = gardening + hints + Number(aboutChosenPlantOrZone);
  const otherSubjects = countOf(question, OTHER_SUBJECT_WORDS);
  return { related: signals >= 1 && signals > otherSubjects, question, named };
}

/** POST Plants/0/IsQuestionPlantRelated/ (SPEC §7). */
export async function isQuestionPlantRelated(db: Database, text: string): Promise<QuestionRelatedness> {
  const { related } = await checkRelatedness(db, text);
  return {
    IsRelated: related,
    Message: related ? AI_EXPERT_MESSAGES.aboutPlants : AI_EXPERT_MESSAGES.notAboutPlants,
  };
}
