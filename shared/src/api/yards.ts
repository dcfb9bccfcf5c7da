import {
  doneMessageSchema,
  growingConditionsSchema,
  plantThriveScorecardResponseSchema,
  publicYardSchema,
  readThriveTable,
  thriveTableAnswerSchema,
  togglePlantZoneResponseSchema,
  yardSchema,
  yardsResponseSchema,
  yardTransferCheckSchema,
  zonePlantsResponseSchema,
  zoneSchema,
  zonesResponseSchema,
  type DoneMessage,
  type GrowingConditions,
  type PlantThriveScorecardRequest,
  type PlantZoneScore,
  type PublicYard,
  type ThriveTable,
  type TogglePlantZone,
  type TogglePlantZoneResponse,
  type UpdatePlantZone,
  type Yard,
  type YardInput,
  type YardTransfer,
  type YardTransferCheck,
  type YardsPublic,
  type Zone,
  type ZoneCreate,
  type ZoneInput,
  type ZonePlant,
} from '../contracts';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { QueryCacheKey } from '@reduxjs/toolkit/query';
import { thriveApi } from './thrive-api';
import { parseWith, send } from './endpoint-helpers';

/**
 * Every garden read provides 'Garden' and every garden change invalidates it: one plant
 * moved changes the zone's list, the yard's counts and the Thrive Scorecard at once, and
 * the lists are small. Changes that add or remove a yard or zone also invalidate
 * 'Identity' (YardCount, ZoneCount, DefaultYardId decide where My Yard goes, SPEC §2.3).
 */
const GARDEN = ['Garden'] as const;
const GARDEN_AND_IDENTITY = ['Garden', 'Identity'] as const;
/** After a yard or zone is gone: its plants' care tasks went with it. */
const AFTER_REMOVAL = ['Garden', 'Identity', 'Tasks'] as const;

export const yardsApi = thriveApi.injectEndpoints({
  endpoints: (build) => ({
    getGrowingConditions: build.query<GrowingConditions, void>({
      query: () => 'Common/0/GrowingConditions',
      transformResponse: parseWith(growingConditionsSchema),
      // Reference lists change only with a data release.
      keepUnusedDataFor: 3600,
    }),
    getYards: build.query<Yard[], void>({
      query: () => 'users/{uid}/yards',
      transformResponse: parseWith(yardsResponseSchema),
      providesTags: GARDEN,
    }),
    getYard: build.query<Yard, number>({
      query: (id) => `users/{uid}/yard/${id}`,
      transformResponse: parseWith(yardSchema),
      providesTags: GARDEN,
    }),
    saveYard: build.mutation<Yard, YardInput>({
      query: (body) => send('POST', 'users/{uid}/yard', body),
      transformResponse: parseWith(yardSchema),
      invalidatesTags: GARDEN_AND_IDENTITY,
    }),
    /** Invalidates nothing itself: the caller leaves the yard's screen, then `forgetRemoved`. */
    deleteYard: build.mutation<DoneMessage, number>({
      query: (id) => send('DELETE', `users/{uid}/yard/${id}`),
      transformResponse: parseWith(doneMessageSchema),
    }),
    copyYard: build.mutation<Yard, number>({
      query: (id) => `users/{uid}/CopyYard/${id}`,
      transformResponse: parseWith(yardSchema),
      invalidatesTags: GARDEN_AND_IDENTITY,
    }),
    checkYardTransfer: build.query<YardTransferCheck, { yardId: number; email: string }>({
      query: ({ yardId, email }) =>
        `users/{uid}/CheckYardTransfer/${yardId}?email=${encodeURIComponent(email.trim())}`,
      transformResponse: parseWith(yardTransferCheckSchema),
    }),
    /** As deleteYard: the yard is no longer the gardener's, so the caller leaves, then `forgetRemoved`. */
    transferYard: build.mutation<DoneMessage, YardTransfer>({
      query: (body) => send('POST', 'users/{uid}/YardTransfer', body),
      transformResponse: parseWith(doneMessageSchema),
    }),
    setYardPublic: build.mutation<Yard, YardsPublic>({
      query: (body) => send('POST', 'users/{uid}/YardsPublic/', body),
      transformResponse: parseWith(yardSchema),
      invalidatesTags: GARDEN,
    }),
    /** Read without a session: the public page of a yard its gardener made public. */
    getPublicYard: build.query<PublicYard, number>({
      query: (id) => `public/yard/${id}`,
      transformResponse: parseWith(publicYardSchema),
    }),

    /** Arg: a yard id, 0 for the zones of every yard. */
    getZones: build.query<Zone[], number>({
      query: (yardId) => `users/{uid}/zonelisting/${yardId}`,
      transformResponse: parseWith(zonesResponseSchema),
      providesTags: GARDEN,
    }),
    getZone: build.query<Zone, number>({
      query: (id) => `users/{uid}/zone/${id}`,
      transformResponse: parseWith(zoneSchema),
      providesTags: GARDEN,
    }),
    createZone: build.mutation<Zone, { yardId: number; zone: ZoneCreate }>({
      query: ({ yardId, zone }) => send('POST', `users/{uid}/createzone/${yardId}`, zone),
      transformResponse: parseWith(zoneSchema),
      invalidatesTags: GARDEN_AND_IDENTITY,
    }),
    saveZone: build.mutation<Zone, ZoneInput>({
      query: (body) => send('POST', 'users/{uid}/zone', body),
      transformResponse: parseWith(zoneSchema),
      invalidatesTags: GARDEN_AND_IDENTITY,
    }),
    /** As deleteYard: the caller leaves the zone's screen, then `forgetRemoved`. */
    deleteZone: build.mutation<DoneMessage, number>({
      query: (id) => send('DELETE', `users/{uid}/zone/${id}`),
      transformResponse: parseWith(doneMessageSchema),
    }),
    copyZone: build.mutation<Zone, number>({
      query: (id) => `users/{uid}/CopyZone/${id}`,
      transformResponse: parseWith(zoneSchema),
      invalidatesTags: GARDEN_AND_IDENTITY,
    }),

    /** A zone's plants; with zoneId 0, every plant of yard yardId (0 = every yard). */
    getZonePlants: build.query<ZonePlant[], { zoneId: number; yardId?: number }>({
      query: ({ zoneId, yardId = 0 }) => `users/{uid}/ZonePlants/${zoneId}?yid=${yardId}`,
      transformResponse: parseWith(zonePlantsResponseSchema),
      providesTags: GARDEN,
    }),
    togglePlantZone: build.mutation<TogglePlantZoneResponse, { zoneId: number } & TogglePlantZone>({
      query: ({ zoneId, ...body }) => send('POST', `users/{uid}/TogglePlantZone/${zoneId}`, body),
      transformResponse: parseWith(togglePlantZoneResponseSchema),
      invalidatesTags: GARDEN,
    }),
    updatePlantZone: build.mutation<DoneMessage, { plantZoneId: number } & UpdatePlantZone>({
      query: ({ plantZoneId, ...body }) => send('POST', `users/{uid}/UpdatePlantZone/${plantZoneId}`, body),
      transformResponse: parseWith(doneMessageSchema),
      invalidatesTags: GARDEN,
    }),
    deletePlantZone: build.mutation<DoneMessage, number>({
      query: (plantZoneId) => `users/{uid}/DeletePlantZone/${plantZoneId}`,
      transformResponse: parseWith(doneMessageSchema),
      invalidatesTags: GARDEN,
    }),

    /**
     * Arg: a yard id, 0 for every yard. The answer is compact (each plant's names once, rows
     * as short arrays); the cache keeps it read into named rows with their tooltips, once
     * for every screen that shows it.
     */
    getThriveTable: build.query<ThriveTable, number>({
      query: (yardId) => `users/{uid}/ThriveTable/${yardId}`,
      transformResponse: (body: unknown) => readThriveTable(thriveTableAnswerSchema.parse(body)),
      providesTags: GARDEN,
    }),
    getPlantThriveScorecard: build.query<PlantZoneScore[], PlantThriveScorecardRequest>({
      query: (body) => send('POST', 'users/{uid}/PlantThriveScorecard', body),
      transformResponse: parseWith(plantThriveScorecardResponseSchema),
      providesTags: GARDEN,
    }),
  }),
});

export const {
  useGetGrowingConditionsQuery,
  useGetYardsQuery,
  useGetYardQuery,
  useSaveYardMutation,
  useDeleteYardMutation,
  useCopyYardMutation,
  useLazyCheckYardTransferQuery,
  useTransferYardMutation,
  useSetYardPublicMutation,
  useGetPublicYardQuery,
  useGetZonesQuery,
  useGetZoneQuery,
  useCreateZoneMutation,
  useSaveZoneMutation,
  useDeleteZoneMutation,
  useCopyZoneMutation,
  useGetZonePlantsQuery,
  useTogglePlantZoneMutation,
  useUpdatePlantZoneMutation,
  useDeletePlantZoneMutation,
  useGetThriveTableQuery,
  useGetPlantThriveScorecardQuery,
} = yardsApi;

/** A yard or zone that is no longer the gardener's: deleted, or a yard given to another. */
export type RemovedFromGarden = { yardId: number } | { zoneId: number };

interface CachedRead {
  endpointName?: string;
  originalArgs?: unknown;
  data?: unknown;
}

const argOf = (read: CachedRead) => read.originalArgs as Record<string, unknown> | number | undefined;
const field = (value: unknown, name: string) =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;

/** Reads asked with this yard's id, or of one of its zones (known from cached zones). */
function readsOfYard(reads: [string, CachedRead][], yardId: number): string[] {
  const zoneIds = new Set<number>();
  for (const [, read] of reads) {
    if (read.endpointName === 'getZone' && field(read.data, 'YardId') === yardId)
      zoneIds.add(argOf(read) as number);
    if (read.endpointName === 'getZones' && Array.isArray(read.data))
      for (const zone of read.data)
        if (field(zone, 'YardId') === yardId) zoneIds.add(field(zone, 'Id') as number);
  }
  const ofYard = (read: CachedRead) => {
    const arg = argOf(read);
    switch (read.endpointName) {
      case 'getYard':
      case 'getZones':
      case 'getThriveTable':
      case 'getYardFrostDates':
        return arg === yardId;
      case 'getZonePlants':
        return (
          (field(arg, 'zoneId') === 0 && field(arg, 'yardId') === yardId) ||
          zoneIds.has(field(arg, 'zoneId') as number)
        );
      case 'checkYardTransfer':
        return field(arg, 'yardId') === yardId;
      case 'getZone':
        return zoneIds.has(arg as number);
      default:
        return false;
    }
  };
  return reads.filter(([, read]) => ofYard(read)).map(([key]) => key);
}

/** Reads asked with this zone's id. */
function readsOfZone(reads: [string, CachedRead][], zoneId: number): string[] {
  return reads
    .filter(
      ([, read]) =>
        (read.endpointName === 'getZone' && argOf(read) === zoneId) ||
        (read.endpointName === 'getZonePlants' && field(argOf(read), 'zoneId') === zoneId),
    )
    .map(([key]) => key);
}

/**
 * After a yard or zone is gone, once its screen is left (so nothing shows it any more): drops
 * every cached read of it, which asked again would only answer 404 (or 403 for a yard given
 * away, which ends the session, SPEC §6), then refreshes the rest of the garden. Called
 * before leaving, the screen still showing it would read it again at once.
 */
export function forgetRemoved(removed: RemovedFromGarden) {
  return (dispatch: (action: UnknownAction) => unknown, getState: () => unknown) => {
    const cache = (
      getState() as Record<string, { queries?: Record<string, CachedRead | undefined> } | undefined>
    )[yardsApi.reducerPath];
    const reads = Object.entries(cache?.queries ?? {}).filter(
      (entry): entry is [string, CachedRead] => !!entry[1],
    );
    const gone =
      'yardId' in removed ? readsOfYard(reads, removed.yardId) : readsOfZone(reads, removed.zoneId);
    for (const queryCacheKey of gone)
      dispatch(yardsApi.internalActions.removeQueryResult({ queryCacheKey: queryCacheKey as QueryCacheKey }));
    // Whatever else read the garden (lists, counts, the scorecard, tasks) is read again if
    // shown, or dropped if not.
    dispatch(yardsApi.util.invalidateTags([...AFTER_REMOVAL]));
  };
}
