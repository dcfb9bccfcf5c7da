import { and } from 'drizzle-orm';
import type { PlantPage, PlantSearchCriteria } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import type { MediaUrls } from '../common/media-urls';
import { plantListItems } from '../plants/plant-list-items';
import { cachedReference } from '../common/reference-cache';
import { hardinessSpan } from './hardiness-filter';
import { homeHardinessZone } from './home-zone';
import { checkListIds } from './list-ids';
import { filterConditions } from './plant-filters';
import { bodyField, type FieldOf } from './search-fields';
import { catalogueSearchKey, matchingPage } from './matching-page';
import { queryKind } from './plant-kind';
import { rankedSearch } from './search-ranking';
import { textSearch } from './search-text';
import { inchRange } from './size-range';
import { thrivesIn, zoneConditions } from './thrive-filter';

/**
 * POST users/0/PlantSearch/ (and the quick search mapped onto it): one page of the
 * catalogue plants matching the text and every filter, in the asked order (Relevance: as
 * search-ranking.ts ranks the text), with the number of all matches. With a zone (zid)
 * only plants that thrive there are kept, and each carries its score there. Ids of things the caller must own (YardId, zid) are
 * 404 when they are not theirs; ids not in their reference list are a 400.
 */
export async function searchPlants(
  db: Database,
  urls: MediaUrls,
  userId: number,
  criteria: PlantSearchCriteria,
  fieldOf: FieldOf = bodyField,
): Promise<PlantPage> {
  // One after the other, so a request with several faults always gets the same answer.
  await checkListIds(db, criteria, fieldOf);
  const hardiness = await hardinessSpan(db, userId, criteria, fieldOf);
  const zone = criteria.zid ? await zoneConditions(db, userId, criteria.zid) : undefined;
  const words = textSearch(criteria.k);
  // Only the relevance order of a text ranks by kind, home yard and popularity.
  const ranked = words !== null && criteria.s === 'Relevance';
  const home = ranked ? await homeHardinessZone(db, userId) : null;
  const { i, c } = criteria;
  const page = async () => {
    const text =
      words && ranked ? rankedSearch(words, { kind: await queryKind(db, criteria.k), home }) : words;
    const where = and(
      text?.where,
      ...filterConditions({
        ...criteria,
        hardiness,
        height: inchRange(criteria.AdultHeight),
        spread: inchRange(criteria.AdultSpread),
        thriving: zone ? await thrivesIn(db, zone) : null,
      }),
    );
    return matchingPage(db, { text, where, sort: criteria.s, i, c });
  };
  // Without a zone the page is the catalogue's alone (the yard's part of it is the span),
  // so it is shared from memory like other reference data; with one, it follows the zone.
  const { ids, total } = zone
    ? await page()
    : await cachedReference(db, catalogueSearchKey(criteria, hardiness, home), page, 'plant-search');
  const items = await plantListItems(db, urls, userId, ids, zone ? { scoreIn: zone } : {});
  return { Items: items, TotalRows: total, i, c };
}
