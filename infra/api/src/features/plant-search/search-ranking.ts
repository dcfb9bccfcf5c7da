import { or, sql } from 'drizzle-orm';
import { NOT_SET_ID } from '@thrive/shared/thrive';
import { plantPopularity, plants } from '../../db/schema';
import { kindRank, ofKind, type QueryKind } from './plant-kind';
import type { TextSearch } from './search-text';
import type { OrderTerm } from './staged-page';

/** What ranks a text search besides the text: known before the search runs. */
export interface SearchRanking {
  /** The kind of plant the text names (plant-kind.ts); no genera: it names none. */
  kind: QueryKind;
  /** The hardiness zone id of the gardener's default yard (home-zone.ts); null: none. */
  home: number | null;
}

/** The values each matching plant is selected with for the ranking, read back by the order. */
const COLUMNS = { kind: 'kind_rank', home: 'home_rank', weed: 'weed', curated: 'curated' } as const;
const column = (name: keyof typeof COLUMNS) => sql`${sql.identifier(COLUMNS[name])}`;

/**
 * SPEC §5's freeze score of the plant in the home yard's zone, as an order: good (the zone is
 * in the plant's hardiness range) 0, unknown (a zone not known, as imported plants' warmest)
 * 1, poor (it would not survive the winter or the heat there) 2. The strongest sign of what
 * thrives in the yard, and read from the plant's own row.
 */
const freezeOrder = (home: number) => sql`CASE
  WHEN ${plants.zoneLowId} = ${NOT_SET_ID} OR ${plants.zoneHighId} = ${NOT_SET_ID} THEN 1
  WHEN ${home}::int BETWEEN ${plants.zoneLowId} AND ${plants.zoneHighId} THEN 0
  ELSE 2 END`;

/**
 * Gardeners' use of the plant (features/plant-popularity), 0 for a plant nobody used. "id" is
 * the matching plant's (staged-page.ts reads the matches' columns by name; plant_popularity
 * has no column of that name).
 */
const popularity: OrderTerm = {
  value: sql`coalesce((SELECT ${plantPopularity.score} FROM ${plantPopularity}
    WHERE ${plantPopularity.plantId} = ${sql.identifier('id')}), 0)`,
  descending: true,
};

/**
 * The text search ranked as a gardener means it (issue 18). Plants of the kind the text names
 * match it too, and come first, the genera it names most first ("rose": Rosa, then Lenten and
 * Moss Rose); then the text's own MATCH_TIER and word-start terms, as before. At equal
 * relevance so far: noxious and invasive weeds after every other plant (issue 28: "periwinkle"
 * offers Madagascar Periwinkle before the invasive Common Periwinkle), then plants that
 * survive in the gardener's home yard's zone before those that would not, curated (commonly
 * grown) plants before imported taxa, then the popular before the rest, all ahead of the
 * finer closeness of the names. Popularity is a lookup by id in its own table, so it waits
 * for the second stage (staged-page.ts), which only the plants near the page reach.
 */
export function rankedSearch(text: TextSearch, { kind, home }: SearchRanking): TextSearch {
  const [matchClass = [], closeness = [], ...rest] = text.order;
  const named = kind.genera.length > 0;
  const kindTerms: OrderTerm[] = named ? [{ value: column('kind'), descending: true }] : [];
  const homeTerms: OrderTerm[] = home === null ? [] : [{ value: column('home') }];
  return {
    where: named ? or(text.where, ofKind(kind))! : text.where,
    columns: {
      ...text.columns,
      ...(named ? { kind: kindRank(kind.genera).as(COLUMNS.kind) } : {}),
      ...(home === null ? {} : { home: freezeOrder(home).as(COLUMNS.home) }),
      weed: sql`(${plants.weedStatus} IS NOT NULL)`.as(COLUMNS.weed),
      curated: sql`(${plants.source} = 'curated')`.as(COLUMNS.curated),
    },
    order: [
      [
        ...kindTerms,
        ...matchClass,
        { value: column('weed') },
        ...homeTerms,
        { value: column('curated'), descending: true },
      ],
      [popularity, ...closeness],
      ...rest,
    ],
  };
}
