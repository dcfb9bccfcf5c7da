import {
  IDENTIFICATION_OPTIONS,
  IDENTIFICATION_QUESTIONS,
  type IdentificationKeyAnswer,
  type IdentificationQuestionState,
  type identificationKeyQuerySchema,
} from '@thrive/shared/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { MediaUrls } from '../common/media-urls';
import { pageOf } from '../plant-lists/page';
import { plantListItems } from '../plants/plant-list-items';
import { KEY_TEXTS } from './key-texts';
import { narrowCandidates, type Narrowed } from './narrow-candidates';
import { traitTable } from './trait-table';

type KeyQuery = z.output<typeof identificationKeyQuerySchema>;

/** Every question with its options in the contract's order, each with what it would leave. */
function questionStates(query: KeyQuery, counts: Narrowed['counts']): IdentificationQuestionState[] {
  return IDENTIFICATION_QUESTIONS.map((question) => {
    const texts = KEY_TEXTS[question];
    const labels: Record<string, string> = texts.options;
    return {
      Key: question,
      Label: texts.label,
      Hint: texts.hint,
      Answer: query[question] ?? null,
      Options: IDENTIFICATION_OPTIONS[question].map((value) => ({
        Value: value,
        Label: labels[value] ?? value,
        Count: counts[question].get(value) ?? 0,
      })),
    };
  });
}

/**
 * GET Plants/0/IdentificationKey/: the plants the answers leave (one page, as plant list
 * items with the gardener's thumbnails and favourites), every question with its option
 * counts, and the question to ask next.
 */
export async function identificationKey(
  db: Database,
  urls: MediaUrls,
  userId: number,
  query: KeyQuery,
): Promise<IdentificationKeyAnswer> {
  const { candidates, counts, next } = narrowCandidates(await traitTable(db), query);
  const page = pageOf(candidates, { i: query.i, c: query.c });
  const items = await plantListItems(
    db,
    urls,
    userId,
    page.map(({ plant }) => plant.id),
  );
  const fit = new Map(page.map((candidate) => [candidate.plant.id, candidate]));
  return {
    Method: 'identification-key',
    TotalRows: candidates.length,
    i: query.i,
    c: query.c,
    Candidates: items.map((item) => ({
      ...item,
      MatchedAnswers: fit.get(item.Id)?.matched ?? 0,
      UnknownAnswers: fit.get(item.Id)?.unknown ?? 0,
    })),
    Questions: questionStates(query, counts),
    NextQuestion: next,
  };
}
