import type { PlantSearchCriteria } from '@thrive/shared/contracts';

/**
 * The name a 400 gives a criterion, as the caller sent it: POST users/0/PlantSearch/ names
 * body fields (`body.FlowerTimes`), the quick search its own query parameters (`querystring.f`).
 */
export type FieldOf = (criterion: keyof PlantSearchCriteria) => string;

export const bodyField: FieldOf = (criterion) => `body.${criterion}`;
