import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query';
import { globalSingleton } from '../global-singleton';

/**
 * Tags are shared by every domain so a change in one area refreshes another
 * (adding a plant in mfe-yards refreshes the thrive table and the task list).
 */
export const TAG_TYPES = [
  'Identity',
  'Sponsor',
  'PurchasePrompt',
  'Payment',
  /** Yards, their zones and the plants in them, and everything scored from them. */
  'Garden',
  /** A gardener's own marks on catalogue plants: favorites, notes, last seen. */
  'PlantMarks',
  /** Care tasks and tips. */
  'Tasks',
  /** The gardener's saved task list choices (sort, filters, DDPDT). */
  'TaskSettings',
  /** The plant activity log (what was done when). */
  'CareLog',
  /** The gardener's private calendar feed address. */
  'CalendarFeed',
  /** The gardener's photos and galleries (plant pictures, zone thumbnails, the gallery). */
  'Photos',
] as const;

function createThriveApi() {
  return createApi({
    reducerPath: 'api',
    baseQuery: createBaseQuery(),
    tagTypes: TAG_TYPES,
    endpoints: () => ({}),
  });
}

/** The ONE RTK Query api; each domain adds endpoints with `thriveApi.injectEndpoints`. */
export const thriveApi = globalSingleton('api', createThriveApi);
